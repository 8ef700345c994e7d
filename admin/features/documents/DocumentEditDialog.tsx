/**
 * A document's edit dialog on the documents page: its expiry date (a date input; empty for none), the date its
 * owners are reminded of 30 days before and every 7 days after, and that lists it under "Expiring soon". A date that
 * is not a real day gets the content model's "Invalid expiration date"; the edge's own message shows otherwise.
 */
import { useEffect, useRef, useState } from 'react';
import { ExpirySchema } from '../../../content/schemas/item.ts';
import { ApiError } from '../../api.ts';
import { setDocumentExpiry, type AdminDocument } from './api.ts';

export function DocumentEditDialog({ document, onSaved, onCancel }: { document: AdminDocument; onSaved: (expiry: string) => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [expiry, setExpiry] = useState(document.expiry ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const value = expiry.trim();
    const parsed = ExpirySchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setPending(true);
    try {
      await setDocumentExpiry(document.id, value);
      onSaved(value);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="document-edit-title" onCancel={(e) => (pending ? e.preventDefault() : onCancel())}>
      <form className="modal-box flex flex-col gap-3" onSubmit={(e) => void save(e)} noValidate>
        <h2 id="document-edit-title" className="text-lg font-semibold break-all">
          Edit {document.name}
        </h2>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Expiry date</span>
          <input
            type="date"
            className={`input w-full ${error ? 'input-error' : ''}`}
            value={expiry}
            aria-invalid={!!error}
            aria-describedby={error ? 'document-expiry-error' : 'document-expiry-hint'}
            onChange={(e) => {
              setExpiry(e.currentTarget.value);
              setError(null);
            }}
          />
          {error ? (
            <span id="document-expiry-error" className="text-sm text-error">
              {error}
            </span>
          ) : (
            <span id="document-expiry-hint" className="text-sm opacity-70">
              Owners are emailed 30 days before this date. Leave it empty if the document does not expire.
            </span>
          )}
        </label>
        <div className="modal-action">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pending || !expiry}
            onClick={() => {
              setExpiry('');
              setError(null);
            }}
          >
            Clear
          </button>
          <button type="button" className="btn" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending && <span className="loading loading-spinner loading-xs" />}
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
