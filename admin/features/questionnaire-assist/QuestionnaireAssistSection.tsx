/**
 * "Answer a questionnaire": staff upload a customer's questionnaire (.xlsx, .csv, .docx) — or start from one a
 * member submitted — and Glasshouse drafts each answer from the trust center's content for them to review. A
 * self-contained section: it lists the organisation's questionnaires and opens one for review; the open
 * questionnaire is kept in the address (`?assist=`), so a reload comes back to it and to its progress.
 */
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../content/dates.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { AssistSummary } from '../../../content/contracts/questionnaire-assist.ts';
import { Field, FormError, ProductSelect, SubmitButton, useWrite } from '../../ui/form.tsx';
import { useLoad } from '../../ui/load.tsx';
import { AssistReview } from './AssistReview.tsx';
import { deleteAssist, listAssists, startAssist } from './api.ts';
import { TableHead } from '../../ui/Table.tsx';

const STATUS_LABELS: Record<AssistSummary['status'], string> = {
  parsing: 'Reading',
  drafting: 'Drafting',
  ready: 'Ready for review',
  failed: 'Could not be read',
};

function openedFromUrl(): string | null {
  return new URL(window.location.href).searchParams.get('assist');
}

function setOpenedInUrl(id: string | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('assist', id);
  else url.searchParams.delete('assist');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Starts drafting a member's submission (the inbox's "Draft answers"); the section opens it. */
export async function draftSubmission(questionnaireId: string): Promise<string> {
  const { id } = await startAssist({ questionnaireId });
  setOpenedInUrl(id);
  window.dispatchEvent(new CustomEvent('glasshouse:assist-opened', { detail: id }));
  return id;
}

export function QuestionnaireAssistSection({ draft, canEdit }: { draft: Snapshot; canEdit: boolean }) {
  const [opened, setOpened] = useState<string | null>(openedFromUrl);
  const [file, setFile] = useState<File | null>(null);
  const [productId, setProductId] = useState(draft.space.defaultProductId);
  // Starting and deleting a questionnaire; reading the list fails apart from them.
  const { busy, error, run, fail } = useWrite();
  const { data: assists, error: loadError, reload: load } = useLoad(listAssists, undefined, { enabled: canEdit });
  useEffect(() => {
    const onOpened = (e: Event) => setOpened((e as CustomEvent<string>).detail);
    window.addEventListener('glasshouse:assist-opened', onOpened);
    return () => window.removeEventListener('glasshouse:assist-opened', onOpened);
  }, []);

  const open = (id: string | null) => {
    setOpenedInUrl(id);
    setOpened(id);
    if (!id) void load();
  };

  if (!canEdit) return null;
  if (opened) return <AssistReview key={opened} id={opened} draft={draft} onBack={() => open(null)} />;

  return (
    <section className="flex flex-col gap-3" aria-labelledby="assist-heading">
      <h3 id="assist-heading" className="text-lg font-semibold">
        Answer a questionnaire
      </h3>
      <p className="text-sm text-base-content/70">
        Upload a customer's questionnaire (.xlsx, .csv or .docx): Glasshouse finds its questions and drafts each answer from your trust center, citing its
        sources, for you to review and approve. Answers it cannot support say "No answer found".
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) {
            fail('Choose a questionnaire file (.xlsx, .csv or .docx).');
            return;
          }
          void run(async () => open((await startAssist({ file }, productId)).id));
        }}
      >
        <Field label="Questionnaire file">
          {(id) => (
            <input id={id} type="file" accept=".xlsx,.csv,.docx" className="file-input file-input-sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          )}
        </Field>
        {draft.products.length > 1 && <ProductSelect label="Answer for" products={draft.products} value={productId} onChange={setProductId} />}
        <SubmitButton busy={busy}>Draft answers</SubmitButton>
      </form>
      <FormError error={error?.message ?? loadError} />
      {assists && assists.length > 0 && (
        <div className="overflow-x-auto">
          <table className="table table-sm" aria-label="Questionnaires being answered">
            <TableHead columns={['File', 'Status', 'Questions', 'Approved', 'Flagged', 'Uploaded', 'Actions']} />
            <tbody>
              {assists.map((a) => (
                <tr key={a.id}>
                  <th scope="row" className="font-normal">
                    {a.fileName}
                  </th>
                  <td>{a.status === 'drafting' ? `Drafting ${a.progress.done} of ${a.progress.total}` : STATUS_LABELS[a.status]}</td>
                  <td>{a.progress.total}</td>
                  <td>{a.approved}</td>
                  <td>{a.flagged}</td>
                  <td className="whitespace-nowrap">{formatDateTime(a.createdAt)}</td>
                  <td className="flex gap-1">
                    <button type="button" className="btn btn-xs" onClick={() => open(a.id)}>
                      Open<span className="sr-only"> {a.fileName}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-xs btn-ghost text-error"
                      disabled={busy}
                      onClick={() =>
                        void run(async () => {
                          await deleteAssist(a.id);
                          await load();
                        })
                      }
                    >
                      Delete<span className="sr-only"> {a.fileName}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
