/** The account menu's "Questionnaires": what the account submitted and the status staff gave each one. */
import { useEffect, useState } from 'react';
import { QUESTIONNAIRE_TEXTS as T } from '../../../../content/questionnaires.ts';
import { CloseButton, Modal } from '../Modal.tsx';
import { listQuestionnaires, type MemberQuestionnaire } from './questionnaire-client.ts';
import { formatDate } from '../../../../content/dates.ts';

export default function QuestionnaireListModal({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const [rows, setRows] = useState<MemberQuestionnaire[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    listQuestionnaires(accountId).then(
      (r) => setRows(r.questionnaires),
      (e: Error) => setError(e.message),
    );
  }, [accountId]);

  return (
    <Modal open name="questionnaire-list" onClose={onClose} title={T.listTitle} boxClassName="max-w-2xl" actions={<CloseButton onClick={onClose} />}>
      {error && (
        <p role="alert" className="text-error mt-2 text-sm">
          {error}
        </p>
      )}
      {!rows && !error && <span role="status" className="loading loading-spinner mt-2" aria-label="Loading" />}
      {rows && rows.length === 0 && <p className="mt-2 text-sm opacity-70">{T.empty}</p>}
      {rows && rows.length > 0 && (
        <table className="table table-sm mt-2">
          <thead>
            <tr>
              <th>Questionnaire</th>
              <th>Submitted</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((q) => (
              <tr key={q.id}>
                <td className="max-w-64 truncate">{q.kind === 'file' ? q.fileName : q.link}</td>
                <td>
                  {formatDate(q.createdAt)} · {q.submittedBy}
                </td>
                <td>
                  <span className="badge badge-sm">{T.statuses[q.status] ?? q.status}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
