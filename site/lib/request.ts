/**
 * The one HTTP client of the admin and the portal's islands for the edge API, and the one error type they see.
 *
 * Every error the edge answers is JSON `{ status, error, code, ...details }` (`edge/errors.ts`): `error` is the exact
 * text to show (from `content/errors.ts` or the content model's validation messages), `code` what a caller branches
 * on, `issues` every failing field (VALIDATION_FAILED) or row (KB_IMPORT_INVALID). {@link ApiError.fromResponse}
 * turns such an answer back into an {@link ApiError}; a request that never got an answer, or an answer that is not
 * the edge's JSON, becomes the catalogue's unknown error.
 *
 * This module is on the portal's critical path: it imports no zod and nothing but the error catalogue and the CSRF
 * header. The request and response types of each area are in `content/contracts/` (import them with `import type`).
 */
import { ERRORS } from '../../content/errors.ts';
import { csrfHeaders } from './csrf.ts';

/** One failing field (dotted `path`) of a validation error, or one failing `row` of an import. */
export interface ApiIssue {
  path?: string;
  row?: number;
  message: string;
}

export interface ApiErrorInit {
  code?: string;
  issues?: ApiIssue[];
  /** The rest of the error body: details some codes carry (`feedback`, `retryAfter`, `accountId`, `path` …). */
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The error catalogue's code (`content/errors.ts`), when the edge sent one. */
  readonly code?: string;
  /** Every failing field or row the edge listed (`[]` when it listed none). */
  readonly issues: ApiIssue[];
  /** The whole error body as the edge sent it (`{}` without one). */
  readonly details: Record<string, unknown>;

  constructor(status: number, message: string = ERRORS.UNKNOWN.message, { code, issues = [], details = {} }: ApiErrorInit = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.details = details;
  }

  /** The error an edge answer carries: its `error` text, `code` and `issues` (the unknown error when it has none). */
  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    const details = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const { error, code, issues } = details;
    return new ApiError(response.status, typeof error === 'string' && error ? error : ERRORS.UNKNOWN.message, {
      code: typeof code === 'string' ? code : undefined,
      issues: Array.isArray(issues) ? issues.filter(isIssue) : [],
      details,
    });
  }

  /** The path of the field the error is about: the body's `path`, else the first issue's ('' for the whole form). */
  get path(): string {
    return typeof this.details.path === 'string' ? this.details.path : (this.issues.find((issue) => issue.path !== undefined)?.path ?? '');
  }

  /** The first message per top-level field of a validation error (`_` for the whole value). */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const issue of this.issues) if (issue.path !== undefined) out[issue.path.split('.')[0] || '_'] ??= issue.message;
    return out;
  }
}

function isIssue(value: unknown): value is ApiIssue {
  return value !== null && typeof value === 'object' && typeof (value as ApiIssue).message === 'string';
}

/** The message to show for any failure: an {@link ApiError}'s own, else the unknown error. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : ERRORS.UNKNOWN.message;
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Sent as JSON. A state-changing request without `form` or `raw` always sends JSON (`{}` when `body` is left out):
   * the edge refuses anything else on staff routes (CSRF guard, `assertJson` in `edge/middleware/with-staff.ts`).
   */
  body?: unknown;
  /** Sent as multipart/form-data (a file with fields); the browser writes the content type with its boundary. */
  form?: FormData;
  /** Sent as it is (a file, CSV text), with `contentType` (default: the blob's type). */
  raw?: Blob | string;
  contentType?: string;
  /** Extra request headers (e.g. `If-Match`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Reads a successful answer (default: its JSON body, `null` when it has none). */
  read?: (response: Response) => Promise<T>;
}

/** The JSON body of an answer, or `null` when it has none. */
export function readJson<T>(response: Response): Promise<T> {
  return response.json().catch(() => null) as Promise<T>;
}

/**
 * Sends a request to the edge with the session's cookies and CSRF header and returns the answer as `read` reads it
 * (its JSON by default); throws an {@link ApiError} for an error answer or when no answer came.
 */
export async function request<T>(
  path: string,
  { method = 'GET', body, form, raw, contentType, headers: extra = {}, signal, read = readJson }: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...csrfHeaders() };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal };
  if (form) {
    init.body = form;
  } else if (raw !== undefined) {
    headers['content-type'] = contentType || (typeof raw === 'string' ? 'text/plain' : raw.type) || 'application/octet-stream';
    init.body = raw;
  } else if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  Object.assign(headers, extra);

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return read(response);
}
