/**
 * Helpers of the gated-access end-to-end specs: unique addresses, the staff admin's access API (with a signed-in
 * staff page), and a member signing in through the emailed link as a person would.
 */
import { expect, type APIResponse, type Browser, type Page } from '@playwright/test';
import { postOnce, signIn } from '../support/admin.ts';
import { linkIn, outboxSnapshot, waitForEmail } from '../support/mail.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

/** The demo organisation (content/demo). */
export const ORG_ID = 'org_northwind';
/** The product of the demo's home page. */
const DEMO_PRODUCT = 'prod_platform';

let counter = 0;
/** A unique label for this run: addresses and domains never collide with earlier tests. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** A JSON write as the portal's own pages send it (with their Origin). */
const json = { 'content-type': 'application/json', ...SAME_ORIGIN };

/** A signed-in staff admin page in its own browser context, on the admin's Access section. */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/admin/access');
  return page;
}

/** The JSON body of a 200 answer (`T`: what the caller reads of it). */
async function ok<T = unknown>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Creates an account (staff API) and returns its id. */
export async function createAccount(
  staff: Page,
  body: { name: string; domains?: string[]; permissionProfileId: string; expiresAt?: number | null; ndaOnFile?: boolean },
): Promise<string> {
  const { account } = await ok<{ account: { id: string } }>(
    await staff.request.post('/api/admin/access/accounts', { data: { domains: [], expiresAt: null, ndaOnFile: false, ...body }, headers: json }),
  );
  return account.id;
}

/** Adds a member to an account (staff API; the member gets a sign-in email). */
export async function addMember(staff: Page, accountId: string, email: string, firstName = 'Pat'): Promise<void> {
  await ok(await staff.request.post(`/api/admin/access/accounts/${accountId}/members`, { data: { email, firstName, lastName: 'Tester' }, headers: json }));
}

/** An account with one member, `email`, set up by a staff session closed afterwards; returns the account's id. */
export async function accountWithMember(browser: Browser, account: Parameters<typeof createAccount>[1], email: string, firstName?: string): Promise<string> {
  const staff = await staffPage(browser);
  const accountId = await createAccount(staff, account);
  await addMember(staff, accountId, email, firstName);
  await staff.context().close();
  return accountId;
}

/** The access settings as the edge answers them: the secrets only say whether one is stored. */
type StoredSettings = Record<string, unknown> & { webhook: { secretSet: boolean }; byoid: { sharedSecretSet: boolean } };

/** Reads and changes the access settings (staff API), returning the previous ones to restore. */
export async function patchSettings(staff: Page, patch: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { settings } = await ok<{ settings: StoredSettings }>(await staff.request.get('/api/admin/access/settings'));
  const { secretSet: _w, ...webhook } = settings.webhook;
  const { sharedSecretSet: _b, ...byoid } = settings.byoid;
  const previous = { ...settings, webhook, byoid };
  await ok(await staff.request.put('/api/admin/access/settings', { data: { ...previous, ...patch }, headers: json }));
  return previous;
}

export async function restoreSettings(staff: Page, previous: Record<string, unknown>): Promise<void> {
  await ok(await staff.request.put('/api/admin/access/settings', { data: previous, headers: json }));
}

/** The sign-in link of the newest email to `to` that was not in `seen`. */
export async function signInLink(to: string, seen: Set<string>): Promise<string> {
  const email = await waitForEmail({ to, seen });
  const link = linkIn(email, '/login/callback?token=');
  expect(link, `sign-in link in ${email.file}`).toBeTruthy();
  return link!;
}

/**
 * Opens a portal page and waits until the access island is interactive (it hydrates on the visitor's first
 * interaction, here a key press; a signed-in member's page hydrates at once).
 */
export async function gotoPortal(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.keyboard.press('Shift');
  await expect(page.locator('astro-island:has([data-access-controls]), astro-island:has([data-account-menu])').first()).not.toHaveAttribute('ssr', /.*/);
}

/**
 * The member asks for a sign-in link as the portal's "Reclaim access" dialog does (`POST /api/share/{org}/login`)
 * and follows it; ends on the portal in account mode. The dialog itself is exercised by the sign-in specs.
 */
export async function signInMember(page: Page, email: string): Promise<void> {
  const seen = await outboxSnapshot();
  await postOnce(`/api/share/${ORG_ID}/login`, { email, productId: DEMO_PRODUCT });
  await page.goto(await signInLink(email, seen));
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toBeVisible();
}

/** The account dropdown's button. */
export function accountMenu(page: Page) {
  return page.locator('[data-account-menu] summary');
}

/** Fills the request form's required fields (demo: job title, relationship, country and products enabled). */
export async function fillRequestForm(page: Page, { email, company = 'Example Corp' }: { email: string; company?: string }): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByLabel('Last name').fill('Lee');
  // An invitation pre-fills the address and keeps it fixed.
  const emailField = dialog.getByLabel('Work email');
  if (await emailField.isEditable()) await emailField.fill(email);
  else await expect(emailField).toHaveValue(email);
  await dialog.getByLabel('Company').fill(company);
  await dialog.getByLabel('Job title').fill('Security Engineer');
  await dialog.getByLabel('Relationship').selectOption({ label: 'Prospective Customer' });
  await dialog.getByLabel('Country').selectOption('United States');
  await dialog.getByLabel('I agree to the terms').check();
}
