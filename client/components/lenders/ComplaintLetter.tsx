import { useState, type ReactNode } from 'react';
import {
  BLANK,
  DETAIL_LIMITS,
  cleanDetails,
  letterPlainText,
  mailtoHref,
  type ComplaintLetter as Letter,
  type LetterDetails,
  type LetterSlot,
  type LetterText,
} from '../../../shared/lenders/complaintLetterText.ts';
import type { FactSource } from '../../../shared/figures/factTypes.ts';
import { SourceLine } from '../figures/SourceLine.tsx';
import { useHydrated } from '../layout/useHydrated.ts';

/** The visitor's details, by slot: the labels tests and screen readers find them by. */
const FIELDS: readonly { slot: LetterSlot; label: string; hint?: string; autoComplete: string; multiline?: boolean }[] = [
  { slot: 'name', label: 'Your name', autoComplete: 'name' },
  { slot: 'address', label: 'Your address', autoComplete: 'street-address', multiline: true },
  {
    slot: 'agreementNumber',
    label: 'Agreement number',
    hint: 'On your agreement, your statements, or as the reference of the direct debit.',
    autoComplete: 'off',
  },
  { slot: 'registration', label: 'Vehicle registration', autoComplete: 'off' },
];

/** One piece of the letter: text, the visitor's detail (its lines kept), or the blank to write it in by hand. */
function Text({ text, details }: { text: LetterText; details: LetterDetails }) {
  return (
    <>
      {text.map((piece, index) => {
        if (typeof piece === 'string') return piece;
        const value = details[piece.slot];
        if (!value) {
          return (
            <span key={index} className="complaint-letter__blank">
              {BLANK}
            </span>
          );
        }
        const lines = value.split('\n');
        return (
          <span key={index} className="complaint-letter__filled">
            {lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </span>
            ))}
          </span>
        );
      })}
    </>
  );
}

function Lines({ lines, details, className }: { lines: readonly LetterText[]; details: LetterDetails; className: string }) {
  return (
    <p className={className}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          <Text text={line} details={details} />
        </span>
      ))}
    </p>
  );
}

/** The letter's sources, each once, for the list beside it (never in the letter itself). */
function letterSources(letter: Letter): { sources: FactSource[]; checked: string } {
  const seen = new Map<string, FactSource>();
  const dates: string[] = [];
  for (const entry of [letter.recipient, ...letter.paragraphs]) {
    for (const source of entry.sources ?? []) seen.set(source.url ?? source.title, source);
    if (entry.checked) dates.push(entry.checked);
  }
  return { sources: [...seen.values()], checked: dates.sort()[0] ?? '' };
}

