import { describe, expect, it } from 'vitest';
import { formatDate, formatDayOfMonth, formatNumericDate, formatPaddedDate, formatShortDate } from '../../content/dates.ts';

// 23:30 UTC on May 5th: already May 6th east of UTC, still May 5th in UTC.
const lateOnMay5 = Date.UTC(2026, 4, 5, 23, 30);
// 00:30 UTC on May 5th: still May 4th west of UTC.
const earlyOnMay5 = Date.UTC(2026, 4, 5, 0, 30);

describe('dates', () => {
  it('shows calendar dates in the spec formats', () => {
    expect(formatDate(lateOnMay5)).toBe('May 5, 2026');
    expect(formatPaddedDate(lateOnMay5)).toBe('May 05, 2026');
    expect(formatShortDate(Date.UTC(2026, 8, 30))).toBe('Sep 30, 2026');
    expect(formatNumericDate(lateOnMay5)).toBe('5/5/2026');
    expect(formatDayOfMonth(lateOnMay5)).toBe('May 5');
  });

  it('shows the same day whatever the time of day, in UTC', () => {
    for (const format of [formatDate, formatPaddedDate, formatShortDate, formatNumericDate, formatDayOfMonth]) {
      expect(format(earlyOnMay5)).toBe(format(lateOnMay5));
    }
  });
});
