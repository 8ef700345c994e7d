/** Staff preview the portal as a permission profile or an account, with the preview-as banner. */
import { expect, test } from '@playwright/test';
import { expectNoCanaries } from '../support/canaries.ts';
import { staffPage } from './access-helpers.ts';

test('staff preview as a permission profile; anonymous visitors get the public page for the same address', async ({ page, browser }) => {
  const staff = await staffPage(browser);
  await staff.goto('/?permissionProfileId=pp_enterprise');
  const banner = staff.locator('[data-preview-as]');
  await expect(banner).toContainText('Previewing as Enterprise');
  await expect(staff.getByText('Red team exercise 2026 CANARY-REDTEAMTITLE-849520').first()).toBeVisible();
  await expect(staff.locator('[data-item-uid="itm_pf_key_management"]').first()).toHaveAttribute('data-gh-unlocked', 'true');
  await banner.getByRole('link', { name: 'Exit preview' }).click();
  await expect(staff.locator('[data-preview-as]')).toHaveCount(0);
  await staff.context().close();

  await page.goto('/?permissionProfileId=pp_enterprise');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('[data-preview-as]')).toHaveCount(0);
  expectNoCanaries(await page.content(), 'the public page with preview parameters');
});
