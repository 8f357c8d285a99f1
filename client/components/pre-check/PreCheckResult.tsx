import { useId, type Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { complainFreeHref } from '../../../shared/lenders/lenderFinderUrl.ts';
import type { EligibilityResult, FirmAnswer, FreeStep, NextStep, Reason, ResultSection, SchemeAnswer } from '../../../shared/pre-check/eligibility.ts';
import { LENDER_FINDER_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { OPTIONS_PATH, RESULT_ANCHOR, preCheckSearchOf } from '../../../shared/pre-check/preCheckUrl.ts';
import { FIND_YOUR_AGREEMENT_PATH, MY_AGREEMENTS_PATH, addAgreementHash } from '../../../shared/agreements/agreementUrls.ts';
import { ErrorLinks, type ErrorSummaryItem } from '../layout/ErrorSummary.tsx';
import type { SchemeStatus as SchemeStatusData } from '../../../shared/figures/schemeStatus.ts';
import { SchemeStatus } from '../figures/SchemeStatus.tsx';
import { StartClaimLink } from '../claim/StartClaimLink.tsx';

const firmDecisionText: Readonly<Record<FirmAnswer['takesOn'], string>> = {
  yes: 'We could take it on.',
  no: 'We would not take this agreement on.',
  'cannot-tell': 'We cannot tell yet whether we could take it on.',
};

/** The verdict in one line, at the top of the result. */
function verdictLine(result: EligibilityResult): string {
  if (result.answered === 0) return 'No answers yet.';
  const year = result.answers.start?.month === undefined && result.answers.start?.year;
  return result.scheme.dayDecides
    ? `${year ? `When in ${year}` : 'The day'} the agreement began decides whether the scheme covers it: both answers are below.`
    : result.scheme.answers[0]!.summary;
}

/**
 * The pre-check's result (issue 15), built only from `eligibilityFor`. In the
 * first screen (issue 29): any answer that could not be used, the verdict and
 * the one next step. Then the verdict's reasons (both answers when the day
 * decides), and in this order what the visitor can do free, where the scheme
 * stands, and only then whether we would take it on, our service and its fee.
 */
export function PreCheckResult({
  result,
  status,
  headingRef,
  problems = [],
}: {
  result: EligibilityResult;
  status: SchemeStatusData;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The answers that could not be used, each linking to its field: seen with the result, not only at the top of the form. */
  problems?: readonly ErrorSummaryItem[];
}) {
  const headingId = useId();
  const answersSearch = preCheckSearchOf(useLocation().search);
  return (
    <section className="pre-check-result" id={RESULT_ANCHOR} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Your result
      </h2>
      {/* Only this line is live: the whole result read out at every answer would drown the form. */}
      <p className="pre-check-result__summary" role="status">
        {verdictLine(result)}
        {/* Read out with the verdict; seen in the block below it. */}
        {result.nextStep && <span className="visually-hidden"> Next: {result.nextStep.heading}.</span>}
      </p>
      {problems.length > 0 && (
        <div className="pre-check-result__problems">
          <p>
            <strong>We could not use {problems.length === 1 ? 'one of your answers' : 'some of your answers'}:</strong>
          </p>
          <ErrorLinks items={problems} />
        </div>
      )}
      {result.nextStep && <NextStepBlock step={result.nextStep} />}
      {result.answered > 0 && (
        <p className="pre-check-result__keep">
          {/* Issue 47: the answers go in the address's fragment, which the browser never sends. */}
          <Link to={{ pathname: MY_AGREEMENTS_PATH, hash: addAgreementHash(answersSearch) }}>Add to my agreements</Link>{' '}
          <span className="pre-check-result__keep-hint">to keep this agreement, its next step and its date on this device.</span>
        </p>
      )}
      {(result.answers.type === 'not-sure' || result.answers.via === 'not-sure' || result.answers.start === undefined) && result.answered > 0 && (
        <p className="pre-check-result__keep">
          <Link to={FIND_YOUR_AGREEMENT_PATH}>No paperwork? Where to look for your agreement</Link>
        </p>
      )}
      {result.answered === 0 ? (
        <p>Answer any of the questions to see what applies to your agreement. The more you answer, the clearer it gets.</p>
      ) : (
        <>
          <SchemeVerdict result={result} />
          {result.alreadyRepresented && (
            <div className="pre-check-result__block pre-check-result__block--warning">
              <h3>You have already signed with a firm</h3>
              {result.alreadyRepresented.map((passage) => (
                <p key={passage.text}>{passage.text}</p>
              ))}
            </div>
          )}
          {result.sections.map((section) => (
            <ResultPart key={section.id} section={section} status={status} result={result} />
          ))}
        </>
      )}
    </section>
  );
}

function SchemeVerdict({ result }: { result: EligibilityResult }) {
  const { scheme } = result;
  const year = result.answers.start?.month === undefined;
  return (
    <div className="pre-check-result__block">
      <h3>Is it covered by the FCA’s redress scheme?</h3>
      {scheme.dayDecides && (
        <p>
          {/* issue 47: a year given alone, where a boundary falls in it, asks for the month (and there the day) */}
          <strong>The date decides.</strong> A scheme boundary falls in the {year ? 'year' : 'month'} you gave, so the answer depends on {scheme.ask}. Your
          agreement shows it; here are both answers.
        </p>
      )}
      {scheme.answers.map((answer) => (
        <VerdictAnswer key={answer.days?.first ?? 'all'} answer={answer} />
      ))}
    </div>
  );
}

function VerdictAnswer({ answer }: { answer: SchemeAnswer }) {
  return (
    <div className={`verdict verdict--${answer.verdict}`}>
      {answer.days && <h4>If it was made {answer.days.text}</h4>}
      <p className="verdict__summary">
        <strong>{answer.summary}</strong>
      </p>
      <Reasons reasons={answer.reasons} />
    </div>
  );
}

function Reasons({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className="verdict-reasons">
      {reasons.map((reason) => (
        <li key={reason.text} className={`verdict-reasons__item verdict-reasons__item--${reason.effect}`}>
          {reason.text}
        </li>
      ))}
    </ul>
  );
}

/** The one thing to do next, with the free letter where that is the step. */
function NextStepBlock({ step }: { step: NextStep }) {
  const answersSearch = preCheckSearchOf(useLocation().search);
  return (
    <div className={`pre-check-next pre-check-next--${step.kind}`}>
      <h3 className="pre-check-next__heading">{step.heading}</h3>
      <p>{step.text}</p>
      {step.kind === 'complain-free' && (
        <p className="pre-check-next__links">
          <Link to={complainFreeHref(undefined, answersSearch)}>Write your complaint letter, free</Link>
        </p>
      )}
    </div>
  );
}

function FirmDecision({ result, heading }: { result: EligibilityResult; heading: string }) {
  const { firmTakesOn } = result;
  return (
    <div className="pre-check-result__block pre-check-result__block--firm">
      <h3>{heading}</h3>
      <div className={`firm firm--${firmTakesOn.takesOn}`}>
        <p>
          <strong>{firmDecisionText[firmTakesOn.takesOn]}</strong>
        </p>
        <Reasons reasons={firmTakesOn.reasons} />
      </div>
    </div>
  );
}

function ResultPart({ section, status, result }: { section: ResultSection; status: SchemeStatusData; result: EligibilityResult }) {
  // The letter, and the lender hub on the way to it, are filled from this result's answers (its address carries them).
  const answersSearch = preCheckSearchOf(useLocation().search);
  switch (section.id) {
    case 'free-routes':
      return (
        <div className="pre-check-result__block pre-check-result__block--free">
          <h3>{section.heading}</h3>
          <ol className="free-steps">
            {section.steps.map((step) => (
              <FreeStepItem key={step.id} step={step} />
            ))}
          </ol>
          <p className="pre-check-result__free-links">
            <Link to={complainFreeHref(undefined, answersSearch)}>Write your complaint letter, free</Link>{' '}
            <Link to={`${LENDER_FINDER_PATH}${answersSearch}`}>Find your lender and its own complaints route</Link>
          </p>
        </div>
      );
    case 'firm-answer':
      return <FirmDecision result={result} heading={section.heading} />;
    case 'scheme-status':
      return (
        <div className="pre-check-result__block">
          <SchemeStatus status={status} headingId="pre-check-status" headingLevel={3} heading={section.heading} />
        </div>
      );
    case 'our-service':
      return (
        <div className="pre-check-result__block pre-check-result__block--service">
          <h3>{section.heading}</h3>
          <dl className="service-figures">
            <div>
              <dt>If you got the FCA’s estimated average</dt>
              <dd className="num">{section.exampleRedressDisplay}</dd>
            </div>
            <div>
              <dt>Our partner law firm’s fee, including VAT</dt>
              <dd className="num">{section.feeDisplay}</dd>
            </div>
            <div>
              <dt>You would keep</dt>
              <dd className="num">{section.keepDisplay}</dd>
            </div>
          </dl>
          {section.passages.map((passage) => (
            <p key={passage.text}>{passage.text}</p>
          ))}
          <p className="pre-check-result__actions">
            <StartClaimLink>Start a claim with us</StartClaimLink>
            <Link to={OPTIONS_PATH}>Compare all your options first</Link>
          </p>
        </div>
      );
  }
}

function FreeStepItem({ step }: { step: FreeStep }) {
  const [first, ...rest] = step.passages;
  return (
    <li className="free-steps__item">
      <h4>{step.heading}</h4>
      {step.done && <p className="free-steps__done">You said you have done this.</p>}
      {first && <p>{first.text}</p>}
      {step.list && (
        <ul>
          {step.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {rest.map((passage) => (
        <p key={passage.text}>{passage.text}</p>
      ))}
    </li>
  );
}
