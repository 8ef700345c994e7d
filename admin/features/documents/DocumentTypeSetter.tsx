/**
 * Bulk document type setter (admin spec §2 item 17, §4, §5, §8): a type select ("Type is required"; the chosen
 * type replaces any existing one), Cancel and Save disabled while pending; then the dialog closes with "Types have
 * been updated for N document(s)" or "Type updates could not be saved".
 */
import { useState } from 'react';
import { DOCUMENT_TEXTS } from '../../../content/documents.ts';
import { fill } from '../../../content/errors.ts';
import { DOCUMENT_TYPES } from '../../../content/schemas/file.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useWrite } from '../../ui/form.tsx';
import { setDocumentTypes, type AdminDocument, type DocumentType } from './api.ts';

export interface TypeSetterResult {
  ok: boolean;
  message: string;
  documents?: AdminDocument[];
}

export function DocumentTypeSetter({
  documentIds,
  onDone,
  onCancel,
}: {
  documentIds: string[];
  onDone: (result: TypeSetterResult) => void;
  onCancel: () => void;
}) {
  const [type, setType] = useState<DocumentType | ''>('');
  const write = useWrite();
  const error = write.error?.message;

  async function save() {
    if (!type) {
      write.fail(DOCUMENT_TEXTS.typeRequired);
      return;
    }
    let documents: AdminDocument[] = [];
    const saved = await write.run(async () => {
      documents = await setDocumentTypes(documentIds, type);
    });
    onDone(
      saved
        ? { ok: true, message: fill(DOCUMENT_TEXTS.typesUpdated, { n: documentIds.length }), documents }
        : { ok: false, message: DOCUMENT_TEXTS.typesFailed },
    );
  }

  return (
    <FormDialog open title="Set document type" onClose={onCancel} write={write} onSave={() => void save()}>
      <div className="flex flex-col gap-3">
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
              write.reset();
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
      </div>
    </FormDialog>
  );
}
