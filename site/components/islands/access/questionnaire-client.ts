/**
 * The visitor side's calls for questionnaires and TPRM (visitor spec §7): submit a file (multipart) or a link
 * (JSON), list the account's questionnaires, and generate (or, on Back, revoke) a TPRM token. An error response
 * becomes an {@link ApiError} carrying the edge's exact `error` text; the shapes are the contract's
 * (`content/contracts/questionnaires.ts`).
 */
import type { MemberQuestionnaire, TprmToken } from '../../../../content/contracts/questionnaires.ts';
import { request } from '../../../lib/request.ts';

export type { MemberQuestionnaire };

const base = (accountId: string) => `/api/statuspage/share/${encodeURIComponent(accountId)}/external`;

export function submitQuestionnaireFile(accountId: string, file: File): Promise<{ questionnaire: MemberQuestionnaire }> {
  const form = new FormData();
  form.set('file', file, file.name);
  return request(`${base(accountId)}/questionnaires`, { method: 'POST', form });
}

export function submitQuestionnaireLink(accountId: string, link: string): Promise<{ questionnaire: MemberQuestionnaire }> {
  return request(`${base(accountId)}/questionnaires`, { method: 'POST', body: { link } });
}

export function listQuestionnaires(accountId: string): Promise<{ questionnaires: MemberQuestionnaire[] }> {
  return request(`${base(accountId)}/questionnaires`);
}

/** `GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt/` → `result.token`. */
export async function fetchTprmToken(accountId: string, partnerId: string): Promise<TprmToken> {
  const { result } = await request<{ result: TprmToken }>(`${base(accountId)}/${encodeURIComponent(partnerId)}/jwt/`);
  return result;
}

/** `DELETE /api/statuspage/share/{accountId}/external/{partnerId}/jwt/` `{ token }`: the dialog's Back discards an unused token. */
export async function revokeTprmToken(accountId: string, partnerId: string, token: string): Promise<void> {
  await request(`${base(accountId)}/${encodeURIComponent(partnerId)}/jwt/`, { method: 'DELETE', body: { token } });
}
