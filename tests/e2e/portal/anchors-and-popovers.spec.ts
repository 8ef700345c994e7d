/**
 * The home page draws what a visitor reaches whole, at 1280px and 390px: an address naming a section further
 * down lands on that section's heading, and a card's share popover (positioned inside the card) is drawn in full,
 * not clipped by the card, the grid or the section — which any containment or clipping put on those blocks to
 * cheapen the first render (e.g. `content-visibility`) would break.
 */
import { expect, test, type Locator } from '@playwright/test';

const WIDTHS = [
  { name: 'large screen', width: 1280, height: 800 },
  { name: 'small screen', width: 390, height: 844 },
] as const;

/** For each corner of the element's box (10px inside, clear of its rounded corners): whether what is drawn there is the element or inside it. */
async function cornersShowElement(locator: Locator): Promise<boolean[]> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const corners = [
      [box.left + 10, box.top + 10],
      [box.right - 10, box.top + 10],
      [box.left + 10, box.bottom - 10],
      [box.right - 10, box.bottom - 10],
    ] as const;
    return corners.map(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && element.contains(hit);
    });
  });
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const id of ['subprocessors', 'knowledge-base', 'updates', 'help']) {
      test(`an address ending in #${id} lands on that section`, async ({ page }) => {
        await page.goto(`/#${id}`);
        await expect(page.locator(`#${id}-heading`)).toBeInViewport();
      });
    }

    test("a card's share popover is drawn whole, not clipped by the card or its section", async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('article', { name: 'Data Security' }).getByRole('button', { name: 'Share Data Security' });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      const popover = page.getByRole('dialog', { name: 'Share the Data Security' });
      await expect(popover).toBeVisible();
      await popover.scrollIntoViewIfNeeded();
      expect(await cornersShowElement(popover)).toEqual([true, true, true, true]);
    });
  });
}
