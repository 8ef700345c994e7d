/**
 * Helpers of the admin end-to-end specs: the main-mode controls as a person finds them, a real mouse drag for the
 * sortable lists, and saving/restoring the parts of the draft a spec changes (the server is shared by every
 * spec, so each one leaves the draft as it found it).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { putDraftRecord, readDraft, signIn } from '../support/admin.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

/** The main-mode region of the admin. */
export function trustCenter(page: Page): Locator {
  return page.getByRole('region', { name: /^Trust Center/ });
}

/** A card of main mode by its title. */
export function cardTile(page: Page, title: string): Locator {
  return trustCenter(page).getByRole('article', { name: title, exact: true });
}

/** Opens a card's actions menu and chooses `action`. */
export async function cardAction(page: Page, cardTitle: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Card actions for ${cardTitle}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Card actions for ${cardTitle}` })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}

/** The expanded card drawer of a card. */
export function drawer(page: Page, cardTitle: string): Locator {
  return page.getByRole('dialog', { name: cardTitle, exact: true });
}

/** An item's block in the drawer. */
export function drawerItem(page: Page, cardTitle: string, itemTitle: string): Locator {
  return drawer(page, cardTitle).getByRole('region', { name: itemTitle, exact: true });
}

/** A success or failure snack with exactly this text. */
export function snack(page: Page, text: string): Locator {
  return page.locator('.toast').getByText(text, { exact: true });
}

/**
 * Drags `handle` onto `target` with the mouse, in small steps (sortablejs follows pointer moves), dropping just
 * past the target's middle in the direction of travel so the list re-orders.
 */
export async function dragTo(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const down = to.y > from.y;
  const endY = to.y + (down ? to.height * 0.75 : to.height * 0.25);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX, startY + (down ? 6 : -6), { steps: 4 });
  await page.mouse.move(startX, endY, { steps: 25 });
  await page.waitForTimeout(150);
  await page.mouse.move(startX, endY + (down ? 2 : -2), { steps: 2 });
  await page.mouse.up();
}

export interface DraftState {
  items: { itemUid: string }[];
  cards: { productId: string; kind: string }[];
  pages: { productId: string }[];
  plan: unknown;
}

/** The collections main-mode specs change. */
export async function saveDraftState(page: Page): Promise<DraftState> {
  const { draft } = await readDraft(page);
  return { items: draft.items as DraftState['items'], cards: draft.cards as DraftState['cards'], pages: draft.pages as DraftState['pages'], plan: draft.plan };
}

/** Puts the saved collections back: changed records rewritten, added items deleted. */
export async function restoreDraftState(page: Page, saved: DraftState): Promise<void> {
  const { draft } = await readDraft(page);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const savedUids = new Set(saved.items.map((i) => i.itemUid));
  for (const item of draft.items as DraftState['items']) {
    if (!savedUids.has(item.itemUid)) {
      const res = await page.request.delete(`/api/admin/draft/items/${item.itemUid}`, {
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
        data: {},
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
  // Slugs first freed by the items that took them, then each record as it was.
  for (const item of saved.items) {
    const current = (draft.items as DraftState['items']).find((i) => i.itemUid === item.itemUid);
    if (!same(current, item)) expect((await putDraftRecord(page, 'items', item.itemUid, item)).status()).toBe(200);
  }
  for (const card of saved.cards) {
    const current = (draft.cards as DraftState['cards']).find((c) => c.productId === card.productId && c.kind === card.kind);
    if (!same(current, card)) expect((await putDraftRecord(page, 'cards', `${card.productId}.${card.kind}`, card)).status()).toBe(200);
  }
  for (const p of saved.pages) {
    const current = (draft.pages as DraftState['pages']).find((c) => c.productId === p.productId);
    if (!same(current, p)) expect((await putDraftRecord(page, 'pages', p.productId, p)).status()).toBe(200);
  }
  if (!same(draft.plan, saved.plan)) expect((await putDraftRecord(page, 'plan', 'main', saved.plan)).status()).toBe(200);
}

/** Answers every request matching `method` + `url` with a 500, as a failing edge would. */
export async function failRequests(page: Page, method: string, url: string | RegExp): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, error: 'Unfortunately, an unknown error has occurred.', code: 'INTERNAL' }),
    });
  });
}

/**
 * Each test of the calling spec starts signed in as the demo admin, and afterwards the draft is put back as it was
 * before the test (after the test's request routes are removed, so that the restoring calls go through). Answers
 * the running test's saved draft, for a test that restores it earlier itself.
 */
export function restoreDraftAfterEachTest(): () => DraftState {
  let saved: DraftState;
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    saved = await saveDraftState(page);
  });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await restoreDraftState(page, saved);
  });
  return () => saved;
}
