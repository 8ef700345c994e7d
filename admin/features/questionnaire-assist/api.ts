/** The admin's calls of the questionnaire assistant (`content/contracts/questionnaire-assist.ts`), through the shared client. */
import type {
  Assist,
  AssistQuestion,
  AssistSummary,
  MappingUpdate,
  QuestionUpdate,
  SaveToKb,
  SaveToKbResult,
} from '../../../content/contracts/questionnaire-assist.ts';
import { api } from '../../api.ts';

const BASE = '/api/admin/questionnaire-assist';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const listAssists = () => api<{ assists: AssistSummary[] }>(BASE).then((r) => r.assists);
export const readAssist = (id: string) => api<Assist>(at(id));

/** Uploads a file (or names a member's submission) and returns the new assist's id. */
export function startAssist(input: { file: File } | { questionnaireId: string }, productId?: string): Promise<{ id: string }> {
  const form = new FormData();
  if ('file' in input) form.set('file', input.file);
  else form.set('questionnaireId', input.questionnaireId);
  if (productId) form.set('productId', productId);
  return api<{ id: string }>(BASE, { method: 'POST', form });
}

export const updateQuestion = (id: string, n: number, update: QuestionUpdate) =>
  api<AssistQuestion>(`${at(id)}/questions/${n}`, { method: 'PUT', body: update });
export const changeMapping = (id: string, update: MappingUpdate) => api<Assist>(`${at(id)}/mapping`, { method: 'PUT', body: update });
export const approveHigh = (id: string) => api<{ approved: number }>(`${at(id)}/approve-high`, { method: 'POST', body: {} });
export const saveToKb = (id: string, input: Partial<SaveToKb>) => api<SaveToKbResult>(`${at(id)}/save-to-kb`, { method: 'POST', body: input });
export const deleteAssist = (id: string) => api<{ ok: true }>(at(id), { method: 'DELETE' });
export const exportUrl = (id: string, format: string, summary = false) => `${at(id)}/export?format=${format}${summary ? '&summary=1' : ''}`;
