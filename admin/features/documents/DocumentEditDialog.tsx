/**
 * A document's edit dialog on the documents page: its expiry date (a date input; empty for none), the date its
 * owners are reminded of 30 days before and every 7 days after, and that lists it under "Expiring soon". A date that
 * is not a real day gets the content model's "Invalid expiration date"; the edge's own message shows otherwise.
 */
import { useState } from 'react';
import { ExpirySchema } from '../../../content/schemas/item.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useWrite } from '../../ui/form.tsx';
import { setDocumentExpiry, type AdminDocument } from './api.ts';

export function DocumentEditDialog({ document, onSaved, onCancel }: { document: AdminDocument; onSaved: (expiry: string) => void; onCancel: () => void }) {
  const [expiry, setExpiry] = useState(document.expiry ?? '');
  const write = useWrite();
  const error = write.error?.message;

  async function save() {
    const value = expiry.trim();
    const parsed = ExpirySchema.safeParse(value);
    if (!parsed.success) {
      write.fail(parsed.error.issues[0]!.message);
      return;
    }
    if (await write.run(() => setDocumentExpiry(document.id, value))) onSaved(value);
  }

  return (
    <FormDialog
      open
      title={`Edit ${document.name}`}
      onClose={onCancel}
      write={write}
      onSave={() => void save()}
      extraActions={
        <button
          type="button"
          className="btn btn-ghost"
          disabled={write.busy || !expiry}
          onClick={() => {
            setExpiry('');
            write.reset();
          }}
        >
          Clear
        </button>
      }
    >
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
            write.reset();
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
    </FormDialog>
  );
}
