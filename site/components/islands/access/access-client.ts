/**
 * The visitor side's HTTP client for gated access (visitor spec §7): request, login, logout, the account view,
 * NDA, invitations and extensions. An error response becomes an {@link AccessError} carrying the edge's `error`
 * text, its `code`, and — for access outcomes — the spec's `feedback` type.
 */
import { ERRORS } from '../../../../content/errors.ts';
import type { PortalView } from '../../../../content/policy.ts';
import { csrfHeaders } from '../../../lib/csrf.ts';

/** Access request timeout (visitor spec §9). */
export const ACCESS_REQUEST_TIMEOUT_MS = 120_000;

export class AccessError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly feedback?: string;
  readonly details: Record<string, unknown>;
  constructor(message: string, status: number, code?: string, feedback?: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AccessError';
    this.status = status;
    this.code = code;
    this.feedback = feedback;
    this.details = details;
  }
  /** Field errors of a validation failure, first message per field. */
  get fieldErrors(): Record<string, string> {
    const issues = (this.details.issues as { path: string; message: string }[] | undefined) ?? [];
    const out: Record<string, string> = {};
    for (const issue of issues) out[issue.path.split('.')[0] || '_'] ??= issue.message;
    return out;
  }
}

async function call<T>(path: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<T> {
  const { timeoutMs, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: { accept: 'application/json', ...(rest.body !== undefined ? { 'content-type': 'application/json' } : {}), ...csrfHeaders(), ...rest.headers },
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : rest.signal,
    });
  } catch {
    throw new AccessError(ERRORS.UNKNOWN.message, 0);
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const body = data ?? {};
    throw new AccessError(typeof body.error === 'string' ? body.error : ERRORS.UNKNOWN.message, response.status, body.code as string | undefined, body.feedback as string | undefined, body);
  }
  return data as T;
}

const json = (body: unknown) => JSON.stringify(body);

export function submitAccessRequest(orgId: string, payload: Record<string, unknown>): Promise<{ status: 'Pending' | 'Approved' }> {
  return call(`/api/share/${encodeURIComponent(orgId)}/request`, { method: 'POST', body: json(payload), timeoutMs: ACCESS_REQUEST_TIMEOUT_MS });
}

/** `signInAt`: the link opens another address of the Trust Center than this one (the page says so). */
export function requestLogin(orgId: string, email: string, productId: string): Promise<{ ok: true; signInAt?: string }> {
  return call(`/api/share/${encodeURIComponent(orgId)}/login`, { method: 'POST', body: json({ email, productId }) });
}

export async function logout(): Promise<void> {
  await call('/api/statuspage/share/auth/logout', { method: 'POST', body: '{}' }).catch(() => undefined);
}

export interface AccountUser {
  email: string;
  firstName: string;
  lastName: string;
  accountName: string;
  isAutoApprovedAccountMember: boolean;
}

export interface NdaState {
  passed: boolean;
  provider: 'none' | 'clickwrap' | 'on_file';
  email: string;
  required: boolean;
  acceptedAt: number | null;
}

export interface AccountViewResponse {
  view: PortalView;
  user: AccountUser;
  account: { id: string; name: string; expiresAt: number | null; reviewStatus: string };
  nda: NdaState;
}

const base = (accountId: string) => `/api/statuspage/share/${encodeURIComponent(accountId)}/external`;

export function fetchAccountView(accountId: string): Promise<AccountViewResponse> {
  return call(`${base(accountId)}/view`);
}

export interface PreviewResponse {
  view: PortalView;
  previewingAs: { accountId: string | null; accountName: string | null; permissionProfileId: string | null; permissionProfileName: string | null };
}

export function fetchPreview(orgId: string, query: { accountId?: string; permissionProfileId?: string }): Promise<PreviewResponse> {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => !!v) as [string, string][]);
  return call(`/api/share/${encodeURIComponent(orgId)}/preview/view?${q}`);
}

export function fetchNda(accountId: string): Promise<NdaState & { version: number; text: string }> {
  return call(`${base(accountId)}/nda`);
}

export function acceptNda(accountId: string, name: string, version: number): Promise<NdaState> {
  return call(`${base(accountId)}/nda/accept`, { method: 'POST', body: json({ name, version }) });
}

/** The signed NDA as a blob and the file name from content-disposition. */
export async function downloadSignedNda(accountId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`${base(accountId)}/download-signed-clickwrap-nda`, { method: 'POST', credentials: 'same-origin', headers: csrfHeaders() });
  if (!response.ok) throw new AccessError(ERRORS.NDA_DOWNLOAD_FAILED.message, response.status);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? 'nda.pdf';
  return { blob: await response.blob(), fileName: decodeURIComponent(fileName) };
}

export function inviteColleagues(accountId: string, emails: string[], message?: string): Promise<{ ok: boolean }> {
  return call(`${base(accountId)}/invite-colleague`, { method: 'POST', body: json(message ? { emails, message } : { emails }) });
}

/**
 * With the member's session: files the request (`code: 'success'`). Without one: `code: 'confirmation-sent'`
 * whoever the address is; a member of the account gets an email whose link files it.
 */
export function extendAccess(accountId: string, email?: string): Promise<{ ok: true; code: 'success' | 'confirmation-sent' }> {
  return call(`${base(accountId)}/extend-access`, { method: 'POST', body: json(email ? { email } : {}) });
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
