/**
 * Every date the product shows, formatted in one place with an explicit time zone. Calendar dates (an update's
 * date, an expiry, a report's period) are stored as UTC midnights and shown in UTC, so every viewer sees the
 * same day; moments (a comment, a publish, a sign-in) are shown in the viewer's own time zone, with the time.
 * Formatters are built once, on first use: `Intl.DateTimeFormat` is costly to construct, and a script that imports
 * this module (a search dialog, an island) should not pay for formats it never shows.
 */

const UTC = 'UTC';
const EN = 'en-US';

/** A formatter of `options` in `locale` (`undefined`: the viewer's), built the first time it is asked for. */
function lazyFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const longDate = lazyFormat(EN, { month: 'long', day: 'numeric', year: 'numeric', timeZone: UTC });
const longDatePadded = lazyFormat(EN, { month: 'long', day: '2-digit', year: 'numeric', timeZone: UTC });
const shortDate = lazyFormat(EN, { month: 'short', day: 'numeric', year: 'numeric', timeZone: UTC });
const numericDate = lazyFormat(EN, { timeZone: UTC });
const dayOfMonth = lazyFormat(EN, { month: 'short', day: 'numeric', timeZone: UTC });
// In the viewer's locale and time zone (those of the page, or of the build machine).
const momentFormat = lazyFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date as "MMMM d, yyyy" in UTC (portal spec: update dates): `May 5, 2026`. */
export function formatDate(ms: number | Date): string {
  return longDate().format(ms);
}

/** A calendar date as "MMMM dd, yyyy" in UTC (admin spec §9: bridge letter date): `May 05, 2026`. */
export function formatPaddedDate(ms: number | Date): string {
  return longDatePadded().format(ms);
}

/** A calendar date as "MMM d, yyyy" in UTC, for dense tables: `May 5, 2026`. */
export function formatShortDate(ms: number | Date): string {
  return shortDate().format(ms);
}

/** A calendar date in en-US numeric form, in UTC (search results' modified date): `5/5/2026`. */
export function formatNumericDate(ms: number | Date): string {
  return numericDate().format(ms);
}

/** A day without its year, as "MMM d" in UTC (chart labels): `May 5`. */
export function formatDayOfMonth(ms: number | Date): string {
  return dayOfMonth().format(ms);
}

/** A moment with its time, in the viewer's own time zone and locale: `May 5, 2026, 3:04 PM`. */
export function formatDateTime(ms: number | Date): string {
  return momentFormat().format(ms);
}
