import { useId, type Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { complainFreeHref } from '../../shared/lenderFinderUrl.ts';
import type { EligibilityResult, FirmAnswer, FreeStep, Reason, ResultSection, SchemeAnswer } from '../../server/preCheck/eligibility.ts';
import { OPTIONS_PATH, RESULT_ANCHOR } from '../../shared/preCheckUrl.ts';
import type { SchemeStatus as SchemeStatusData } from '../../server/figures/schemeStatus.ts';
import { SchemeStatus } from './SchemeStatus.tsx';
import { StartClaimLink } from './StartClaimLink.tsx';

const firmDecisionText: Readonly<Record<FirmAnswer['takesOn'], string>> = {
  yes: 'We could take it on.',
  no: 'We would not take this agreement on.',
  'cannot-tell': 'We cannot tell yet whether we could take it on.',
};

/** One line a screen reader announces when the result changes: the verdict, and whether we take it on. */
export function resultSummary(result: EligibilityResult): string {
  if (result.answered === 0) return 'No answers yet.';
  const scheme = result.scheme.dayDecides
    ? 'The day the agreement began decides whether the scheme covers it: both answers are below.'
    : result.scheme.answers[0]!.summary;
  return `${scheme} ${firmDecisionText[result.firmTakesOn.takesOn]}`;
}

/**
 * The pre-check's result (issue 15), built only from `eligibilityFor`: the
 * verdict with its reasons (both answers when the day decides), whether we
 * would take the agreement on, then in this order what the visitor can do
 * free, where the scheme stands, and only then our service and its fee.
 */
export function PreCheckResult({ result, status, headingRef }: { result: EligibilityResult; status: SchemeStatusData; headingRef?: Ref<HTMLHeadingElement> }) {
  const headingId = useId();
  return (
    <section className="pre-check-result" id={RESULT_ANCHOR} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Your result
      </h2>
      {/* Only this line is live: the whole result read out at every answer would drown the form. */}
      <p className="pre-check-result__summary" role="status">
        {resultSummary(result)}
      </p>
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
          <FirmDecision result={result} />
          {result.sections.map((section) => (
            <ResultPart key={section.id} section={section} status={status} />
          ))}
        </>
      )}
    </section>
  );
}

function SchemeVerdict({ result }: { result: EligibilityResult }) {
  const { scheme } = result;
  return (
    <div className="pre-check-result__block">
      <h3>Is it covered by the FCA’s redress scheme?</h3>
      {scheme.dayDecides && (
        <p>
          <strong>The day decides.</strong> A scheme boundary falls in the month you gave, so the answer depends on the day the agreement was made. Your
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

function FirmDecision({ result }: { result: EligibilityResult }) {
  const { firmTakesOn } = result;
  return (
    <div className="pre-check-result__block">
      <h3>Would we take it on?</h3>
      <div className={`firm firm--${firmTakesOn.takesOn}`}>
        <p>
          <strong>{firmDecisionText[firmTakesOn.takesOn]}</strong>
        </p>
        <Reasons reasons={firmTakesOn.reasons} />
      </div>
    </div>
  );
}

function ResultPart({ section, status }: { section: ResultSection; status: SchemeStatusData }) {
  // The letter is filled from this result's answers (its address carries them).
  const answersSearch = useLocation().search;
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
            <Link to="/lenders">Find your lender and its own complaints route</Link>
          </p>
        </div>
      );
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
