/** Auto-approval by domain: staff set "If conditions are met" in the admin; a requester from an account's domain is approved at once. */
import { expect, test } from '@playwright/test';
import { outboxSnapshot } from '../support/mail.ts';
import { accountMenu, createAccount, fillRequestForm, gotoPortal, patchSettings, restoreSettings, signInLink, staffPage, unique } from './access-helpers.ts';

// Several sign-ins by email per test on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test('a requester whose email domain matches an account is approved automatically', async ({ page, browser }) => {
  const label = unique('auto');
  const domain = `${label}.example`;
  const staff = await staffPage(browser);
  const previous = await patchSettings(staff, {});
  try {
    await createAccount(staff, { name: `Auto ${label}`, domains: [domain], permissionProfileId: 'pp_enterprise' });
    // Staff switch auto-approval on in the admin's access settings.
    const panel = staff.locator('[data-access-panel]');
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('tab', { name: 'Access settings' }).click();
    await panel.getByLabel('If conditions are met').check();
    await expect(panel.getByLabel("The email domain matches an account's domains")).toBeChecked();
    await panel.getByRole('button', { name: 'Save access settings' }).click();
    await expect(panel.getByText('Access settings saved.')).toBeVisible();

    const email = `bo@${domain}`;
    const seen = await outboxSnapshot();
    await gotoPortal(page);
    await page.getByRole('button', { name: 'Request access' }).first().click();
    await fillRequestForm(page, { email, company: 'Someone Else Inc' });
    await page.getByRole('dialog').getByRole('button', { name: 'Request access' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

    await page.goto(await signInLink(email, seen));
    await expect(accountMenu(page)).toBeVisible();
    // The Enterprise profile lists a restricted hidden item: it joins its card (through "View more" once the card
    // shows three items).
    await page
      .locator('article[data-card-kind="reports"]')
      .first()
      .getByRole('button', { name: /^View more/ })
      .click();
    await expect(page.locator('#card-drawer-reports').getByText('Red team exercise 2026 CANARY-REDTEAMTITLE-849520')).toBeVisible();
  } finally {
    await restoreSettings(staff, previous);
    await staff.context().close();
  }
});
