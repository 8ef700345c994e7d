/** Small browser-storage helpers of the access islands. */

const LAST_EMAIL_KEY = 'glasshouse:last-email';
export const HINT_COOKIE = 'gh_account_hint';

/** Remembers the email last used in the access forms. */
export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(LAST_EMAIL_KEY, email);
  } catch {
    // Storage may be disabled; remembering is a convenience.
  }
}

/** The email last used, or ''. */
export function lastEmail(): string {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The account id of the account-session hint cookie, or null. */
export function accountHint(): string | null {
  const match = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${HINT_COOKIE}=`));
  const value = match ? decodeURIComponent(match.slice(HINT_COOKIE.length + 1)) : '';
  return value || null;
}

/** Drops a stale hint (the session behind it is gone). */
export function clearAccountHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the portal serves (Firefox, older Safari)
  document.cookie = `${HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The `sub` (invited email) of an invite token, without verifying it (the edge does); null when unreadable. */
export function inviteEmail(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub.includes('@') ? sub.toLowerCase() : null;
  } catch {
    return null;
  }
}
