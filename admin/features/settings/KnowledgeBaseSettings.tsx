/**
 * Knowledge base (visitor spec §3 "Knowledge base entry"): entries with question, answer, comment, access level,
 * products and "favourite for the public"; a CSV import that names each failing row; and its health (duplicates,
 * conflicts, stale entries).
 */
import { useState } from 'react';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import { KbAudienceFields, LEVEL_LABELS } from './KbAudienceFields.tsx';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { deleteKbEntry, importKnowledgeBase, saveKbEntry } from './api.ts';
import { CheckField, Field, FilePicker, FormError, Notice, useWrite } from '../../ui/form.tsx';
import { TableHead } from '../../ui/Table.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { KbHealthPanel } from '../kb-health/KbHealthPanel.tsx';

function EntryDialog({ entry, draft, onClose }: { entry: KnowledgeBaseEntry | null; draft: Snapshot; onClose(): void }) {
  const [form, setForm] = useState({
    content: entry?.content ?? '',
    answer: entry?.answer ?? '',
    comment: entry?.comment ?? '',
    access_level: entry?.access_level ?? 'public',
    product_ids: entry?.product_ids ?? [],
    favorite_public: entry?.favorite_public ?? false,
  });
  const submit = useWrite();
  const { run, fieldError, formError } = submit;
  async function save() {
    if (await run(() => saveKbEntry(entry?.objectID, form))) onClose();
  }
  return (
    <FormDialog open title={entry ? 'Edit entry' : 'Add entry'} onClose={onClose} write={submit} onSave={() => void save()} error={formError('content')}>
      <div className="flex flex-col gap-3">
        <Field label="Question" error={fieldError('content')}>
          {(id, d) => (
            <input id={id} aria-describedby={d} className="input w-full" value={form.content} onChange={(e) => setForm({ ...form, content: e.target.value })} />
          )}
        </Field>
        <Field label="Answer">
          {(id) => <textarea id={id} className="textarea w-full" rows={3} value={form.answer} onChange={(e) => setForm({ ...form, answer: e.target.value })} />}
        </Field>
        <Field label="Comment">
          {(id) => <input id={id} className="input w-full" value={form.comment} onChange={(e) => setForm({ ...form, comment: e.target.value })} />}
        </Field>
        <KbAudienceFields
          draft={draft}
          level={form.access_level}
          products={form.product_ids}
          onChange={({ level, products }) => setForm({ ...form, access_level: level ?? form.access_level, product_ids: products ?? form.product_ids })}
        />
        <CheckField
          label="Featured for the public"
          className="flex items-center gap-2 text-sm"
          checked={form.favorite_public}
          onChange={(favorite_public) => setForm({ ...form, favorite_public })}
        />
      </div>
    </FormDialog>
  );
}

export function KnowledgeBaseSettings({ draft, canEdit }: { draft: Snapshot; canEdit: boolean }) {
  const [dialog, setDialog] = useState<{ entry: KnowledgeBaseEntry | null } | null>(null);
  // The CSV import (its failure names each failing row) and deleting an entry.
  const importWrite = useWrite();
  const [imported, setImported] = useState<number | null>(null);
  const deleteWrite = useWrite();

  async function upload(file: File) {
    setImported(null);
    await importWrite.run(async () => setImported((await importKnowledgeBase(file)).imported));
  }

  const productName = (id: string) => draft.products.find((p) => p.productId === id)?.productName ?? id;
  return (
    <div className="flex flex-col gap-4">
      {canEdit && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn btn-sm" onClick={() => setDialog({ entry: null })}>
            Add entry
          </button>
          <FilePicker label="Import CSV" accept=".csv,text/csv" onFile={(file) => void upload(file)} />
        </div>
      )}
      {imported !== null && <Notice kind="success">Imported {imported} entries.</Notice>}
      {importWrite.error && (
        <div role="alert" className="text-sm text-error">
          <p>{importWrite.error.message}</p>
          <ul className="list-disc pl-5">
            {importWrite.error.issues
              .filter((issue) => issue.row !== undefined)
              .map((issue) => (
                <li key={`${issue.row}:${issue.message}`}>
                  Row {issue.row}: {issue.message}
                </li>
              ))}
          </ul>
        </div>
      )}
      <FormError error={deleteWrite.error?.message} />
      <div className="relative overflow-x-auto">
        <table className="table table-sm">
          <TableHead columns={['Question', 'Access', 'Products', 'Featured', 'Actions']} />
          <tbody>
            {draft.knowledgeBase.map((entry) => (
              <tr key={entry.objectID}>
                <th scope="row" className="font-normal">
                  {entry.content}
                </th>
                <td>{LEVEL_LABELS[entry.access_level]}</td>
                <td>{entry.product_ids.length ? entry.product_ids.map(productName).join(', ') : 'All'}</td>
                <td>{entry.favorite_public ? 'Yes' : 'No'}</td>
                <td>
                  {canEdit && (
                    <span className="flex gap-1">
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDialog({ entry })}>
                        Edit<span className="sr-only"> {entry.content}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs text-error"
                        onClick={() => void deleteWrite.run(() => deleteKbEntry(entry.objectID))}
                      >
                        Delete<span className="sr-only"> {entry.content}</span>
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {draft.knowledgeBase.length === 0 && <p className="text-sm text-base-content/70">No entries to show</p>}
      {canEdit && <KbHealthPanel entries={draft.knowledgeBase} onEdit={(entry) => setDialog({ entry })} />}
      {dialog && <EntryDialog entry={dialog.entry} draft={draft} onClose={() => setDialog(null)} />}
    </div>
  );
}
