import { useId, useState } from 'react';
import type { EligibilityResult } from '../../../shared/pre-check/eligibility.ts';
import type { ScopeFacts } from '../../../shared/figures/schemeScopeFile.server.ts';
import type { Agreement } from '../../../shared/agreements/agreementFile.ts';
import { agreementLetter, LETTER_TITLES, type LetterKind } from '../../../shared/agreements/agreementLetters.ts';
import { calendarFile, calendarFileName } from '../../../shared/agreements/calendarFile.ts';
import type { NextStep } from '../../../shared/agreements/deadlines.ts';
import { brand } from '../../../shared/brand/brand.ts';
import { formatIsoDate } from '../../../shared/dates/dates.ts';
import { optionLabel } from '../../../shared/pre-check/preCheckAnswers.ts';
import { lenderName } from './lenderName.ts';
import { saveFile } from './saveFile.ts';
import { statusLine, stepWords } from './stepWords.ts';

/**
 * One agreement on the list (contract: a region named by its lender, with "Add to calendar" and
 * "Delete"): what it is, its next step and that step's date, the pre-check's verdict for it (the
 * one engine, run on this device), its letters, and "Edit" to change it in the same form.
 */
export function AgreementItem({
  agreement,
  step,
  facts,
  result,
  today,
  onDelete,
  onEdit,
  onComplaintLetter,
}: {
  agreement: Agreement;
  step: NextStep;
  facts: ScopeFacts;
  /** The pre-check's result for it; undefined until the engine has loaded. */
  result: EligibilityResult | undefined;
  today: string;
  onDelete: () => void;
  onEdit: () => void;
  /** Opens the complaint letter for it, made on this device (MyAgreementsList). */
  onComplaintLetter: () => void;
}) {
  const headingId = useId();
  const name = lenderName(agreement);
  const words = stepWords(step, agreement, name, facts);
  const typeWords = optionLabel('type', agreement.type) ?? agreement.type;
  const addToCalendar = () => {
    if (!step.due || !words.calendar) return;
    const uid = `${step.kind}-${step.due}-${agreement.started}-${calendarFileName(step.due, name).replace(/\.ics$/, '')}@${brand.productKey}`;
    saveFile(calendarFileName(step.due, name), calendarFile({ day: step.due, uid, ...words.calendar }, new Date()), 'text/calendar');
  };
  return (
    <li className="agreement">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="agreement__lender">
          {name}
        </h3>
        <p className="agreement__facts">
          {typeWords}, started {formatIsoDate(agreement.started)}. {statusLine(agreement)}.
        </p>
        <div className={step.overdue ? 'agreement__step agreement__step--overdue' : 'agreement__step'}>
          {words.overdue && (
            <p className="agreement__overdue">
              <strong>{words.overdue}</strong>
            </p>
          )}
          <p className="agreement__step-heading">
            <strong>{words.heading}</strong>
          </p>
          <p>{words.text}</p>
          {words.caveats.map((caveat) => (
            <p key={caveat} className="agreement__caveat">
              {caveat}
            </p>
          ))}
        </div>
        {result && (
          <p className="agreement__verdict">
            <span className="agreement__verdict-label">The pre-check: </span>
            {result.scheme.dayDecides
              ? `The date decides whether the scheme covers it: give ${result.scheme.ask ?? 'the day the agreement was made'} to see which.`
              : result.scheme.answers[0]!.summary}
          </p>
        )}
        {(agreement.agreementNumber || agreement.registration || agreement.note) && (
          <dl className="agreement__details">
            {agreement.agreementNumber && (
              <div>
                <dt>Agreement number</dt>
                <dd>{agreement.agreementNumber}</dd>
              </div>
            )}
            {agreement.registration && (
              <div>
                <dt>Registration</dt>
                <dd>{agreement.registration}</dd>
              </div>
            )}
            {agreement.note && (
              <div>
                <dt>Note</dt>
                <dd>{agreement.note}</dd>
              </div>
            )}
          </dl>
        )}
        <div className="agreement__actions">
          {step.due && words.calendar && (
            <button type="button" className="button button--secondary button--small" onClick={addToCalendar} aria-describedby={`${headingId}-due`}>
              Add to calendar
            </button>
          )}
          <button type="button" className="button button--outline button--small" onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="button button--outline button--small" onClick={onDelete}>
            Delete
          </button>
          {step.due && (
            <span className="visually-hidden" id={`${headingId}-due`}>
              {formatIsoDate(step.due)}
            </span>
          )}
        </div>
        <Letters agreement={agreement} name={name} typeWords={typeWords} today={today} facts={facts} onComplaintLetter={onComplaintLetter} />
      </section>
    </li>
  );
}

