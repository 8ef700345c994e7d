/**
 * Every modal keeps inside the window (visitor spec §9: a modal switches to a tall layout when its height exceeds
 * the window's height minus 160px): the request-access form with every error showing, and the knowledge-base
 * modal, keep their title, × and action buttons in the window — also after scrolling their content — at 1280×900
 * and 390×844; Escape closes the knowledge-base modal even from its search box.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoPortal } from '../access/access-helpers.ts';

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function expectInWindow(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, `${what} top (${box.y})`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom (${box.y + box.height})`).toBeLessThanOrEqual(height);
  // Nothing covers it: what is drawn at its centre belongs to it.
  const covered = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !(top && (el === top || el.contains(top)));
  });
  expect(covered, `${what} is covered`).toBe(false);
}

/** The modal box is no taller than the window minus 160px. */
async function expectTallLayout(page: Page, box: Locator) {
  const { height } = (await box.boundingBox())!;
  expect(height).toBeLessThanOrEqual(page.viewportSize()!.height - 160 + 1);
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the request-access form with its errors keeps title, × and Submit in the window', async ({ page }) => {
      await gotoPortal(page);
      await page.locator('[data-access-controls]').getByRole('button', { name: 'Request access' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request access' });
      await dialog.getByRole('button', { name: 'Request access' }).click();
      await expect(dialog.getByText('First name is required')).toBeVisible();
      await expect(dialog.getByText('You must agree to the terms')).toBeVisible();

      const box = dialog.locator('.modal-box');
      await expectTallLayout(page, box);
      const title = dialog.getByRole('heading', { name: 'Request access' });
      const close = dialog.locator('.modal-header').getByRole('button', { name: 'Close' });
      const submit = dialog.getByRole('button', { name: 'Request access' });
      for (const where of ['top', 'bottom'] as const) {
        await box.evaluate((el, to) => (el.scrollTop = to === 'top' ? 0 : el.scrollHeight), where);
        await expectInWindow(page, title, `title (scrolled to the ${where})`);
        await expectInWindow(page, close, `× (scrolled to the ${where})`);
        await expectInWindow(page, submit, `Submit (scrolled to the ${where})`);
      }
      await close.click();
      await expect(dialog).toBeHidden();
    });

    test('the knowledge-base modal keeps title and Close in the window; Escape in its search box closes it', async ({ page }) => {
      await page.goto('/');
      const panel = page.getByRole('region', { name: 'Knowledge Base' });
      await panel.scrollIntoViewIfNeeded();
      await page.keyboard.press('Shift'); // the island hydrates on the first interaction
      await page.waitForFunction(() => {
        const island = document.querySelector('astro-island[component-url*="/KnowledgeBaseMore."]');
        return !!island && !island.hasAttribute('ssr');
      });
      await panel.getByRole('button', { name: 'View more' }).click();
      const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
      await expect(dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem').first()).toBeVisible();
      await expectTallLayout(page, dialog.locator('.modal-box'));
      await expectInWindow(page, dialog.getByRole('heading', { name: 'Knowledge Base' }), 'title');
      await expectInWindow(page, dialog.getByRole('button', { name: 'Close', exact: true }), 'Close');

      const search = dialog.getByRole('searchbox', { name: 'Search the knowledge base' });
      await search.fill('encryption');
      await search.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
