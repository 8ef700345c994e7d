/**
 * The visitor's cookie consent record (visitor spec §3 "Cookie consent categories … stored locally as a consent
 * record"): which categories they allow, kept in `localStorage` (never a cookie), and which of the configured
 * third-party scripts may therefore load. Shared by the consent manager's browser script and its tests.
 */
import { CONSENT_CATEGORIES } from '../../content/schemas/customization.ts';
import type { ConsentCategory, ConsentScript } from './shell.ts';

/** Where the record is kept in `localStorage`. */
export const CONSENT_STORAGE_KEY = 'glasshouse:consent';
/** Format version of the record; a record of another version counts as no decision. */
export const CONSENT_RECORD_VERSION = 1;

export interface ConsentRecord {
  version: typeof CONSENT_RECORD_VERSION;
  /** Every category with the visitor's choice; "strictly necessary" is always true. */
  categories: Record<ConsentCategory, boolean>;
  /** When the choice was made (ISO 8601). */
  decidedAt: string;
}

/** Labels of the categories in the preferences dialog. */
export const CONSENT_CATEGORY_LABELS: Record<ConsentCategory, string> = {
  'strictly necessary': 'Strictly necessary',
  analytics: 'Analytics',
  'marketing and advertising': 'Marketing and advertising',
  'performance and functionality': 'Performance and functionality',
  'social media advertising': 'Social media advertising',
};

/** A record allowing exactly `allowed` (plus "strictly necessary"). */
export function consentRecord(allowed: Iterable<string>, now: Date): ConsentRecord {
  const set = new Set(allowed);
  const categories = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, c === 'strictly necessary' || set.has(c)])) as Record<ConsentCategory, boolean>;
  return { version: CONSENT_RECORD_VERSION, categories, decidedAt: now.toISOString() };
}

/** The stored record, or null when there is none, it is malformed, or of another version. */
export function parseConsentRecord(text: string | null): ConsentRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ConsentRecord>;
    if (value?.version !== CONSENT_RECORD_VERSION || typeof value.categories !== 'object' || !value.categories) return null;
    if (typeof value.decidedAt !== 'string') return null;
    const allowed = CONSENT_CATEGORIES.filter((c) => (value.categories as Record<string, unknown>)[c] === true);
    return consentRecord(allowed, new Date(value.decidedAt));
  } catch {
    return null;
  }
}

/**
 * The scripts a record lets load: those whose category it allows. Without a record nothing loads, not even the
 * strictly necessary banner provider: the page makes no third-party request before the visitor has chosen.
 */
export function scriptsToLoad(scripts: ConsentScript[], record: ConsentRecord | null): ConsentScript[] {
  if (!record) return [];
  return scripts.filter((s) => record.categories[s.category]);
}