function Field({ field, value, onChange }: { field: (typeof FIELDS)[number]; value: string; onChange: (value: string) => void }) {
  const id = `complaint-letter-${field.slot}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  // No `name` attribute, and no form: what is typed here cannot be submitted (issue 23).
  const common = {
    id,
    value,
    maxLength: DETAIL_LIMITS[field.slot],
    autoComplete: field.autoComplete,
    'aria-describedby': hintId,
    className: 'complaint-letter-fields__input',
  };
  return (
    <div className="complaint-letter-fields__field">
      <label htmlFor={id}>{field.label}</label>
      {field.hint && (
        <p className="complaint-letter-fields__hint" id={hintId}>
          {field.hint}
        </p>
      )}
      {field.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

function Controls({ letter, details }: { letter: Letter; details: LetterDetails }) {
  const [status, setStatus] = useState('');
  const mailto = mailtoHref(letter, details);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letterPlainText(letter, details));
      setStatus('Letter copied. Paste it into an email or a document.');
    } catch {
      setStatus('Your browser did not let us copy the letter: select its text and copy it yourself.');
    }
  };
  return (
    <div className="complaint-letter-controls">
      <div className="complaint-letter-controls__buttons">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print the letter
        </button>
        <button type="button" className="button button--outline" onClick={() => void copy()}>
          Copy the letter
        </button>
        {mailto && letter.lender && (
          <a className="button button--outline" href={mailto}>
            Email it to {letter.lender.name} from your own email app
          </a>
        )}
      </div>
      <p className="complaint-letter-controls__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

function Flag({
  children,
  sources,
  checked,
  link,
}: {
  children: ReactNode;
  sources?: readonly FactSource[];
  checked?: string;
  link?: { href: string; label: string };
}) {
  return (
    <li>
      {children}
      {link && (
        <>
          {' '}
          <a href={link.href}>{link.label}</a>
        </>
      )}
      {sources && sources.length > 0 && checked && (
        <>
          <br />
          <SourceLine sources={sources} checked={checked} />
        </>
      )}
    </li>
  );
}

/**
 * The free complaint letter (issue 23, `/complain-free`). Without JavaScript:
 * the complete letter with blank lines for the visitor's details, to print.
 * With it: fields for name, address, agreement number and registration that
 * fill the letter as the visitor types, and buttons to print, copy, or open the
 * visitor's own email app where the lender takes complaints by email.
 *
 * What the visitor types lives in this component's state only: no `name`
 * attribute and no form (nothing to submit), no storage, no request. On
 * /my-agreements the letter is made on the device for an agreement on the
 * list, and `initial` fills its number and registration (decision 042).
 */
export function ComplaintLetter({
  letter,
  initial,
  headingLevel = 2,
}: {
  letter: Letter;
  initial?: Partial<Record<LetterSlot, string>>;
  /** Its parts' headings: h2 on its own page, h3 under the letter's own heading on /my-agreements. */
  headingLevel?: 2 | 3;
}) {
  const hydrated = useHydrated();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // Issue 47: made on /my-agreements for an agreement on the list, its number and registration fill their boxes.
  const [typed, setTyped] = useState<Partial<Record<LetterSlot, string>>>(initial ?? {});
  const details = cleanDetails(typed);
  const sources = letterSources(letter);
  const recipientName = letter.lender?.name;

  return (
    <div className="complaint-letter-tool">
      {letter.flags.length > 0 && (
        <div className="complaint-letter-notes">
          <Heading>Before you send it</Heading>
          <ul>
            {letter.flags.map((flag) => (
              <Flag key={flag.id} sources={flag.sources} checked={flag.checked} link={flag.link}>
                {flag.text}
              </Flag>
            ))}
          </ul>
        </div>
      )}

      {hydrated && (
        <div className="complaint-letter-fields" role="group" aria-labelledby="complaint-letter-fields-heading">
          <Heading id="complaint-letter-fields-heading">Your details</Heading>
          <p className="complaint-letter-fields__privacy">What you type here only fills in the letter on this page. It is not sent to us or saved anywhere.</p>
          {FIELDS.map((field) => (
            <Field
              key={field.slot}
              field={field}
              value={typed[field.slot] ?? ''}
              onChange={(value) => setTyped((current) => ({ ...current, [field.slot]: value }))}
            />
          ))}
        </div>
      )}

      <article className="complaint-letter" aria-label={recipientName ? `Your complaint letter to ${recipientName}` : 'Your complaint letter'}>
        <Lines className="complaint-letter__sender" lines={letter.sender} details={details} />
        <p className="complaint-letter__date">
          <Text text={letter.date} details={details} />
        </p>
        <Lines className="complaint-letter__recipient" lines={letter.recipient.lines} details={details} />
        {letter.recipient.email && <p className="complaint-letter__email">Email: {letter.recipient.email}</p>}
        <p className="complaint-letter__subject">
          <strong>
            <Text text={letter.subject} details={details} />
          </strong>
        </p>
        <p>{letter.salutation}</p>
        {letter.paragraphs.map((paragraph) => (
          <div key={paragraph.id} className="complaint-letter__paragraph">
            <p>
              <Text text={paragraph.text} details={details} />
            </p>
            {paragraph.items && (
              <ul>
                {paragraph.items.map((item, index) => (
                  <li key={index}>
                    <Text text={item} details={details} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        <Lines className="complaint-letter__sign-off" lines={letter.signOff} details={details} />
      </article>

      {hydrated && <Controls letter={letter} details={details} />}

      {sources.sources.length > 0 && (
        <div className="complaint-letter-sources">
          <Heading>Where the letter’s facts come from</Heading>
          <SourceLine sources={sources.sources} checked={sources.checked} />
        </div>
      )}
    </div>
  );
}
