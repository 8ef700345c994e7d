/**
 * TPRM (visitor spec §2 "Send data to TPRM", §4 "TPRM flow", §9): a member chooses a partner, Next generates a
 * token shown once with "Copied" for 5 s, the 24-hour / single-view notice and the instructions link; the partner
 * pulls the account's data with it once (no canary outside the account's profile), and the second pull is refused;
 * Back revokes the token it leaves (its pull is refused), Done keeps it.
 */
import { expect, test } from '@playwright/test';
import { accountMenu, accountWithMember, signInMember, staffPage, unique } from '../access/access-helpers.ts';
import { openTab } from '../admin-settings/helpers.ts';
import { readDraft } from '../support/admin.ts';

test.describe.configure({ timeout: 120_000 });

test('a member generates a TPRM token, copies it, and the partner pulls the data once', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const label = unique('tprm');
  const member = `risk@${label}.example`;
  const accountId = await accountWithMember(browser, { name: `TPRM ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Terry');
  await signInMember(page, member);

  await accountMenu(page).click();
  await page.locator('[data-account-menu]').getByRole('button', { name: 'Send data to TPRM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send data to TPRM tool' });
  await expect(dialog.getByText('Choose a partner integration')).toBeVisible();
  await dialog.getByRole('radio', { name: /Whistic/ }).check();

  const issued = page.waitForResponse((r) => /\/external\/[^/]+\/jwt\/$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('button', { name: 'Next' }).click();
  expect((await issued).status()).toBe(200);
  const tokenBox = dialog.getByLabel(/Your token/);
  await expect(tokenBox).not.toHaveValue('');
  const firstToken = await tokenBox.inputValue();
  expect(firstToken.split('.')).toHaveLength(3);
  await expect(dialog.getByText('Tokens expire after 24 hours and cannot be viewed more than once.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Instructions' })).toHaveAttribute('href', '/api/tprm/v1/docs');

  // Copy: "Copied" for 5 s, then "Copy" again.
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstToken);
  await page.waitForTimeout(4000);
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3000 });

  // Back returns to the partner list (the token is not shown again) and revokes the token: its pull is refused.
  const revoked = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/external\/[^/]+\/jwt\/$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('Choose a partner integration')).toBeVisible();
  await expect(dialog.getByLabel(/Your token/)).toHaveCount(0);
  expect((await revoked).status()).toBe(200);
  const partner = await browser.newContext();
  const discarded = await partner.request.get('/api/tprm/v1/trust-data', { headers: { authorization: `Bearer ${firstToken}` } });
  expect(discarded.status()).toBe(401);

  // Next gives a new token; Done closes and keeps it.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel(/Your token/)).not.toHaveValue('');
  const token = await dialog.getByLabel(/Your token/).inputValue();
  expect(token).not.toBe(firstToken);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The partner pulls with the kept token, without any cookie: once.
  const first = await partner.request.get('/api/tprm/v1/trust-data', { headers: { authorization: `Bearer ${token}` } });
  expect(first.status()).toBe(200);
  const data = await first.json();
  expect(data.account).toEqual({ id: accountId, name: `TPRM ${label}` });
  expect(data.partner.name).toBe('Whistic');
  const text = JSON.stringify(data);
  // The account's profile (Standard NDA) unlocks the SOC 2 explanation, never the Enterprise-only red team item.
  expect(text).toContain('CANARY-SOCEXPL-E1D58F');
  expect(text).not.toContain('CANARY-REDTEAMTITLE-849520');

  const second = await partner.request.get('/api/tprm/v1/trust-data', { headers: { authorization: `Bearer ${token}` } });
  expect(second.status()).toBe(410);
  expect((await second.json()).error).toBe('This TPRM token was already used: a token can be viewed only once. Generate a new one in the trust center.');

  // The instructions page the modal links to.
  const docs = await partner.request.get('/api/tprm/v1/docs');
  expect(await docs.text()).toContain('/api/tprm/v1/trust-data');
  await partner.close();
});

test('staff add, validate and remove a TPRM partner in the settings (draft)', async ({ browser }) => {
  const staff = await staffPage(browser);
  await staff.goto('/admin');
  const panel = await openTab(staff, 'TPRM partners');
  const list = panel.getByRole('list', { name: 'TPRM partners' });
  await expect(list.getByLabel('Partner name').nth(0)).toHaveValue('OneTrust');
  await expect(list.getByLabel('Partner name').nth(1)).toHaveValue('Whistic');

  await panel.getByRole('button', { name: 'Add partner' }).click();
  // Saving the empty new row shows both its errors at once.
  await panel.getByRole('button', { name: 'Save partners' }).click();
  await expect(panel.getByText('Partner name is required')).toBeVisible();
  await expect(panel.getByText("Enter the partner's domain, such as vendor-risk.example")).toBeVisible();
  await expect(list.getByLabel('Domain').nth(2)).toHaveAttribute('aria-invalid', 'true');
  // A name already listed: the error speaks of the name (ids are never shown).
  await list.getByLabel('Partner name').nth(2).fill('Whistic');
  await list.getByLabel('Domain').nth(2).fill('other.example');
  await panel.getByRole('button', { name: 'Save partners' }).click();
  await expect(panel.getByText('Each partner needs its own name')).toBeVisible();
  await expect(list.getByLabel('Partner name').nth(2)).toHaveAttribute('aria-invalid', 'true');

  await list.getByLabel('Partner name').nth(2).fill('Vanta Vendor Risk');
  await list.getByLabel('Domain').nth(2).fill('not a domain');
  await panel.getByRole('button', { name: 'Save partners' }).click();
  await expect(panel.getByText("Enter the partner's domain, such as vendor-risk.example")).toBeVisible();

  await list.getByLabel('Domain').nth(2).fill('https://Vanta.example/login');
  await panel.getByRole('button', { name: 'Save partners' }).click();
  await expect(panel.getByText('Partners saved to the draft. Publish to make them live.')).toBeVisible();
  await expect(list.getByLabel('Domain').nth(2)).toHaveValue('vanta.example');
  const { draft } = await readDraft(staff);
  expect(draft.tprmPartners).toContainEqual({ id: 'tprm_vanta_vendor_risk', name: 'Vanta Vendor Risk', domain: 'vanta.example' });

  // Leave the draft as it was.
  await list.getByRole('button', { name: 'Remove Vanta Vendor Risk' }).click();
  await panel.getByRole('button', { name: 'Save partners' }).click();
  await expect(panel.getByText('Partners saved to the draft. Publish to make them live.')).toBeVisible();
  expect(((await readDraft(staff)).draft.tprmPartners as { name: string }[]).map((p) => p.name)).toEqual(['OneTrust', 'Whistic']);
  await staff.context().close();
});