/**
 * Its letters, written here and never sent: the complaint letter (the site's own, made on this device
 * from the agreement and shown below the list: decision 042), a subject access request, the CCA's £1
 * copy (only for a running agreement), a change of address.
 */
function Letters({
  agreement,
  name,
  typeWords,
  today,
  facts,
  onComplaintLetter,
}: {
  agreement: Agreement;
  name: string;
  typeWords: string;
  today: string;
  facts: ScopeFacts;
  onComplaintLetter: () => void;
}) {
  const [kind, setKind] = useState<LetterKind | undefined>();
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState('');
  const id = useId();
  const text = kind ? agreementLetter(kind, agreement, name, typeWords, today, { ccaFeePounds: facts.ccaCopyRequest.value }) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Letter copied. Paste it into an email or a document.');
    } catch {
      setStatus('Your browser did not let us copy the letter: select its text and copy it yourself.');
    }
  };
  const print = () => {
    // Print this letter alone (my-agreements.css hides the rest of the page while this class is on it).
    const letter = document.getElementById(id);
    letter?.classList.add('agreement-letter--printing');
    window.addEventListener('afterprint', () => letter?.classList.remove('agreement-letter--printing'), { once: true });
    window.print();
  };
  const choose = (next: LetterKind) => {
    setKind(next);
    setStatus('');
  };
  return (
    <details className="agreement__letters">
      <summary>Letters for this agreement</summary>
      <ul className="agreement__letter-list">
        <li>
          <button type="button" className="link-button" onClick={onComplaintLetter}>
            Write your complaint letter, free
          </button>
          <span className="agreement__letter-why"> With this agreement’s date{agreement.agreementNumber ? ' and number' : ''}, made on this device.</span>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => choose('subject-access')} aria-controls={id}>
            {LETTER_TITLES['subject-access']}
          </button>
          <span className="agreement__letter-why"> {capitalise(facts.subjectAccessRequest.display)}.</span>
        </li>
        <li>
          <label className="agreement__running">
            <input type="checkbox" checked={running} onChange={(event) => setRunning(event.target.checked)} /> I still owe money on this agreement
          </label>
          {running && (
            <>
              <button type="button" className="link-button" onClick={() => choose('cca-copy')} aria-controls={id}>
                {LETTER_TITLES['cca-copy']}
              </button>
              <span className="agreement__letter-why"> {capitalise(facts.ccaCopyRequest.display)}.</span>
            </>
          )}
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => choose('change-of-address')} aria-controls={id}>
            {LETTER_TITLES['change-of-address']}
          </button>
          <span className="agreement__letter-why"> If you have moved, the lender needs your new address to write to you about the scheme.</span>
        </li>
      </ul>
      <div id={id} className="agreement-letter">
        {kind && (
          <>
            <h4>{LETTER_TITLES[kind]}</h4>
            <p className="agreement-letter__hint">Nothing here is sent. Print it or copy it, fill in the blanks, and send it to {name} yourself.</p>
            <pre className="agreement-letter__text">{text}</pre>
            <div className="agreement-letter__buttons">
              <button type="button" className="button button--secondary button--small" onClick={print}>
                Print the letter
              </button>
              <button type="button" className="button button--outline button--small" onClick={() => void copy()}>
                Copy the letter
              </button>
            </div>
            <p role="status" className="agreement-letter__status">
              {status}
            </p>
          </>
        )}
      </div>
    </details>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
