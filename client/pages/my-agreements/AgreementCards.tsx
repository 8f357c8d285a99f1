import { useEffect, useMemo, useState } from 'react';
import type { eligibilityFor as EligibilityFor } from '../../../shared/pre-check/eligibility.ts';
import type { SchemeScope } from '../../../shared/figures/schemeScopeFile.server.ts';
import type { Agreement } from '../../../shared/agreements/agreementFile.ts';
import { byDueDate, nextStepFor } from '../../../shared/agreements/deadlines.ts';
import { provideSchemeScope } from '../../../shared/agreements/schemeScopeSlot.ts';
import { answersOf } from './agreementAnswers.ts';
import { AgreementItem } from './AgreementItem.tsx';
import { deadlineRules } from '../../../shared/agreements/deadlineWords.ts';

/**
 * The visitor's agreements, due first (issue 47): each with its next step and that step's date,
 * worked out here, and the pre-check's verdict from its one engine, loaded with them (decision 035).
 * In a chunk of its own, fetched only when there is a list to show.
 */
export default function AgreementCards({
  agreements,
  schemeScope,
  today,
  onDelete,
  onEdit,
  onComplaintLetter,
}: {
  agreements: readonly Agreement[];
  schemeScope: SchemeScope;
  today: string;
  onDelete: (index: number) => void;
  onEdit: (index: number) => void;
  onComplaintLetter: (index: number) => void;
}) {
  const facts = schemeScope.facts;
  const rules = useMemo(() => deadlineRules(facts), [facts]);
  const [engine, setEngine] = useState<{ eligibilityFor: typeof EligibilityFor } | undefined>();

  // The pre-check's one engine, run here: the facts the server checked first, then its code (decision 035).
  useEffect(() => {
    provideSchemeScope(schemeScope);
    let current = true;
    void import('../../../shared/pre-check/eligibility.ts').then((module) => current && setEngine({ eligibilityFor: module.eligibilityFor }));
    return () => {
      current = false;
    };
  }, [schemeScope]);

  const sorted = byDueDate(
    agreements.map((agreement, index) => ({ agreement, index, step: nextStepFor(agreement, today, rules) })),
    (item) => item.step,
  );
  return (
    <>
      <p>What is due first comes first.</p>
      <ol className="agreements">
        {sorted.map(({ agreement, index, step }) => (
          <AgreementItem
            key={`${index}-${JSON.stringify(agreement)}`}
            agreement={agreement}
            step={step}
            facts={facts}
            result={engine?.eligibilityFor(answersOf(agreement))}
            today={today}
            onDelete={() => onDelete(index)}
            onEdit={() => onEdit(index)}
            onComplaintLetter={() => onComplaintLetter(index)}
          />
        ))}
      </ol>
    </>
  );
}
