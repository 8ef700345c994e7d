/**
 * Item links (visitor spec §2 "Routes and query parameters"): on an organisation with several products a
 * shortened `/item/{slug}` goes on to the item's page `/product/{product}/{slug}`; a restricted hidden item is
 * linked to like any other by those who may see it — `?itemUid={uid}` opens it and its page address shows its page,
 * for a member whose permission profile lists it and for staff previewing that profile — while everyone else gets
 * "Page not found". At 1280×900 and 390×844.
 */
import { expect, test } from '@playwright/test';
import { accountWithMember, gotoPortal, signInMember, staffPage, unique } from '../access/access-helpers.ts';

test.describe.configure({ timeout: 120_000 });

// Restricted, hidden, listed by the Enterprise permission profile only (content/demo).
const HIDDEN_UID = 'itm_pf_red_team_exercise';
const HIDDEN_PATH = '/product/platform/red-team-exercise';
const HIDDEN_TITLE = /^Red team exercise 2026/;

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('a shortened /item/{slug} goes on to the product page of the item', async ({ page }) => {
      await page.goto('/item/analytics-overview');
      await expect(page).toHaveURL(/\/product\/analytics\/analytics-overview\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Northwind Analytics');
      // A slug two products share: the default product's item.
      await page.goto('/item/soc-2-type-ii');
      await expect(page).toHaveURL(/\/product\/platform\/soc-2-type-ii\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('SOC 2 Type II');
    });

    test('a member whose profile lists a hidden item opens it from ?itemUid= and from its page address', async ({ page, browser }) => {
      const label = unique('link');
      const member = `linker@${label}.example`;
      await accountWithMember(browser, { name: `Links ${label}`, permissionProfileId: 'pp_enterprise', ndaOnFile: true }, member, 'Lin');
      await signInMember(page, member);

      await gotoPortal(page, `/?itemUid=${HIDDEN_UID}`);
      const dialog = page.getByRole('dialog', { name: HIDDEN_TITLE });
      await expect(dialog).toBeVisible();
      await expect(page).not.toHaveURL(/itemUid=/);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      const response = await page.goto(HIDDEN_PATH);
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(HIDDEN_TITLE);
      await expect(page.getByText('Page not found')).toBeHidden();
      await expect(page.locator('[data-item-page-from-view]')).toContainText('Results of the objective-based red team exercise');
      await expect(page.getByText('Type below to start a conversation')).toBeVisible();
      await expect(page).toHaveTitle(HIDDEN_TITLE);
    });

    test('staff previewing the profile reach the hidden item; a visitor or another profile gets "Page not found"', async ({ page, browser }) => {
      const staff = await staffPage(browser);
      await staff.setViewportSize(size);
      await staff.goto(`${HIDDEN_PATH}?permissionProfileId=pp_enterprise`);
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(HIDDEN_TITLE);
      await staff.goto(`${HIDDEN_PATH}?permissionProfileId=pp_standard_nda`);
      await expect(staff.locator('[data-preview-as]')).toBeVisible();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await staff.context().close();

      await gotoPortal(page, HIDDEN_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await gotoPortal(page, `/?itemUid=${HIDDEN_UID}`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(HIDDEN_TITLE)).toHaveCount(0);
    });
  });
}
