/**
 * Invite colleagues (visitor spec §2, §4, §5, §8; account mode with an accountId): email chips confirmed on
 * Enter, Space, Tab or comma, lowercased; "Required", "\"{value}\" is not a valid email", "\"{value}\" has already
 * been added"; an optional message (7 rows, trimmed, dropped when empty); Send disabled until valid. Success shows
 * "Invite a different colleague"; a failure opens "Problem inviting your colleagues" with OK.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useModalDialog } from '../use-modal-dialog.ts';
import { EMAIL_PATTERN } from '../../../../content/schemas/common.ts';
import { MESSAGES, message } from '../../../../content/messages.ts';
import { inviteColleagues } from './access-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { TEXTS } from './texts.ts';
import { ModalActions, ModalHeader } from '../Modal.tsx';

const CONFIRM_KEYS = new Set(['Enter', ' ', 'Tab', ',']);

/** The first problem of a chip list, or null when it can be sent. */
export function inviteError(emails: string[]): string | null {
  if (emails.length === 0) return MESSAGES.required;
  const seen = new Set<string>();
  for (const value of emails) {
    if (!EMAIL_PATTERN.test(value)) return message('inviteInvalid', { value });
    if (seen.has(value)) return message('inviteDuplicate', { value });
    seen.add(value);
  }
  return null;
}

export default function InviteModal({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [entryError, setEntryError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'sending' | 'success' | 'failed'>('form');
  const [failure, setFailure] = useState<string>(TEXTS.inviteFailed);

  useModalDialog(dialog);

  const listError = inviteError(emails);
  const shownError = entryError ?? (touched ? listError : null);
  const canSend = listError === null && entryError === null && state === 'form';

  /**
   * Adds typed addresses as chips (lowercased); a duplicate is refused with its message and stays in the box.
   * @returns whether anything was typed.
   */
  function confirm(typed: string[] = [draft], rest = ''): boolean {
    let list = emails;
    let error: string | null = null;
    let left = rest;
    for (const raw of typed) {
      const value = raw.trim().toLowerCase();
      if (!value) continue;
      if (list.includes(value)) {
        error = message('inviteDuplicate', { value });
        left = value;
      } else list = [...list, value];
    }
    setTouched(true);
    setEmails(list);
    setEntryError(error);
    setDraft(left);
    return typed.some((t) => t.trim() !== '');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (CONFIRM_KEYS.has(event.key)) {
      const typed = confirm();
      // Tab with nothing typed moves focus on as usual.
      if (event.key !== 'Tab' || typed) event.preventDefault();
    } else if (event.key === 'Backspace' && draft === '' && emails.length) {
      setEmails((list) => list.slice(0, -1));
    }
  }

  async function send() {
    if (!canSend) return;
    setState('sending');
    try {
      const trimmed = note.trim();
      await inviteColleagues(accountId, emails, trimmed || undefined);
      setState('success');
    } catch (error) {
      // Past the abuse limits the edge says when to try again; any other failure is the spec's message.
      setFailure(error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS' ? error.message : TEXTS.inviteFailed);
      setState('failed');
    }
  }

  function reset() {
    setEmails([]);
    setDraft('');
    setNote('');
    setTouched(false);
    setEntryError(null);
    setState('form');
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${uid}-title`} onClose={onClose} data-invite-modal>
      <div className="modal-box max-w-lg">
        {state === 'success' ? (
          <>
            <ModalHeader id={`${uid}-title`} title={TEXTS.inviteSentTitle} onClose={onClose} closeLabel={TEXTS.close} />
            <p>{TEXTS.inviteSent}</p>
            <ModalActions dismiss={TEXTS.inviteAnother} onDismiss={reset}>
              <button type="button" className="btn btn-primary" onClick={onClose}>
                {TEXTS.close}
              </button>
            </ModalActions>
          </>
        ) : (
          <>
            <ModalHeader id={`${uid}-title`} title={TEXTS.inviteTitle} onClose={onClose} closeLabel={TEXTS.close} />
            <div className="fieldset">
              <label className="fieldset-legend" htmlFor={`${uid}-emails`}>
                {TEXTS.inviteEmails}
              </label>
              <div className="input flex h-auto min-h-10 w-full flex-wrap items-center gap-1 py-1">
                {emails.map((email) => (
                  <span key={email} className={`badge gap-1 ${EMAIL_PATTERN.test(email) ? 'badge-neutral' : 'badge-error'}`} data-chip={email}>
                    {email}
                    <button type="button" aria-label={TEXTS.remove(email)} onClick={() => setEmails((list) => list.filter((e) => e !== email))}>
                      ×
                    </button>
                  </span>
                ))}
                <input
                  id={`${uid}-emails`}
                  className="min-w-32 flex-1 outline-none"
                  value={draft}
                  aria-invalid={shownError ? true : undefined}
                  aria-describedby={`${uid}-emails-help`}
                  onChange={(e) => {
                    const value = e.target.value;
                    setEntryError(null);
                    // A comma confirms the address typed before it (pasted lists too).
                    if (value.includes(',')) {
                      const parts = value.split(',');
                      const rest = parts.pop() ?? '';
                      confirm(parts, rest);
                    } else setDraft(value);
                  }}
                  onKeyDown={onKeyDown}
                  onBlur={() => draft.trim() && confirm()}
                />
              </div>
              <p id={`${uid}-emails-help`} className={shownError ? 'text-error text-sm' : 'text-sm opacity-70'} role={shownError ? 'alert' : undefined}>
                {shownError ?? TEXTS.inviteEmailsHint}
              </p>
            </div>
            <div className="fieldset">
              <label className="fieldset-legend" htmlFor={`${uid}-message`}>
                {TEXTS.inviteMessage}
              </label>
              <textarea id={`${uid}-message`} className="textarea w-full" rows={7} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <ModalActions dismiss={TEXTS.close} onDismiss={onClose} ghost>
              <button type="button" className="btn btn-primary" disabled={!canSend} onClick={() => void send()}>
                {TEXTS.inviteSend}
              </button>
            </ModalActions>
          </>
        )}
      </div>
      {state === 'failed' && (
        <div role="alertdialog" aria-labelledby={`${uid}-failed`} aria-describedby={`${uid}-failed-text`} className="modal modal-open">
          <div className="modal-box">
            <h2 id={`${uid}-failed`} className="mb-2 text-lg font-semibold">
              {TEXTS.inviteFailedTitle}
            </h2>
            <p id={`${uid}-failed-text`}>{failure}</p>
            <div className="modal-action">
              <button type="button" className="btn btn-primary" onClick={() => setState('form')}>
                {TEXTS.ok}
              </button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
