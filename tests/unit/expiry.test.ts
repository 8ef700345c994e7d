/** Expiry dates: the days left, whether a date has passed, and the moment it does (for the page's own check). */
import { describe, expect, it } from 'vitest';
import { daysUntil, expiredFrom, isExpired } from '../../content/expiry.ts';

const at = (iso: string) => Date.parse(iso);

describe('expiry dates', () => {
  it('are valid through their whole (UTC) day and expired from the next', () => {
    expect(daysUntil('2027-03-31', at('2027-03-30T12:00:00Z'))).toBe(1);
    expect(isExpired('2027-03-31', at('2027-03-31T23:59:59.999Z'))).toBe(false);
    expect(isExpired('2027-03-31', at('2027-04-01T00:00:00Z'))).toBe(true);
    expect(expiredFrom('2027-03-31')).toBe(at('2027-04-01T00:00:00Z'));
  });

  it('agree with each other: expired exactly from expiredFrom', () => {
    for (const iso of ['2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00Z', '2027-01-01T00:00:00.001Z', '2026-02-28T10:00:00Z']) {
      expect(isExpired('2026-12-31', at(iso))).toBe(at(iso) >= expiredFrom('2026-12-31'));
    }
  });

  it('never expire without a date', () => {
    expect(isExpired('', Date.now())).toBe(false);
    expect(expiredFrom('')).toBe(Number.POSITIVE_INFINITY);
    expect(expiredFrom('31/03/2027')).toBe(Number.POSITIVE_INFINITY);
  });
});
