/**
 * A visitor requests access, a staff member approves it in the admin, the visitor follows the emailed magic link
 * and the page re-renders in account mode with the restricted item unlocked.
 */
import { expect, test } from '@playwright/test';
import { expectNoCanaries } from '../support/canaries.ts';
import { outboxSnapshot } from '../support/mail.ts';
import { accountMenu, fillRequestForm, gotoPortal, signInLink, staffPage, unique } from './access-helpers.ts';

// Several sign-ins by email per test on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test('the request form shows the exact validation messages', async ({ page }) => {
  await gotoPortal(page);
  await page.getByRole('button', { name: 'Request access' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request access' });
  await dialog.getByRole('button', { name: 'Request access' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Company name is required',
    'You must agree to the terms',
    'This field is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await dialog.getByLabel('Work email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Request access' }).click();
  await expect(dialog.getByText('This email is invalid', { exact: true })).toBeVisible();
  // The country list starts with the United States, then goes alphabetically.
  const countries = await dialog.getByLabel('Country').locator('option').allTextContents();
  expect(countries.slice(1, 4)).toEqual(['United States', 'Afghanistan', 'Albania']);
  const relationships = await dialog.getByLabel('Relationship').locator('option').allTextContents();
  expect(relationships.slice(1)).toEqual(['Customer', 'Prospective Customer', 'Vendor', 'Partner', 'Regulator/Auditor', 'Researcher', 'Other']);
  // Back on the request tab goes to the login tab; Back there closes the modal.
  await dialog.getByRole('button', { name: 'Back' }).click();
  const login = page.getByRole('dialog', { name: 'Reclaim access' });
  await expect(login.getByLabel('Email')).toBeVisible();
  await login.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // loginRequest=true opens the reclaim-access tab; a spent sign-in link explains itself there.
  await gotoPortal(page, '/?loginRequest=true&loginError=link_invalid');
  const reclaim = page.getByRole('dialog', { name: 'Reclaim access' });
  await expect(reclaim.getByText('This sign-in link is invalid or has expired. Request a new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('request access → staff approves in the admin → magic link → the account view unlocks the item', async ({ page, browser }) => {
  const label = unique('req');
  const email = `ann.${label}@${label}.example`;

  // Anonymous: the restricted item is locked and its details are not on the page.
  await gotoPortal(page);
  const row = page.locator('[data-item-uid="itm_pf_key_management"]').first();
  await expect(row.getByRole('img', { name: 'Restricted item' })).toBeVisible();
  expectNoCanaries(await page.content(), 'the public home page');
  // Documents are private: the request-access prompt shows to public visitors.
  await expect(page.locator('[data-access-prompt]')).toContainText('Some documents are private. Request access to view them.');

  // The restricted item's own page offers "Get access" under its notice.
  const itemHref = await row.getByRole('link', { name: 'Key management' }).getAttribute('href');
  await gotoPortal(page, itemHref!);
  await page.getByRole('button', { name: 'Get access' }).click();
  await expect(page.getByRole('dialog', { name: 'Get access' })).toContainText('Key management');
  await page.getByRole('dialog', { name: 'Get access' }).getByRole('button', { name: 'Close' }).first().click();
  await gotoPortal(page);

  // Opening the restricted item offers "Get access".
  await row.getByRole('link', { name: 'Key management' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get access' });
  await expect(dialog).toBeVisible();
  await fillRequestForm(page, { email, company: `Corp ${label}` });
  await dialog.getByRole('button', { name: 'Request access' }).click();
  await expect(page.getByRole('dialog', { name: 'Request sent' })).toBeVisible();

  // A second request from the same address is pending; the address was remembered as last used.
  await gotoPortal(page);
  await page.getByRole('button', { name: 'Request access' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Work email')).toHaveValue(email);
  await fillRequestForm(page, { email, company: `Corp ${label}` });
  await page.getByRole('dialog').getByRole('button', { name: 'Request access' }).click();
  await expect(page.getByRole('dialog', { name: 'Your request is pending' })).toBeVisible();

  // Staff approve it in the admin into a new account with the Standard NDA profile.
  const staff = await staffPage(browser);
  const panel = staff.locator('[data-access-panel]');
  await panel.scrollIntoViewIfNeeded();
  const request = panel.locator(`[data-access-request="${email}"]`);
  await expect(request).toBeVisible();
  await expect(request.getByText(`Corp ${label}`)).toBeVisible();
  // The requested products are listed by name, never by id.
  await expect(request).toContainText('Northwind Platform');
  await expect(request).not.toContainText('prod_platform');
  await request.getByRole('button', { name: 'Approve' }).click();
  await request.getByLabel('New account').check();
  await request.getByLabel('Permission profile').selectOption({ label: 'Standard NDA' });
  const seen = await outboxSnapshot();
  await request.getByRole('button', { name: 'Approve access' }).click();
  await expect(panel.locator(`[data-access-request="${email}"]`)).toHaveCount(0);
  await panel.getByRole('tab', { name: 'Accounts' }).click();
  await expect(panel.locator(`[data-account="Corp ${label}"]`)).toContainText(email);
  await staff.context().close();

  // The visitor follows the emailed link: account mode, the item unlocked with its details.
  await page.goto(await signInLink(email, seen));
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.locator('[data-access-prompt]')).toBeHidden();
  const unlocked = page.locator('[data-item-uid="itm_pf_key_management"]').first();
  await expect(unlocked).toHaveAttribute('data-gh-unlocked', 'true');
  await expect(unlocked.getByRole('img', { name: 'Restricted item' })).toHaveCount(0);
  // Nothing is listed twice: cards still show at most three items, and every list names each item once.
  const lists = await page.evaluate(() =>
    [...document.querySelectorAll('article[data-card-kind] ul, [id^="card-drawer-"] ul')].map((list) => ({
      card: list.closest('article[data-card-kind]') !== null && list.closest('[id^="card-drawer-"]') === null,
      uids: [...list.querySelectorAll(':scope > [data-item-uid]')].map((li) => li.getAttribute('data-item-uid')),
    })),
  );
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) {
    expect(new Set(list.uids).size).toBe(list.uids.length);
    if (list.card) expect(list.uids.length).toBeLessThanOrEqual(3);
  }
  await unlocked.getByRole('link', { name: 'Key management' }).click();
  const details = page.getByRole('dialog', { name: 'Key management' });
  await expect(details).toContainText('CANARY-KMSEXPL-4AB8AF');
  await details.getByRole('button', { name: 'Close' }).first().click();
  // The item's own page shows the details too.
  const itemPath = await unlocked.getByRole('link', { name: 'Key management' }).getAttribute('href');
  await gotoPortal(page, itemPath!);
  await expect(page.locator('article[data-item-uid="itm_pf_key_management"]')).toContainText('CANARY-KMSEXPL-4AB8AF');
  await expect(page.getByRole('button', { name: 'Get access' })).toHaveCount(0);
  // Standard NDA does not list the restricted hidden items.
  await expect(page.getByText('CANARY-REDTEAMTITLE-849520')).toHaveCount(0);
});

test('a free-mail address is refused with "Please use your work email."', async ({ page }) => {
  await gotoPortal(page, '/?requestAccess=true');
  const dialog = page.getByRole('dialog', { name: 'Request access' });
  await expect(dialog).toBeVisible();
  await fillRequestForm(page, { email: `${unique('free')}@gmail.com` });
  await dialog.getByRole('button', { name: 'Request access' }).click();
  await expect(dialog.getByText('Please use your work email.', { exact: true })).toBeVisible();
  // The address parameter is removed once handled.
  await expect(page).toHaveURL(/\/$/);
});
