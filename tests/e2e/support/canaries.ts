/**
 * The canaries planted into the demo the end-to-end server imports (`tests/fixtures/canaries/canaries.json`; the
 * config hands the planted copy to the server as GLASSHOUSE_DEMO_DIR): strings no anonymous visitor may ever see.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const FILE = fileURLToPath(new URL('../../fixtures/canaries/canaries.json', import.meta.url));

export const CANARIES: string[] = (JSON.parse(readFileSync(FILE, 'utf8')) as { canary: string }[]).map((entry) => entry.canary);

/** Asserts that `text` (a page's HTML, an API answer …) contains no canary, case-insensitively. */
export function expectNoCanaries(text: string, where: string): void {
  const haystack = text.toLowerCase();
  const found = CANARIES.filter((canary) => haystack.includes(canary.toLowerCase()));
  expect(found, `canaries in ${where}`).toEqual([]);
}
