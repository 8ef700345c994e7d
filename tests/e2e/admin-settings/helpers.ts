/**
 * Helpers of the settings and content-editor specs: the settings area as a person finds it, and saving/restoring
 * the draft collections a spec changes (the server is shared by every spec, so each leaves the draft as it was).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { openSection, putDraftRecord, readDraft } from '../support/admin.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

/** The "Trust center settings" area of the admin. */
export function settings(page: Page): Locator {
  return page.getByRole('region', { name: 'Trust center settings' });
}

/** Opens a settings tab and returns its panel. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  if (!(await settings(page).isVisible())) await openSection(page, 'Settings');
  await settings(page).getByRole('tab', { name, exact: true }).click();
  return settings(page).getByRole('tabpanel', { name });
}

/** Opens one of the content editors (Content tab) and returns its section. */
export async function openEditor(page: Page, title: string, product?: string): Promise<Locator> {
  const panel = await openTab(page, 'Content');
  if (product) await panel.getByLabel('Product').selectOption({ label: product });
  await panel.getByRole('group', { name: 'Content editors' }).getByRole('button', { name: title, exact: true }).click();
  return panel.getByRole('region', { name: `${title} editor`, exact: true });
}

type Entity = Record<string, unknown>;
const KEYS: Record<string, (e: Entity) => string> = {
  subprocessors: (e) => String(e.id),
  trustedBy: (e) => String(e.id),
  items: (e) => String(e.itemUid),
  topics: (e) => String(e.id),
  knowledgeBase: (e) => String(e.objectID),
  products: (e) => String(e.productId),
  pages: (e) => String(e.productId),
};

/**
 * Remembers the draft's collections and returns a function that puts them back: changed entries are written
 * again, added ones removed, removed ones restored; singletons (customization, plan, space) are written back.
 */
export async function rememberDraft(page: Page, collections: string[]): Promise<() => Promise<void>> {
  const { draft: before } = await readDraft(page);
  return async () => {
    const { draft: now } = await readDraft(page);
    for (const collection of collections) {
      const key = KEYS[collection];
      if (!key) {
        const res = await putDraftRecord(page, collection, 'main', before[collection]);
        expect(res.status(), await res.text()).toBe(200);
        continue;
      }
      const old = new Map((before[collection] as Entity[]).map((e) => [key(e), e]));
      for (const entry of now[collection] as Entity[]) {
        if (!old.has(key(entry))) {
          const res = await page.request.delete(`/api/admin/draft/${collection}/${encodeURIComponent(key(entry))}`, {
            headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
            data: {},
          });
          expect(res.status(), await res.text()).toBe(200);
        }
      }
      for (const [id, entry] of old) {
        const current = (now[collection] as Entity[]).find((e) => key(e) === id);
        if (JSON.stringify(current) !== JSON.stringify(entry)) {
          const res = await putDraftRecord(page, collection, encodeURIComponent(id), entry);
          expect(res.status(), await res.text()).toBe(200);
        }
      }
    }
  };
}

/** The organisation id of the signed-in staff member. */
export async function orgIdOf(page: Page): Promise<string> {
  const res = await page.request.get('/api/admin/session');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { organization: { id: string } }).organization.id;
}
