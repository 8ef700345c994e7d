/**
 * The admin's flows with the keyboard alone (no mouse, no programmatic focus): re-order the Trust Center sections
 * through a row's "…" menu and save, edit an item in the card drawer and save, then publish — Tab, Shift+Tab,
 * Enter, the arrow keys and typing only. Focus never falls onto the page itself on the way.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestRevisionNumber, liveRevisionNumber, readDraft, signIn } from '../support/admin.ts';
import { drawer, drawerItem, restoreDraftState, saveDraftState, snack, trustCenter, type DraftState } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

/** A build of the demo takes tens of seconds on a small machine. */
const BUILD_TIMEOUT = 240_000;

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page; fails if it is
 * not reached within `max` presses or if focus ever lands on the page body.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => document.activeElement === document.body), `focus on <body> after ${i + 1} presses`).toBe(false);
  }
  await expect(target, `reached with the keyboard within ${max} presses`).toBeFocused();
}

async function sectionOrder(page: Page, productId = 'prod_platform'): Promise<string[]> {
  const { draft } = await readDraft(page);
  return (draft.pages as { productId: string; sectionOrder: string[] }[]).find((p) => p.productId === productId)!.sectionOrder;
}

let saved: DraftState;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  saved = await saveDraftState(page);
});

test.afterEach(async ({ page }) => {
  await page.goto('/admin');
  await restoreDraftState(page, saved);
});

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`re-order sections with the row menu, by keyboard (${size.width}px)`, async ({ page }) => {
    await page.setViewportSize(size);
    const before = await sectionOrder(page);
    expect(before.at(-1)).toBe('help');

    await tabTo(page, trustCenter(page).getByRole('button', { name: 'Re-order sections' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Re-order Trust Center sections' });
    await expect(dialog).toBeVisible();

    // Help, last, moves to the top: its menu opens on Enter with focus on the first move it allows.
    const helpMenu = dialog.getByRole('button', { name: 'Actions for Help' });
    await tabTo(page, helpMenu);
    await page.keyboard.press('Enter');
    const menu = dialog.getByRole('menu', { name: 'Actions for Help' });
    await expect(menu.getByRole('menuitem', { name: 'Move to top' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(dialog.locator('[data-section-id]').first()).toHaveAttribute('data-section-id', 'help');
    // Focus stays on the row's menu button, now at the top, and the next move starts from there.
    await expect(helpMenu).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Move down' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('[data-section-id]').nth(1)).toHaveAttribute('data-section-id', 'help');

    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(snack(page, 'Updated section order')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await sectionOrder(page)).toEqual([before[0], 'help', ...before.slice(1, -1)]);
  });
}

test('edit an item in the card drawer and publish, by keyboard', async ({ page }) => {
  test.setTimeout(3 * BUILD_TIMEOUT);
  const title = `Encryption at rest (keyboard ${Date.now().toString(36)})`;

  // The card's actions menu: Enter opens it on its first action, Edit.
  await tabTo(page, page.getByRole('button', { name: 'Card actions for Data Security', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Card actions for Data Security' }).getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = drawer(page, 'Data Security');
  await expect(panel).toBeVisible();

  const field = drawerItem(page, 'Data Security', 'Encryption at rest').getByLabel('Title');
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(title);
  await tabTo(page, panel.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(drawerItem(page, 'Data Security', title)).toBeVisible();
  await expect(page.getByText('Draft has unpublished changes')).toBeVisible();

  // Escape closes the drawer and gives focus back to where it was opened from.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Card actions for Data Security', exact: true })).toBeFocused();

  const before = await liveRevisionNumber(page);
  const next = (await latestRevisionNumber(page)) + 1;
  await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Revision ${next} is live`)).toBeVisible({ timeout: BUILD_TIMEOUT });
  await expect(page.getByText('Draft matches the live site')).toBeVisible();
  const live = await (await page.request.get('/')).text();
  expect(live).toContain(title);

  // And back to the revision that was live before, by keyboard too.
  await tabTo(page, page.getByRole('button', { name: `Roll back to this revision (revision ${before})` }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Revision ${next + 1} is live`)).toBeVisible({ timeout: BUILD_TIMEOUT });
  expect(await (await page.request.get('/')).text()).not.toContain(title);
});
