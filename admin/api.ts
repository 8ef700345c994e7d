/**
 * The admin's HTTP client for the edge API. State-changing requests are always sent as JSON: the edge refuses
 * anything else on admin routes (CSRF guard, see `assertJson` in `edge/middleware/with-staff.ts`).
 *
 * An error response becomes an {@link ApiError} carrying the edge's `error` text — the exact catalogue or
 * validation message to show — and its `code`.
 */
import { ERRORS } from '../content/errors.ts';
import { csrfHeaders } from '../site/lib/csrf.ts';

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code?: string;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** Called whenever the edge answers 401 (the session ended or was revoked). Returns an unsubscribe function. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; state-changing requests without a body send `{}`. */
  body?: unknown;
  /** Sent as it is instead of JSON (an image upload), with `rawContentType`. */
  rawBody?: Blob;
  /** Sent as multipart/form-data (a file with fields); the browser sets the boundary. */
  form?: FormData;
  rawContentType?: string;
  /** Extra request headers (e.g. `If-Match`). */
  headers?: Record<string, string>;
  /** Don't notify {@link onUnauthenticated} listeners on 401 (the session probe itself). */
  quiet401?: boolean;
}

/** Sends a request and returns the parsed JSON body; throws an {@link ApiError} for an error response. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** Like {@link api}, also returning the response headers (e.g. the draft's `ETag`). */
export async function apiResponse<T>(path: string, { method = 'GET', body, rawBody, rawContentType, form, headers: extra = {}, quiet401 = false }: ApiOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...csrfHeaders(), ...extra };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (form) {
    init.body = form;
  } else if (rawBody) {
    headers['content-type'] = rawContentType || rawBody.type || 'application/octet-stream';
    init.body = rawBody;
  } else if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, ERRORS.UNKNOWN.message);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { error, code } = (data ?? {}) as { error?: unknown; code?: unknown };
    if (response.status === 401 && !quiet401) for (const listener of unauthenticatedListeners) listener();
    throw new ApiError(response.status, typeof error === 'string' && error ? error : ERRORS.UNKNOWN.message, typeof code === 'string' ? code : undefined);
  }
  return { data: data as T, headers: response.headers };
}

/** The message to show for any failure. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : ERRORS.UNKNOWN.message;
}
