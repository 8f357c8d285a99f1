import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { eligibilityFor as EligibilityFor } from '../../../server/preCheck/eligibility.ts';
import { readAgreementsFile, writeAgreementsFile, type Agreement } from '../../../shared/agreements/agreementFile.ts';
import { agreementStore as store, type StoredList } from '../../../shared/agreements/agreementStore.ts';
import { answersInHash } from '../../../shared/agreements/agreementUrls.ts';
import { todayOf } from '../../../shared/agreements/calendarDays.ts';
import { byDueDate, nextStepFor } from '../../../shared/agreements/deadlines.ts';
import { provideSchemeScope } from '../../../shared/agreements/schemeScopeSlot.ts';
import {
  complainedQuestion,
  forQuestion,
  readAgreementStart,
  typeQuestion,
  viaQuestion,
  type ChoiceQuestion,
  type PreCheckAnswers,
  type QuestionName,
} from '../../../shared/preCheckAnswers.ts';
import { PRE_CHECK_PATH } from '../../../shared/preCheckUrl.ts';
import { AgreementForm, emptyDraft, type AgreementDraft } from './AgreementForm.tsx';
import { AgreementItem, lenderName } from './AgreementItem.tsx';
import type { SchemeScope } from '../../../server/figures/schemeScopeFile.server.ts';
import { saveFile } from './saveFile.ts';
import { deadlineRules } from './stepWords.ts';

/** The largest file Import reads: far more than any list (a list of 200 agreements is under 100 KB). */
const MAX_IMPORT_BYTES = 1024 * 1024;

const EMPTY: StoredList = { ok: true, agreements: [] };

/** The pre-check's answers for an agreement on the list: its date, type and status as the questions put them. */
function answersOf(agreement: Agreement): PreCheckAnswers {
  const complained = { 'not-complained': 'no', invited: 'no', complained: 'lender', 'final-response': 'final-response', ombudsman: 'ombudsman' } as const;
  return {
    start: readAgreementStart(agreement.started).start,
    type: agreement.type,
    via: agreement.via,
    for: agreement.for,
    complained: agreement.status === 'represented' ? undefined : complained[agreement.status],
    responded: agreement.status === 'final-response' ? agreement.statusDate : undefined,
    represented: agreement.status === 'represented' ? 'yes' : 'no',
  };
}

/** One of a question's answers, or '' (an address's fragment can hold anything). */
function choice<V extends string>(question: ChoiceQuestion<Exclude<QuestionName, 'start' | 'responded'>, V>, value: string | null): V | '' {
  return question.options.find((option) => option.value === value)?.value ?? '';
}

/** A pre-check result's answers (in the address's fragment) as the form's values. */
function draftFromAnswers(params: URLSearchParams): AgreementDraft {
  const complained = choice(complainedQuestion, params.get('complained'));
  const status = { no: 'not-complained', lender: 'complained', 'final-response': 'final-response', ombudsman: 'ombudsman' } as const;
  return {
    ...emptyDraft,
    started: readAgreementStart(params.get('start') ?? '').start?.value ?? '',
    type: choice(typeQuestion, params.get('type')),
    via: choice(viaQuestion, params.get('via')),
    for: choice(forQuestion, params.get('for')),
    status: params.get('represented') === 'yes' ? 'represented' : complained ? status[complained] : '',
    statusDate: complained === 'final-response' ? (readAgreementStart(params.get('responded') ?? '').start?.value ?? '') : '',
  };
}

/**
 * The list itself (issue 47), loaded once the page is live (page.tsx, React's `lazy`): the visitor's
 * agreements as this browser keeps them, each with the pre-check's answer, its one next step and that
 * step's date, worked out here; the form to add one; export, import and delete all.
 */
