/**
 * Bulk document type setter (admin spec §2 item 17, §4, §5, §8): a type select ("Type is required"; the chosen
 * type replaces any existing one), Cancel and Save disabled while pending; then the dialog closes with "Types have
 * been updated for N document(s)" or "Type updates could not be saved".
 */
import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_TEXTS } from '../../../content/documents.ts';
import { fill } from '../../../content/errors.ts';
import { DOCUMENT_TYPES } from '../../../content/schemas/file.ts';
import { setDocumentTypes, type AdminDocument, type DocumentType } from './api.ts';

export interface TypeSetterResult {
  ok: boolean;
  message: string;
  documents?: AdminDocument[];
}

export function DocumentTypeSetter({ documentIds, onDone, onCancel }: { documentIds: string[]; onDone: (result: TypeSetterResult) => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [type, setType] = useState<DocumentType | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!type) {
      setError(DOCUMENT_TEXTS.typeRequired);
      return;
    }
    setPending(true);
    try {
      const documents = await setDocumentTypes(documentIds, type);
      onDone({ ok: true, message: fill(DOCUMENT_TEXTS.typesUpdated, { n: documentIds.length }), documents });
    } catch {
      onDone({ ok: false, message: DOCUMENT_TEXTS.typesFailed });
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="type-setter-title" onCancel={(e) => (pending ? e.preventDefault() : onCancel())}>
      <form className="modal-box flex flex-col gap-3" onSubmit={(e) => void save(e)} noValidate>
        <h2 id="type-setter-title" className="text-lg font-semibold">
          Set document type
        </h2>
        <p className="text-sm opacity-80">
          {documentIds.length} {documentIds.length === 1 ? 'document' : 'documents'} selected. The type replaces any type they have.
        </p>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Type</span>
          <select
            className={`select w-full ${error ? 'select-error' : ''}`}
            value={type}
            aria-invalid={!!error}
            aria-describedby={error ? 'type-error' : undefined}
            onChange={(e) => {
              setType(e.currentTarget.value as DocumentType | '');
              setError(null);
            }}
          >
            <option value="">Select a type</option>
            {DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {error && (
            <span id="type-error" className="text-sm text-error">
              {error}
            </span>
          )}
        </label>
        <div className="modal-action">
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
