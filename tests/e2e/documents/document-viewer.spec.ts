/**
 * The in-page document viewer (pdf.js): documents open in the page, not as a raw file in a new tab. The viewer is
 * titled with the document's name, pages through it and zooms; a view-only document has no download or print
 * control and shows, on every page, the stamp naming its viewer; a downloadable one has its Download button. Item
 * pages' document links open it too. At 1280×900 and 390×844.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountWithMember, signInMember, unique } from '../access/access-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const SOC2 = 'northwind-soc2-type2-report-2026-CANARY-SOCFILE-EC54EC.pdf';
const POLICY = 'Northwind-Information-Security-Policy.pdf';
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function pageCount(viewer: Locator): Promise<number> {
  await expect(viewer.locator('[data-page-count]')).toHaveText(/of \d+/);
  return Number(/of (\d+)/.exec((await viewer.locator('[data-page-count]').textContent()) ?? '')![1]);
}

async function expectInWindow(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('a member views a view-only document in the page: name, pages, zoom, the stamp on every page, no download or print', async ({ page, browser }) => {
      const label = unique('viewer');
      const member = `viewer@${label}.example`;
      await accountWithMember(browser, { name: `Viewer ${label}`, permissionProfileId: 'pp_standard_nda', ndaOnFile: true }, member, 'Vera');
      await signInMember(page, member);
      const card = page.getByTestId('documents-card');
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute('data-mode', 'AccountExternal');
      const popups: string[] = [];
      page.context().on('page', (p) => popups.push(p.url()));
      await card.getByRole('button', { name: SOC2 }).click();

      const viewer = page.getByRole('dialog', { name: SOC2 });
      await expect(viewer).toBeVisible();
      await expectInWindow(page, viewer.getByRole('heading', { name: SOC2 }));
      await expectInWindow(page, viewer.getByRole('button', { name: 'Close' }).first());
      const pages = await pageCount(viewer);
      expect(pages).toBeGreaterThan(1);
      // No download, no print: neither a control nor the browser's print of the page.
      await expect(viewer.getByRole('button', { name: /download/i })).toHaveCount(0);
      await expect(viewer.getByRole('button', { name: /print/i })).toHaveCount(0);
      await expect(viewer).toHaveAttribute('data-view-only', 'true');
      await page.emulateMedia({ media: 'print' });
      await expect(viewer).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(viewer).toBeVisible();

      // Every page carries the stamp naming this viewer.
      const number = viewer.getByRole('textbox', { name: 'Page number' });
      for (let n = 1; n <= pages; n++) {
        if (n > 1) {
          await viewer.getByRole('button', { name: 'Next page' }).click();
          await expect(number).toHaveValue(String(n));
        }
        const sheet = viewer.locator(`[data-page-number="${n}"]`);
        await expect(sheet).toHaveAttribute('data-rendered', 'true');
        await expect(sheet.locator('.textLayer')).toContainText('Downloaded by Vera Tester');
        await expect(sheet.locator('.textLayer')).toContainText(member);
      }
      await expect(viewer.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await number.fill('1');
      await number.press('Enter');
      await expect(viewer.getByRole('button', { name: 'Previous page' })).toBeDisabled();

      // Zoom: wider pages at each step, back to the window's width with "Fit width".
      const first = viewer.locator('[data-page-number="1"]');
      const before = (await first.boundingBox())!.width;
      const zoomText = await viewer.locator('[data-zoom]').textContent();
      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      await expect(viewer.locator('[data-zoom]')).not.toHaveText(zoomText!);
      await expect.poll(async () => (await first.boundingBox())!.width).toBeGreaterThan(before);
      await viewer.getByRole('button', { name: 'Fit width' }).click();
      await expect.poll(async () => Math.round((await first.boundingBox())!.width)).toBe(Math.round(before));

      await viewer.getByRole('button', { name: 'Close' }).first().click();
      await expect(viewer).toBeHidden();
      expect(popups).toEqual([]);
    });

    test("an item page's document link opens the viewer, with Download for a downloadable document", async ({ page }) => {
      await page.goto('/product/platform/information-security-policy/');
      await page.keyboard.press('Shift'); // the access island hydrates on the first interaction
      await page.waitForFunction(() => !document.querySelector('astro-island[component-url*="AccessCenter"][ssr]'));
      const popups: string[] = [];
      page.context().on('page', (p) => popups.push(p.url()));
      await page.getByRole('link', { name: POLICY }).click();
      const viewer = page.getByRole('dialog', { name: POLICY });
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('[data-page-number="1"]')).toHaveAttribute('data-rendered', 'true');
      await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
      await expect(viewer).not.toHaveAttribute('data-view-only', /.*/);
      const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe(POLICY);
      expect(popups).toEqual([]);
      expect(page.url()).toMatch(/information-security-policy$/);
    });
  });
}
