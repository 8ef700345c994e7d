/** Staff preview the portal as a permission profile or an account, with the preview-as banner. */
import { expect, test } from '@playwright/test';
import { expectNoCanaries } from '../support/canaries.ts';
import { staffPage } from './access-helpers.ts';

test('staff preview as a permission profile; anonymous visitors get the public page for the same address', async ({ page, browser }) => {
  const staff = await staffPage(browser);
  await staff.goto('/?permissionProfileId=pp_enterprise');
  const banner = staff.locator('[data-preview-as]');
  await expect(banner).toContainText('Previewing as Enterprise');
  // The profile's hidden report joins the Reports card: counted in its "View more", listed once in its drawer.
  const reports = staff.locator('article[data-card-kind="reports"]').first();
  await expect(reports.getByRole('button', { name: /^View more/ })).toBeVisible();
  const before = await staff.locator('#card-drawer-reports ul > [data-item-uid]').count();
  await reports.getByRole('button', { name: /^View more/ }).click();
  const drawer = staff.locator('#card-drawer-reports');
  await expect(drawer.getByText('Red team exercise 2026 CANARY-REDTEAMTITLE-849520')).toHaveCount(1);
  await expect(drawer.getByText('Red team exercise 2026 CANARY-REDTEAMTITLE-849520')).toBeVisible();
  expect(await reports.locator('ul > [data-item-uid]').count()).toBeLessThanOrEqual(3);
  expect(before).toBeGreaterThan(3);
  await staff.keyboard.press('Escape');
  await expect(staff.locator('[data-item-uid="itm_pf_key_management"]').first()).toHaveAttribute('data-gh-unlocked', 'true');
  await banner.getByRole('link', { name: 'Exit preview' }).click();
  await expect(staff.locator('[data-preview-as]')).toHaveCount(0);
  await staff.context().close();

  await page.goto('/?permissionProfileId=pp_enterprise');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('[data-preview-as]')).toHaveCount(0);
  expectNoCanaries(await page.content(), 'the public page with preview parameters');
});
