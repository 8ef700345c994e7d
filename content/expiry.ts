/**
 * Expiry dates of items and documents (`YYYY-MM-DD`, the last day they are valid): the days left and whether a
 * date has passed, the same for the portal, the admin and the reminders.
 */
const DAY = 24 * 60 * 60 * 1000;

/** Whole days from `now`'s UTC day to the expiry day (0 on the day itself, negative once past). */
export function daysUntil(expiry: string, now: number): number {
  const [y, m, d] = expiry.split('-').map(Number);
  const today = Math.floor(now / DAY) * DAY;
  return Math.round((Date.UTC(y!, m! - 1, d!) - today) / DAY);
}

/** Whether the expiry date has passed (an empty date never expires). */
export function isExpired(expiry: string, now: number): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(expiry) && daysUntil(expiry, now) < 0;
}

/**
 * The moment the expiry date has passed (ms: the end of its UTC day), for a page to check against the visitor's
 * clock without this module; `Infinity` for an empty date.
 */
export function expiredFrom(expiry: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return Number.POSITIVE_INFINITY;
  const [y, m, d] = expiry.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) + DAY;
}

/** Visitor texts of an expired item. */
export const EXPIRY_TEXTS = { expired: 'Expired', expires: 'Expires', expiredOn: 'Expired on' } as const;
