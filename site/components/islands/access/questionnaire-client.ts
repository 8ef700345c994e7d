/**
 * The visitor side's calls for questionnaires and TPRM (visitor spec §7): submit a file (multipart) or a link
 * (JSON), list the account's questionnaires, and generate (or, on Back, revoke) a TPRM token. An error response becomes an `Error`
 * carrying the edge's exact `error` text.
 */
import { ERRORS } from '../../../../content/errors.ts';
import type { TprmPartner } from '../../../../content/schemas/engagement.ts';
import { csrfHeaders } from '../../../lib/csrf.ts';

const base = (accountId: string) => `/api/statuspage/share/${encodeURIComponent(accountId)}/external`;

export interface MemberQuestionnaire {
  id: string;
  kind: 'file' | 'link';
  fileName: string | null;
  link: string | null;
  status: 'received' | 'in_progress' | 'completed';
  submittedBy: string;
  createdAt: number;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...csrfHeaders(), ...init.headers } });
  } catch {
    throw new Error(ERRORS.UNKNOWN.message);
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new Error(typeof data?.error === 'string' ? data.error : ERRORS.UNKNOWN.message);
  return data as T;
}

export function submitQuestionnaireFile(accountId: string, file: File): Promise<{ questionnaire: MemberQuestionnaire }> {
  const form = new FormData();
  form.set('file', file, file.name);
  // The browser writes the multipart content type with its boundary.
  return call(`${base(accountId)}/questionnaires`, { method: 'POST', body: form });
}

export function submitQuestionnaireLink(accountId: string, link: string): Promise<{ questionnaire: MemberQuestionnaire }> {
  return call(`${base(accountId)}/questionnaires`, { method: 'POST', body: JSON.stringify({ link }), headers: { 'content-type': 'application/json' } });
}

export function listQuestionnaires(accountId: string): Promise<{ questionnaires: MemberQuestionnaire[] }> {
  return call(`${base(accountId)}/questionnaires`);
}

/** `GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt/` → `result.token`. */
export async function fetchTprmToken(accountId: string, partnerId: string): Promise<{ token: string; expiresAt: number; partner: TprmPartner }> {
  const { result } = await call<{ result: { token: string; expiresAt: number; partner: TprmPartner } }>(`${base(accountId)}/${encodeURIComponent(partnerId)}/jwt/`);
  return result;
}

/** `DELETE /api/statuspage/share/{accountId}/external/{partnerId}/jwt/` `{ token }`: the dialog's Back discards an unused token. */
export async function revokeTprmToken(accountId: string, partnerId: string, token: string): Promise<void> {
  await call(`${base(accountId)}/${encodeURIComponent(partnerId)}/jwt/`, { method: 'DELETE', body: JSON.stringify({ token }), headers: { 'content-type': 'application/json' } });
}
