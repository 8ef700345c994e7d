/**
 * The questionnaires inbox (visitor spec §2 "Staff see an inbox of questionnaires with status"): what account
 * members submitted — account, member, file or link, date — newest first, with a status staff move through
 * received / in progress / completed, and a download of uploaded files. Staff without statuspage:edit see a notice.
 * Above it, the questionnaire assistant (`admin/features/questionnaire-assist/`) drafts answers to an uploaded file or to a
 * file of the inbox ("Draft answers").
 */
import type { InboxQuestionnaire, QuestionnaireStatus } from '../../../content/contracts/questionnaires.ts';
import { formatDateTime } from '../../../content/dates.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { listQuestionnaires, setQuestionnaireStatus } from './api.ts';
import { QuestionnaireAssistSection, draftSubmission } from '../questionnaire-assist/QuestionnaireAssistSection.tsx';
import { FormError, Notice, useWrite } from '../../ui/form.tsx';
import { Loading, useLoad } from '../../ui/load.tsx';
import { ScrollRegion, TableHead } from '../../ui/Table.tsx';

type Status = QuestionnaireStatus;
type InboxRow = InboxQuestionnaire;

const STATUS_LABELS: [Status, string][] = [
  ['received', 'Received'],
  ['in_progress', 'In progress'],
  ['completed', 'Completed'],
];

const readInbox = async () => (await listQuestionnaires()).questionnaires;

const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function QuestionnairesSettings({ canEdit, draft }: { canEdit: boolean; draft: Snapshot }) {
  const { data: rows, error: loadError, reload: load, setData: setRows } = useLoad(readInbox, undefined, { enabled: canEdit });
  // A status change (shown at once, read again if it fails) and "Draft answers".
  const write = useWrite();
  const error = write.error?.message ?? loadError;

  async function setStatus(row: InboxRow, status: Status) {
    setRows((list) => list?.map((r) => (r.id === row.id ? { ...r, status } : r)) ?? null);
    if (!(await write.run(() => setQuestionnaireStatus(row.id, status)))) await load();
  }

  if (!canEdit) return <Notice kind="error">Only editors and admins can open the questionnaires inbox.</Notice>;
  return (
    <div className="flex flex-col gap-3">
      <QuestionnaireAssistSection draft={draft} canEdit={canEdit} />
      <div className="divider my-1" />
      <h3 className="text-lg font-semibold">Submitted by members</h3>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm opacity-70">Questionnaires that members of your accounts submitted from the trust center. Staff are emailed for each one.</p>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => void load()}>
          Refresh
        </button>
      </div>
      <FormError error={error} />
      {!rows && !error && <Loading />}
      {rows && rows.length === 0 && <p className="text-sm opacity-70">No questionnaires yet.</p>}
      {rows && rows.length > 0 && (
        <ScrollRegion label="Questionnaires table" className="overflow-x-auto">
          <table className="table table-sm" aria-label="Questionnaires inbox">
            <TableHead columns={['Account', 'Member', 'Questionnaire', 'Submitted', 'Status']} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-questionnaire-id={row.id}>
                  <td>{row.accountName}</td>
                  <td>
                    <div>{row.memberName || row.memberEmail}</div>
                    {row.memberName && <div className="text-xs opacity-60">{row.memberEmail}</div>}
                  </td>
                  <td className="max-w-72">
                    {row.kind === 'file' ? (
                      <a className="link break-all" href={`/api/admin/questionnaires/${encodeURIComponent(row.id)}/file`} download={row.fileName ?? undefined}>
                        {row.fileName}
                      </a>
                    ) : (
                      <a className="link break-all" href={row.link ?? '#'} target="_blank" rel="noopener noreferrer">
                        {row.link}
                      </a>
                    )}
                    {row.kind === 'file' && <span className="ml-1 text-xs opacity-60">{sizeOf(row.size)}</span>}
                    {row.kind === 'file' && /\.(xlsx|csv|docx)$/i.test(row.fileName ?? '') && (
                      <button
                        type="button"
                        className="btn btn-xs ml-2"
                        onClick={() => void write.run(() => draftSubmission(row.id)).then((started) => started && window.scrollTo({ top: 0 }))}
                      >
                        Draft answers<span className="sr-only"> to {row.fileName}</span>
                      </button>
                    )}
                  </td>
                  <td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                  <td>
                    <select
                      className="select select-sm"
                      aria-label={`Status of ${row.kind === 'file' ? row.fileName : row.link}`}
                      value={row.status}
                      onChange={(e) => void setStatus(row, e.target.value as Status)}
                    >
                      {STATUS_LABELS.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
