/**
 * Account mode: invite a colleague (and the colleague accepts), the clickwrap NDA and the signed copy, logout,
 * and expired access with an extension request confirmed from the email.
 */
import { expect, test } from '@playwright/test';
import { linkIn, outboxSnapshot, waitForEmail } from '../support/mail.ts';
import {
  accountMenu,
  accountWithMember,
  addMember,
  createAccount,
  fillRequestForm,
  gotoPortal,
  patchSettings,
  restoreSettings,
  signInLink,
  signInMember,
  staffPage,
  unique,
} from './access-helpers.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

// Several sign-ins by email per test on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test('a member invites a colleague, who accepts the invitation and joins the account', async ({ page, browser }) => {
  const label = unique('inv');
  const member = `lead@${label}.example`;
  await accountWithMember(browser, { name: `Invite ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Lena');

  await signInMember(page, member);
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Invite colleagues' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite colleagues' });
  const input = dialog.getByLabel('Email addresses');
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('nope');
  await input.press('Enter');
  await expect(dialog.getByText('"nope" is not a valid email')).toBeVisible();
  await expect(send).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove nope' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  const colleague = `Mate@${label}.example`;
  await input.fill(colleague);
  await input.press('Space');
  await input.fill(colleague.toLowerCase());
  await input.press(',');
  await expect(dialog.getByText(`"${colleague.toLowerCase()}" has already been added`)).toBeVisible();
  await input.fill('');
  await input.press('Tab');
  await expect(dialog.locator(`[data-chip="${colleague.toLowerCase()}"]`)).toBeVisible();
  await expect(dialog.getByLabel('Message (optional)')).toHaveAttribute('rows', '7');
  await dialog.getByLabel('Message (optional)').fill('  Please review our vendor file.  ');
  const seen = await outboxSnapshot();
  await expect(send).toBeEnabled();
  await send.click();
  const sent = page.getByRole('dialog', { name: 'Invitations sent' });
  await expect(sent.getByText('Your colleagues will receive an email')).toBeVisible();
  await sent.getByRole('button', { name: 'Invite a different colleague' }).click();
  await expect(dialog.getByLabel('Email addresses')).toHaveValue('');
  await expect(dialog.locator('[data-chip]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The colleague opens the invitation: the request tab, pre-filled with the invited address.
  const invitation = await waitForEmail({ to: colleague.toLowerCase(), seen });
  expect(invitation.text).toContain('Please review our vendor file.');
  const link = linkIn(invitation, 'inviteToken=')!;
  const other = await browser.newContext();
  const colleaguePage = await other.newPage();
  await gotoPortal(colleaguePage, link.replace(/^https?:\/\/[^/]+/, ''));
  const request = colleaguePage.getByRole('dialog', { name: 'Request access' });
  await expect(request.getByLabel('Work email')).toHaveValue(colleague.toLowerCase());
  const seen2 = await outboxSnapshot();
  await fillRequestForm(colleaguePage, { email: colleague.toLowerCase(), company: 'Mate Co' });
  await request.getByRole('button', { name: 'Request access' }).click();
  await expect(colleaguePage.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
  await colleaguePage.goto(await signInLink(colleague.toLowerCase(), seen2));
  await expect(accountMenu(colleaguePage)).toBeVisible();
  await accountMenu(colleaguePage).click();
  await expect(colleaguePage.locator('[data-account-menu]')).toContainText(`Invite ${label}`);
  await other.close();
});

test('NDA clickwrap: accepted before gated content shows; the signed NDA downloads as a PDF', async ({ page, browser }) => {
  const label = unique('nda');
  const staff = await staffPage(browser);
  const previous = await patchSettings(staff, { ndaRequired: true });
  try {
    const accountId = await createAccount(staff, { name: `NDA ${label}`, permissionProfileId: 'pp_standard_nda' });
    const member = `signer@${label}.example`;
    await addMember(staff, accountId, member, 'Sam');

    await signInMember(page, member);
    const nda = page.getByRole('dialog', { name: 'Non-disclosure agreement' });
    await expect(nda).toBeVisible();
    await expect(nda.locator('[data-nda-text]')).toContainText('Non-Disclosure Agreement');
    // Before accepting, the restricted item stays locked.
    await expect(page.locator('[data-item-uid="itm_pf_key_management"]').first().getByRole('img', { name: 'Restricted item' })).toBeVisible();
    const agree = nda.getByRole('button', { name: 'I agree' });
    await expect(agree).toBeDisabled();
    await nda.getByLabel('Full name').fill('Sam Signer');
    await nda.getByLabel('I have read and agree to this agreement').check();
    await agree.click();
    await expect(nda).toHaveCount(0);
    // The reminder toast, and the item unlocked.
    await expect(page.getByRole('status').filter({ hasText: "You signed Northwind Cloud's NDA" })).toBeVisible();
    await expect(page.locator('[data-item-uid="itm_pf_key_management"]').first()).toHaveAttribute('data-gh-unlocked', 'true');

    await accountMenu(page).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download NDA' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('northwind-cloud-nda-signer.pdf');

    // Staff see the signature on the account.
    await staff.reload();
    const panel = staff.locator('[data-access-panel]');
    await panel.getByRole('tab', { name: 'Accounts' }).click();
    await expect(panel.locator(`[data-account="NDA ${label}"]`)).toContainText('NDA signed by 1 of 1');
  } finally {
    await restoreSettings(staff, previous);
    await staff.context().close();
  }
});

test('a failed NDA download shows "Failed to download NDA. Please contact support." for 10 s', async ({ page, browser }) => {
  const label = unique('ndafail');
  const member = `x@${label}.example`;
  const accountId = await accountWithMember(browser, { name: `NDA fail ${label}`, permissionProfileId: 'pp_standard_nda' }, member);
  await signInMember(page, member);
  // Sign the clickwrap through the API with the member's session, then reload: the menu offers the download.
  const nda = await (await page.request.get(`/api/statuspage/share/${accountId}/external/nda`)).json();
  const accepted = await page.request.post(`/api/statuspage/share/${accountId}/external/nda/accept`, {
    data: { name: 'X Person', version: nda.version },
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
  expect(accepted.status()).toBe(200);
  await gotoPortal(page);
  await page.route('**/download-signed-clickwrap-nda', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  // The menu may be opened while the account view is still being refreshed; open it until the NDA entry shows.
  const download = page.getByRole('button', { name: 'Download NDA' });
  await expect(async () => {
    if (!(await download.isVisible())) await accountMenu(page).click();
    await expect(download).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await download.click();
  const snack = page.getByRole('alert').filter({ hasText: 'Failed to download NDA. Please contact support.' });
  await expect(snack).toBeVisible();
  await expect(page.locator('.toast.toast-end.toast-bottom')).toContainText('Failed to download NDA. Please contact support.');
  await expect(snack).toBeHidden({ timeout: 12_000 });
});

test('the NDA reminder toast shows once the NDA has passed and hides itself after 20 s', async ({ page, browser }) => {
  const label = unique('ndatoast');
  const member = `t@${label}.example`;
  const accountId = await accountWithMember(browser, { name: `NDA toast ${label}`, permissionProfileId: 'pp_standard_nda' }, member);
  await signInMember(page, member);
  const nda = await (await page.request.get(`/api/statuspage/share/${accountId}/external/nda`)).json();
  const accepted = await page.request.post(`/api/statuspage/share/${accountId}/external/nda/accept`, {
    data: { name: 'T Person', version: nda.version },
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
  expect(accepted.status()).toBe(200);
  await gotoPortal(page);
  const toast = page.locator('[data-nda-toast]');
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 25_000 });
  // Still there well before 20 s, gone by 20 s (plus the time the assertion polls).
  expect(Date.now() - shownAt).toBeGreaterThan(15_000);
});

test('logout returns to the public page', async ({ page, browser }) => {
  const label = unique('out');
  const member = `bye@${label}.example`;
  const accountId = await accountWithMember(browser, { name: `Logout ${label}`, permissionProfileId: 'pp_standard_nda' }, member);

  await signInMember(page, member);
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('gh_account');
  const response = await page.request.get(`/api/statuspage/share/${accountId}/external/view`);
  expect(response.status()).toBe(401);
});

test('a member no longer sees "Start your security review"; the account avatar is a round initial', async ({ page, browser }) => {
  const label = unique('ban');
  const member = `zed@${label}.example`;
  await accountWithMember(browser, { name: `Banner ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Zoe');

  await gotoPortal(page);
  const banner = page.getByRole('region', { name: 'Start your security review' });
  await expect(banner).toBeVisible();
  await signInMember(page, member);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('link', { name: 'View & download sensitive information' })).toBeHidden();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const avatar = page.locator('[data-account-avatar] > span');
    await expect(avatar).toHaveText('Z');
    const box = (await avatar.boundingBox())!;
    expect(Math.abs(box.width - box.height), `avatar ${box.width}x${box.height} at ${width}px`).toBeLessThanOrEqual(1);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeLessThanOrEqual(32);
    await avatar.screenshot({ path: test.info().outputPath(`avatar-${width}.png`) });
  }
});

