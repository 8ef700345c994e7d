/** Staff sign in to /admin with a magic link that arrives by email (the server's outbox of .eml files). */
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInThroughForm } from '../support/admin.ts';
import { linkIn, outboxSnapshot, waitForEmail } from '../support/mail.ts';

test('a staff member signs in through the link in the email', async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
  await expect(page.getByText(DEMO_ADMIN).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

  // The session survives a reload (it is a cookie, not page state).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
});

test('a sign-in link works once', async ({ page, browser }) => {
  const seen = await outboxSnapshot();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const link = linkIn(await waitForEmail({ to: DEMO_ADMIN, seen }), '/api/admin/auth/callback?token=');
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

  // Someone else opening the same link later is not signed in.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(link!);
    await expect(otherPage.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    await expect(otherPage.getByRole('alert')).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('without a session the admin API answers 401', async ({ request }) => {
  const response = await request.get('/api/admin/draft');
  expect(response.status()).toBe(401);
});
