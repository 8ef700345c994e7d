/**
 * The visitor side's calls for gated access (visitor spec §7): request, login, logout, the account view, NDA,
 * invitations and extensions. An error response becomes an {@link ApiError} carrying the edge's `error` text, its
 * `code`, and — for access outcomes — the spec's `feedback` type ({@link feedbackOf}).
 */
import { ERRORS } from '../../../../content/errors.ts';
import type { AccountUser, AccountView, ExtendRequested, Nda, NdaStatus, PreviewView } from '../../../../content/contracts/access.ts';
import { ApiError, request } from '../../../lib/request.ts';

export type { AccountUser, NdaStatus as NdaState };
export type AccountViewResponse = AccountView;
export type PreviewResponse = PreviewView;

/** Access request timeout (visitor spec §9). */
export const ACCESS_REQUEST_TIMEOUT_MS = 120_000;

/** The spec's `feedback` type an access outcome error carries (visitor spec §8: declined, pending, not a work email …). */
export function feedbackOf(error: ApiError): string | undefined {
  return typeof error.details.feedback === 'string' ? error.details.feedback : undefined;
}

export function submitAccessRequest(orgId: string, payload: Record<string, unknown>): Promise<{ status: 'Pending' | 'Approved' }> {
  return request(`/api/share/${encodeURIComponent(orgId)}/request`, { method: 'POST', body: payload, signal: AbortSignal.timeout(ACCESS_REQUEST_TIMEOUT_MS) });
}

/** `signInAt`: the link opens another address of the Trust Center than this one (the page says so). */
export function requestLogin(orgId: string, email: string, productId: string): Promise<{ ok: true; signInAt?: string }> {
  return request(`/api/share/${encodeURIComponent(orgId)}/login`, { method: 'POST', body: { email, productId } });
}

export async function logout(): Promise<void> {
  await request('/api/statuspage/share/auth/logout', { method: 'POST' }).catch(() => undefined);
}

const base = (accountId: string) => `/api/statuspage/share/${encodeURIComponent(accountId)}/external`;

export function fetchAccountView(accountId: string): Promise<AccountViewResponse> {
  return request(`${base(accountId)}/view`);
}

export function fetchPreview(orgId: string, query: { accountId?: string; permissionProfileId?: string }): Promise<PreviewResponse> {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => !!v) as [string, string][]);
  return request(`/api/share/${encodeURIComponent(orgId)}/preview/view?${q}`);
}

export function fetchNda(accountId: string): Promise<Nda> {
  return request(`${base(accountId)}/nda`);
}

export function acceptNda(accountId: string, name: string, version: number): Promise<NdaStatus> {
  return request(`${base(accountId)}/nda/accept`, { method: 'POST', body: { name, version } });
}

/** The signed NDA as a blob and the file name from content-disposition. */
export async function downloadSignedNda(accountId: string): Promise<{ blob: Blob; fileName: string }> {
  try {
    return await request(`${base(accountId)}/download-signed-clickwrap-nda`, {
      method: 'POST',
      read: async (response) => {
        const disposition = response.headers.get('content-disposition') ?? '';
        const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? 'nda.pdf';
        return { blob: await response.blob(), fileName: decodeURIComponent(fileName) };
      },
    });
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, ERRORS.NDA_DOWNLOAD_FAILED.message);
  }
}

export function inviteColleagues(accountId: string, emails: string[], message?: string): Promise<{ ok: boolean }> {
  return request(`${base(accountId)}/invite-colleague`, { method: 'POST', body: message ? { emails, message } : { emails } });
}

/**
 * With the member's session: files the request (`code: 'success'`). Without one: `code: 'confirmation-sent'`
 * whoever the address is; a member of the account gets an email whose link files it.
 */
export function extendAccess(accountId: string, email?: string): Promise<ExtendRequested> {
  return request(`${base(accountId)}/extend-access`, { method: 'POST', body: email ? { email } : {} });
}
