/**
 * The CSRF token of the browser's session(s), for state-changing requests to the edge. The edge refuses a write
 * whose `Origin` / `Sec-Fetch-Site` says it came from another site; when a browser (or a privacy tool) sends
 * neither, it asks for this token instead: the readable `gh_csrf` cookie set at sign-in, repeated in the
 * `X-CSRF-Token` header (`edge/middleware/csrf.ts`). Sending it always costs nothing.
 */
export const CSRF_COOKIE = 'gh_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** `{ 'x-csrf-token': … }` when the page has a session's token, else `{}`. */
export function csrfHeaders(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const match = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=([^;]+)`).exec(document.cookie);
  if (!match) return {};
  try {
    return { [CSRF_HEADER]: decodeURIComponent(match[1]!) };
  } catch {
    return {};
  }
}
