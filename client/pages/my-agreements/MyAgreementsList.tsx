import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { readAgreementsFile, writeAgreementsFile, type Agreement } from '../../../shared/agreements/agreementFile.ts';
import { agreementStore as store, type StoredList } from '../../../shared/agreements/agreementStore.ts';
import { ADD_AGREEMENT_ID, answersInHash } from '../../../shared/agreements/agreementUrls.ts';
import { todayOf } from '../../../shared/agreements/calendarDays.ts';
import { provideSchemeScope } from '../../../shared/agreements/schemeScopeSlot.ts';
import type { LetterAddressing } from '../../../shared/lenders/complaintLetterBody.ts';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { lenderName } from './lenderName.ts';
import type { SchemeScope } from '../../../shared/figures/schemeScopeFile.server.ts';
import { saveFile } from './saveFile.ts';

/** The largest file Import reads: far more than any list (a list of 200 agreements is under 100 KB). */
const MAX_IMPORT_BYTES = 1024 * 1024;

const EMPTY: StoredList = { ok: true, agreements: [] };

/** The agreements themselves, with the pre-check's engine: fetched only when there is a list to show. */
const AgreementCards = lazy(() => import('./AgreementCards.tsx'));
/** The form to add one: fetched when the visitor opens it, or comes with a pre-check result's answers. */
const AgreementForm = lazy(() => import('./AgreementForm.tsx'));
/** An agreement's complaint letter, made here (decision 042): fetched when the visitor asks for it. */
const ComplaintLetterPanel = lazy(() => import('./ComplaintLetterPanel.tsx'));

/**
 * The list itself (issue 47), loaded once the page is live (page.tsx, React's `lazy`): the visitor's
 * agreements as this browser keeps them, each with the pre-check's answer, its one next step and that
 * step's date, worked out here; the form to add one or change one; an agreement's complaint letter,
 * made here; export, import and delete all.
 */
