/**
 * A member's sign-in link brings them back to the address they asked from: here the portal reached as
 * 127.0.0.1 while its public address is localhost — both the organisation's. The link opens 127.0.0.1, its session
 * cookie belongs there, and the member lands on the portal signed in (not signed out on the other host).
 */
import { expect, test } from '@playwright/test';
import { outboxSnapshot } from '../support/mail.ts';
import { accountMenu, accountWithMember, signInLink, unique } from './access-helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('the sign-in link returns to the host the member asked from, signed in', async ({ page, browser, baseURL }) => {
  const label = unique('host');
  const member = `host@${label}.example`;
  await accountWithMember(browser, { name: `Host ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Hal');
  const other = new URL(baseURL!);
  other.hostname = '127.0.0.1';

  const seen = await outboxSnapshot();
  await page.goto(`${other.origin}/`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reclaim access' });
  await dialog.getByLabel('Email').fill(member);
  await dialog.getByRole('button', { name: 'Send me a sign-in link' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your email' });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('note')).toHaveCount(0);

  const link = await signInLink(member, seen);
  expect(new URL(link).host).toBe(other.host);
  await page.goto(link);
  await expect(page).toHaveURL(`${other.origin}/`);
  await expect(accountMenu(page)).toBeVisible();
  expect((await page.context().cookies(other.origin)).map((c) => c.name)).toContain('gh_account');
});
