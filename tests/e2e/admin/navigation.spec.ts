/**
 * The admin's navigation: each section at an address of its own (deep-linkable, kept on reload, Back and Forward
 * move between sections), settings tabs in the address, the publish status in view on every section, older
 * email links opening their section, at desktop and phone sizes, by mouse and by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSection, signIn } from '../support/admin.ts';

const SIZES = [
  { name: '1280×900', width: 1280, height: 900 },
  { name: '390×844', width: 390, height: 844 },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const publishStatus = (page: Page) => page.getByRole('status', { name: 'Publish status' });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('each section has its own address, survives a reload, and Back returns to the previous one', async ({ page }) => {
      await signIn(page);
      await expect(nav(page).getByRole('link')).toHaveText(['Trust Center', 'Settings', 'Access', 'Subscribers', 'Expiring soon', 'Analytics']);
      await expect(nav(page).getByRole('link', { name: 'Trust Center' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name: 'Publishing' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Trust center settings' })).toHaveCount(0);
      // The bar says what the Publishing panel says, in a few words.
      const draftState = (await page.getByTestId('draft-state').textContent())!.trim();
      await expect(publishStatus(page)).toContainText(draftState === 'Draft has unpublished changes' ? 'Unpublished changes' : 'Up to date');

      await openSection(page, 'Settings');
      await expect(page).toHaveURL(/\/admin\/settings$/);
      await expect(page.getByRole('region', { name: 'Trust center settings' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Publishing' })).toHaveCount(0);
      await expect(publishStatus(page)).toBeVisible();
      await expect(publishStatus(page).getByRole('link', { name: 'Go to publishing' })).toBeVisible();

      // A settings tab is part of the address, and a reload comes back to it.
      await page.getByRole('tab', { name: 'Updates', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/updates$/);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Updates', exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(nav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

      await openSection(page, 'Access');
      await expect(page).toHaveURL(/\/admin\/access$/);
      await expect(page.getByRole('region', { name: 'Access', exact: true })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/settings\/updates$/);
      await expect(page.getByRole('region', { name: 'Trust center settings' })).toBeVisible();
      await page.goForward();
      await expect(page.getByRole('region', { name: 'Access', exact: true })).toBeVisible();

      await publishStatus(page).getByRole('link', { name: 'Go to publishing' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('region', { name: 'Publishing' })).toBeVisible();
    });

    test('a section opens directly from its address, and older email links open their section', async ({ page }) => {
      await signIn(page);
      for (const [address, heading] of [
        ['/admin/subscribers', 'Subscribers'],
        ['/admin/expiring', 'Expiring soon'],
        ['/admin/analytics', 'Analytics'],
        ['/admin/settings/questionnaires', 'Trust center settings'],
      ] as const) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
        await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
      }
      await expect(page.getByRole('tab', { name: 'Questionnaires' })).toHaveAttribute('aria-selected', 'true');

      await page.goto('/admin#access');
      await expect(page).toHaveURL(/\/admin\/access$/);
      await expect(page.getByRole('region', { name: 'Access', exact: true })).toBeVisible();
      await page.goto('/admin?expiring=1');
      await expect(page).toHaveURL(/\/admin\/expiring$/);
      await expect(page.getByRole('region', { name: 'Expiring soon' })).toBeVisible();
    });

    test('the navigation works with the keyboard alone', async ({ page }) => {
      await signIn(page);
      const settings = nav(page).getByRole('link', { name: 'Settings' });
      await settings.focus();
      await expect(settings).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/settings$/);
      await page.keyboard.press('Tab');
      await expect(nav(page).getByRole('link', { name: 'Access' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Access', exact: true })).toBeVisible();
    });
  });
}