export default function MyAgreementsList({ schemeScope }: { schemeScope: SchemeScope }) {
  const location = useLocation();
  const facts = schemeScope.facts;
  const rules = useMemo(() => deadlineRules(facts), [facts]);

  // What this browser keeps, read as the page renders (nothing on the server): reading writes nothing
  // (contract: written only by the visitor's own action).
  const stored = useSyncExternalStore(store.subscribe, store.read, () => EMPTY);
  const agreements = stored.agreements;
  const listProblem = stored.ok ? '' : stored.message;
  const [message, setMessage] = useState('');
  const [importError, setImportError] = useState('');
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  const [draft, setDraft] = useState<AgreementDraft>(emptyDraft);
  const [engine, setEngine] = useState<{ eligibilityFor: typeof EligibilityFor } | undefined>();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The pre-check's one engine, run here: the facts the server checked first, then its code (decision 035).
  useEffect(() => {
    provideSchemeScope(schemeScope);
    let current = true;
    void import('../../../server/preCheck/eligibility.ts').then((module) => current && setEngine({ eligibilityFor: module.eligibilityFor }));
    return () => {
      current = false;
    };
  }, [schemeScope]);

  // "Add to my agreements" on a pre-check result: its answers, in the fragment, fill the form (adjusted
  // while rendering), which then comes into view with its heading focused.
  const [hashSeen, setHashSeen] = useState<string | undefined>();
  if (location.hash !== hashSeen) {
    setHashSeen(location.hash);
    const answers = answersInHash(location.hash);
    if (answers) setDraft(draftFromAnswers(answers));
  }
  useEffect(() => {
    if (!answersInHash(location.hash)) return;
    formHeading.current?.closest('section')?.scrollIntoView({ block: 'start' });
    formHeading.current?.focus({ preventScroll: true });
  }, [location.hash]);

  const today = todayOf(new Date());
  const keep = (next: readonly Agreement[], said: string): boolean => {
    if (!store.write(next)) {
      setMessage('This browser did not let us keep the list on this device (private browsing, or storage turned off). Nothing was changed.');
      return false;
    }
    setMessage(said);
    return true;
  };

  const add = (agreement: Agreement) => keep([...agreements, agreement], `Added ${lenderName(agreement)} to your list.`);
  const remove = (index: number) =>
    keep(
      agreements.filter((_, at) => at !== index),
      `Deleted ${lenderName(agreements[index]!)} from your list.`,
    );
  const deleteAll = () => {
    if (!store.clear()) return setMessage('This browser did not let us delete the list. Clear this site’s data in your browser’s settings instead.');
    setConfirmDeleteAll(false);
    setMessage('Your list is deleted from this device.');
  };
  const exportList = () => {
    saveFile(`my-agreements-${today}.json`, writeAgreementsFile(agreements), 'application/json');
    setMessage(
      `Exported ${agreements.length} ${agreements.length === 1 ? 'agreement' : 'agreements'} to a file. Keep it somewhere safe: it holds what you typed.`,
    );
  };
  const importList = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImportError('');
    if (file.size > MAX_IMPORT_BYTES)
      return setImportError('This file is too large to be a list of agreements saved from this site. Your list has not changed.');
    const reading = readAgreementsFile(await file.text());
    if (!reading.ok) return setImportError(`${reading.message} Your list has not changed.`);
    // Added to the list, each once: importing the same file twice changes nothing.
    const seen = new Set(agreements.map((agreement) => JSON.stringify(agreement)));
    const added = reading.agreements.filter((agreement) => !seen.has(JSON.stringify(agreement)));
    keep([...agreements, ...added], `Imported ${added.length} ${added.length === 1 ? 'agreement' : 'agreements'} from ${file.name.slice(0, 80)}.`);
  };

  const steps = agreements.map((agreement) => nextStepFor(agreement, today, rules));
  const sorted = byDueDate(
    agreements.map((agreement, index) => ({ agreement, index, step: steps[index]! })),
    (item) => item.step,
  );

  return (
    <>
      <p className="my-agreements__message" role="status">
        {message}
      </p>
      {listProblem && (
        <p className="my-agreements__problem" role="alert">
          {listProblem}
        </p>
      )}
      <section className="my-agreements__list" aria-labelledby="my-agreements-list-heading">
        <h2 id="my-agreements-list-heading">Your agreements</h2>
        {sorted.length === 0 ? (
          <p>
            No agreements yet. Add one below, or from the result of the <Link to={PRE_CHECK_PATH}>free pre-check</Link>.
          </p>
        ) : (
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
                  onDelete={() => remove(index)}
                />
              ))}
            </ol>
          </>
        )}
      </section>

      <AgreementForm draft={draft} setDraft={setDraft} onAdd={add} today={today} headingRef={formHeading} />

      <section className="my-agreements__file" aria-labelledby="my-agreements-file-heading">
        <h2 id="my-agreements-file-heading">Keep it, move it, delete it</h2>
        <div className="my-agreements__file-actions">
          <button type="button" className="button button--secondary" onClick={exportList} disabled={agreements.length === 0}>
            Export
          </button>
          <div className="my-agreements__import">
            <label htmlFor="my-agreements-import" className="pre-check-field__label">
              Import
            </label>
            <p className="pre-check-field__hint" id="my-agreements-import-hint">
              A file exported from this page. Its agreements are added to your list.
            </p>
            {importError && (
              <p className="pre-check-field__error" id="my-agreements-import-error" role="alert">
                {importError}
              </p>
            )}
            <input
              ref={fileInput}
              id="my-agreements-import"
              type="file"
              accept="application/json,.json"
              onChange={(event) => void importList(event)}
              aria-describedby={importError ? 'my-agreements-import-hint my-agreements-import-error' : 'my-agreements-import-hint'}
            />
          </div>
          {confirmDeleteAll ? (
            <div className="my-agreements__confirm" role="group" aria-label="Delete all">
              <p>Delete every agreement from this device? This cannot be undone, unless you have exported the list.</p>
              <button type="button" className="button button--primary" onClick={deleteAll}>
                Yes, delete all
              </button>{' '}
              <button type="button" className="button button--outline" onClick={() => setConfirmDeleteAll(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="button button--outline"
              onClick={() => setConfirmDeleteAll(true)}
              disabled={agreements.length === 0 && !listProblem}
            >
              Delete all
            </button>
          )}
        </div>
      </section>
    </>
  );
}