export default function MyAgreementsList({
  schemeScope,
  letterAddressing,
}: {
  schemeScope: SchemeScope;
  letterAddressing: Readonly<Record<string, LetterAddressing>>;
}) {
  const location = useLocation();

  // What this browser keeps, read as the page renders (nothing on the server): reading writes nothing
  // (contract: written only by the visitor's own action).
  const stored = useSyncExternalStore(store.subscribe, store.read, () => EMPTY);
  const agreements = stored.agreements;
  const listProblem = stored.ok ? '' : stored.message;
  const [message, setMessage] = useState('');
  const [importError, setImportError] = useState('');
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  /** The agreement being changed in the form ("Edit"), by its place in the list. */
  const [editing, setEditing] = useState<number | undefined>();
  /** The agreement whose complaint letter is shown, by its place in the list. */
  const [complaint, setComplaint] = useState<number | undefined>();
  /** Asks for focus to move to the form's heading, or the letter's, once it is shown. */
  const [focusOn, setFocusOn] = useState<{ target: 'form' | 'letter'; at: number } | undefined>();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const letterHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const heading = focusOn?.target === 'form' ? formHeading.current : focusOn?.target === 'letter' ? letterHeading.current : null;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [focusOn]);

  // "Add to my agreements" on a pre-check result: its answers, in the fragment, fill the form (adjusted
  // while rendering), which then comes into view with its heading focused.
  const [hashSeen, setHashSeen] = useState<string | undefined>();
  if (location.hash !== hashSeen) {
    setHashSeen(location.hash);
    if (answersInHash(location.hash)) setFormOpen(true);
  }
  useEffect(() => {
    if (!answersInHash(location.hash)) return;
    formHeading.current?.scrollIntoView({ block: 'start' });
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

  const editedAgreement = editing === undefined ? undefined : agreements[editing];
  const save = (agreement: Agreement): boolean => {
    if (editing === undefined || !editedAgreement) return keep([...agreements, agreement], `Added ${lenderName(agreement)} to your list.`);
    if (
      !keep(
        agreements.map((kept, at) => (at === editing ? agreement : kept)),
        `Saved your changes to ${lenderName(agreement)}.`,
      )
    )
      return false;
    stopEditing();
    listHeading.current?.focus();
    return true;
  };
  const stopEditing = () => {
    setEditing(undefined);
    setFormOpen(false);
  };
  const edit = (index: number) => {
    setEditing(index);
    setFormOpen(true);
    setFocusOn({ target: 'form', at: Date.now() });
  };
  const openComplaint = (index: number) => {
    // The letter's words run the pre-check's engine: its facts first (decision 035).
    provideSchemeScope(schemeScope);
    setComplaint(index);
    setFocusOn({ target: 'letter', at: Date.now() });
  };
  // Places in the list move when one goes: what was open by place closes.
  const forgetPlaces = () => {
    setComplaint(undefined);
    if (editing !== undefined) stopEditing();
  };
  const remove = (index: number) => {
    if (
      keep(
        agreements.filter((_, at) => at !== index),
        `Deleted ${lenderName(agreements[index]!)} from your list.`,
      )
    )
      forgetPlaces();
  };
  const deleteAll = () => {
    if (!store.clear()) return setMessage('This browser did not let us delete the list. Clear this site’s data in your browser’s settings instead.');
    forgetPlaces();
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
        <h2 id="my-agreements-list-heading" ref={listHeading} tabIndex={-1}>
          Your agreements
        </h2>
        {agreements.length === 0 ? (
          <p>
            No agreements yet. Add one below, or from the result of the <Link to={PRE_CHECK_PATH}>free pre-check</Link>.
          </p>
        ) : (
          <Suspense fallback={<p>Opening your list…</p>}>
            <AgreementCards agreements={agreements} schemeScope={schemeScope} today={today} onDelete={remove} onEdit={edit} onComplaintLetter={openComplaint} />
          </Suspense>
        )}
      </section>

      {complaint !== undefined && agreements[complaint] && (
        <section className="my-agreements__complaint" aria-labelledby="my-agreements-complaint-heading">
          <div className="my-agreements__complaint-head">
            <h2 id="my-agreements-complaint-heading" ref={letterHeading} tabIndex={-1}>
              Your complaint letter to {lenderName(agreements[complaint])}
            </h2>
            <button type="button" className="button button--outline button--small" onClick={() => setComplaint(undefined)}>
              Close the letter
            </button>
          </div>
          <p>Made on this device from your list: nothing here is sent. Fill in your details, then print it, copy it or email it yourself.</p>
          <Suspense fallback={<p>Writing the letter…</p>}>
            {/* Each agreement's own letter (compliance C W1): the letter keeps what is typed in it, so another agreement,
                or this one changed, mounts a new one, filled from that agreement alone. */}
            <ComplaintLetterPanel
              key={`${complaint}-${JSON.stringify(agreements[complaint])}`}
              agreement={agreements[complaint]}
              addressing={letterAddressing}
              today={today}
            />
          </Suspense>
        </section>
      )}

      <details
        className="agreement-form"
        id={ADD_AGREEMENT_ID}
        open={formOpen}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          setFormOpen(open);
          // Closed while changing an agreement: the change is given up.
          if (!open) setEditing(undefined);
        }}
      >
        <summary>
          <h2 id="agreement-form-heading" ref={formHeading} tabIndex={-1}>
            {editedAgreement ? `Change your ${lenderName(editedAgreement)} agreement` : 'Add an agreement'}
          </h2>
        </summary>
        {formOpen && (
          <Suspense fallback={<p>Opening the form…</p>}>
            {/* A new pre-check result's answers, or another agreement to change, start the form afresh. */}
            <AgreementForm
              key={editedAgreement ? `edit-${editing}-${JSON.stringify(editedAgreement)}` : location.hash}
              answers={answersInHash(location.hash)}
              editing={editedAgreement}
              onSave={save}
              onCancel={stopEditing}
              today={today}
            />
          </Suspense>
        )}
      </details>

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
