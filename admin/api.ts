/**
 * The admin's calls to the edge API: {@link request} (`site/lib/request.ts`, shared with the portal's islands), plus
 * one thing only the admin needs — a 401 tells the app that the session ended, so it can show the sign-in form.
 *
 * An error answer becomes an {@link ApiError} carrying the edge's `error` text — the exact catalogue or validation
 * message to show — its `code` and `issues`.
 */
import { ApiError, request, readJson, type RequestOptions } from '../site/lib/request.ts';

export { ApiError, messageOf } from '../site/lib/request.ts';

type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** Called whenever the edge answers 401 (the session ended or was revoked). Returns an unsubscribe function. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

export interface ApiOptions extends Omit<RequestOptions, 'read'> {
  /** Don't notify {@link onUnauthenticated} listeners on 401 (the session probe itself). */
  quiet401?: boolean;
}

/** Sends a request and returns the parsed JSON body; throws an {@link ApiError} for an error response. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** Like {@link api}, also returning the response headers (e.g. the draft's `ETag`). */
export async function apiResponse<T>(path: string, { quiet401 = false, ...options }: ApiOptions = {}): Promise<{ data: T; headers: Headers }> {
  try {
    return await request(path, { ...options, read: async (response) => ({ data: await readJson<T>(response), headers: response.headers }) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !quiet401) for (const listener of unauthenticatedListeners) listener();
    throw error;
  }
}