test('expired access: the member asks for an extension, and confirms it from the email', async ({ page, browser }) => {
  const label = unique('exp');
  const staff = await staffPage(browser);
  const accountId = await createAccount(staff, { name: `Expired ${label}`, permissionProfileId: 'pp_standard_nda', expiresAt: Date.now() - 86_400_000 });
  const member = `old@${label}.example`;
  await addMember(staff, accountId, member);

  await gotoPortal(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill(member);
  await page.getByRole('dialog').getByRole('button', { name: 'Send me a sign-in link' }).click();
  const expired = page.getByRole('dialog', { name: 'Your access has expired' });
  await expect(expired).toBeVisible();
  // Without a session, anyone could type this address: the request waits for the member's confirmation.
  const seen = await outboxSnapshot();
  await expired.getByRole('button', { name: 'Request an extension' }).click();
  const check = page.getByRole('dialog', { name: 'Check your email' });
  await expect(check).toContainText(`If ${member} is a member of this account, we emailed it a link to confirm your request for an extension.`);

  const mail = await waitForEmail({ to: member, seen });
  const link = linkIn(mail, '/extend-access/confirm?token=');
  expect(link, `confirmation link in ${mail.file}`).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('dialog', { name: 'Request sent' })).toBeVisible();

  // The link again: "You have already requested access to this account."
  await page.goto(link!);
  await expect(page.getByText('You have already requested access to this account.')).toBeVisible();

  // Staff see the extension request.
  await staff.reload();
  const panel = staff.locator('[data-access-panel]');
  await expect(panel.locator(`[data-access-request="${member}"]`)).toContainText('Extension');
  await staff.context().close();
});
