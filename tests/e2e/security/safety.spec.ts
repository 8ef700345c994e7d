/**
 * Safety on the open internet, as a person sees it: a limit reached says when to try again; signing out ends the
 * session on the server (a copied cookie stops working); staff see their sessions and end another browser's.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../support/admin.ts';
import { hydrated, uniqueEmail } from '../engagement/helpers.ts';

const ORG_NAME = 'Northwind Cloud';

async function subscribeOnce(page: Page, email: string) {
  await page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${ORG_NAME}'s updates` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  return dialog;
}

test('past the limit for one address, the subscribe popover says when to try again', async ({ page }) => {
  const email = uniqueEmail('limit');
  await page.goto('/');
  await hydrated(page, 'SubscribeCenter');
  // The e2e server keeps the default of 3 subscribe requests per address and hour (playwright.config.ts).
  for (let i = 0; i < 3; i++) {
    const dialog = await subscribeOnce(page, email);
    await expect(page.getByRole('status').filter({ hasText: 'Please check your email inbox to confirm your subscription' })).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const dialog = await subscribeOnce(page, email);
  await expect(dialog.getByText('Too many attempts. Try again in 60 minutes.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

async function signedInContext(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN);
  return { context, page };
}

test('signing out of the admin ends the session: a copy of the cookie no longer works', async ({ browser }) => {
  const { context, page } = await signedInContext(browser);
  const copy = (await context.cookies()).find((c) => c.name === 'gh_staff')!;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await context.close();

  const thief = await browser.newContext();
  try {
    await thief.addCookies([copy]);
    expect((await thief.request.get('/api/admin/session')).status()).toBe(401);
    const page2 = await thief.newPage();
    await page2.goto('/admin');
    await expect(page2.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  } finally {
    await thief.close();
  }
});

test("staff see their sessions and end another browser's", async ({ browser }) => {
  const laptop = await signedInContext(browser);
  const phone = await signedInContext(browser);
  try {
    await laptop.page.goto('/admin/settings/sessions');
    const settings = laptop.page.getByRole('region', { name: 'Trust center settings' });
    await expect(settings.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    const own = settings.getByRole('table', { name: 'Your sessions' });
    await expect(own.getByText('This browser')).toHaveCount(1);
    const ends = own.getByRole('button', { name: /^End the session of/ });
    expect(await ends.count()).toBeGreaterThanOrEqual(1);
    // The newest other session is the phone's: sessions are listed most recently used first.
    await ends.first().click();
    await expect(settings.getByText('The session was ended: that browser is signed out.')).toBeVisible();

    await phone.page.reload();
    await expect(phone.page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    await laptop.page.reload();
    await expect(settings.getByRole('table', { name: 'Your sessions' }).getByText('This browser')).toHaveCount(1);
  } finally {
    await laptop.context.close();
    await phone.context.close();
  }
});
