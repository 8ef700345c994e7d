/**
 * Where the subscribe popover opens (visitor spec §2 "Subscribe popover"): on large screens a popover anchored to
 * the Subscribe button that opened it — the updates card's button or the floating control's bell — over the page
 * without dimming it; a direct link (`?subscribe=true`), which has no button, centres it; on small screens it is
 * a sheet at the bottom of the window.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ORG_NAME, hydrated } from './helpers.ts';

const TITLE = `Subscribe to ${ORG_NAME}'s updates`;

function box(page: Page): Locator {
  return page.getByRole('dialog', { name: TITLE }).locator('.modal-box');
}

/** The popover's box sits right below or right above `button`, overlapping it horizontally, inside the window. */
async function expectAnchoredTo(page: Page, button: Locator, viewport: { width: number; height: number }) {
  const b = (await button.boundingBox())!;
  await expect(box(page)).toBeVisible();
  // Wait for the open animation to settle before measuring.
  await expect.poll(async () => (await box(page).boundingBox())!.width).toBeLessThanOrEqual(384);
  await page.waitForTimeout(300);
  const p = (await box(page).boundingBox())!;
  const below = Math.abs(p.y - (b.y + b.height + 8)) <= 4;
  const above = Math.abs(p.y + p.height - (b.y - 8)) <= 4;
  expect(below || above, `box ${JSON.stringify(p)} next to button ${JSON.stringify(b)}`).toBe(true);
  expect(p.x).toBeLessThanOrEqual(b.x + b.width);
  expect(p.x + p.width).toBeGreaterThanOrEqual(b.x);
  expect(p.x).toBeGreaterThanOrEqual(0);
  expect(p.x + p.width).toBeLessThanOrEqual(viewport.width);
  expect(p.y).toBeGreaterThanOrEqual(0);
  expect(p.y + p.height).toBeLessThanOrEqual(viewport.height);
  await expect(page.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-anchored', 'true');
}

test.describe('large screen (1280px)', () => {
  const viewport = { width: 1280, height: 800 };
  test.use({ viewport });

  test("the updates card's Subscribe button opens the popover anchored to it; Cancel closes it", async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'SubscribeCenter');
    const button = page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expectAnchoredTo(page, button, viewport);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByText('You may unsubscribe at any time')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test("the floating control's Subscribe opens the popover beside it; Escape closes it", async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'SubscribeCenter');
    await hydrated(page, 'ShareControl');
    const bell = page.getByRole('complementary', { name: 'Share and subscribe' }).getByRole('button', { name: 'Subscribe' });
    await bell.click();
    await expectAnchoredTo(page, bell, viewport);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: TITLE })).toBeHidden();
  });

  test('a direct link (?subscribe=true) has no button to anchor to: the popover is centred', async ({ page }) => {
    await page.goto('/?subscribe=true');
    await expect(box(page)).toBeVisible();
    await page.waitForTimeout(300);
    const p = (await box(page).boundingBox())!;
    const layer = (await page.getByRole('dialog', { name: TITLE }).boundingBox())!;
    expect(Math.abs(p.x + p.width / 2 - (layer.x + layer.width / 2))).toBeLessThan(4);
    await expect(page.getByRole('dialog', { name: TITLE })).not.toHaveAttribute('data-anchored', 'true');
  });
});

test.describe('small screen (390px)', () => {
  const viewport = { width: 390, height: 844 };
  test.use({ viewport });

  test('the Subscribe button opens a sheet at the bottom of the window', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'SubscribeCenter');
    const button = page.getByRole('region', { name: 'Share and subscribe' }).getByRole('button', { name: 'Subscribe' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(box(page)).toBeVisible();
    await page.waitForTimeout(400);
    const p = (await box(page).boundingBox())!;
    expect(Math.abs(p.y + p.height - viewport.height)).toBeLessThan(4);
    expect(p.width).toBeGreaterThan((await page.getByRole('dialog', { name: TITLE }).boundingBox())!.width - 4);
    await expect(page.getByRole('dialog', { name: TITLE })).not.toHaveAttribute('data-anchored', 'true');
  });
});
