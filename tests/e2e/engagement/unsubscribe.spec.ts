/**
 * Unsubscribing through the token of an update email: the confirmation modal, the success snack, and the failure
 * modal for an expired link — at 1280px and 390px. The update is emailed by the service the admin's update
 * publishing uses (`sendUpdateEmail`, see helpers.ts).
 */
import { expect, test } from '@playwright/test';
import { linkIn } from '../support/mail.ts';
import { WIDTHS, confirmedSubscriber, expiredUnsubscribeToken, hydrated, searchOf, sendDemoUpdate, subscriberStatus, uniqueEmail } from './helpers.ts';

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the unsubscribe link of an update email → confirm → "You have been unsubscribed to updates"', async ({ page, baseURL }) => {
      const email = uniqueEmail('leave');
      await confirmedSubscriber(page, email);
      const update = await sendDemoUpdate(email);

      // Every update email carries the one-click headers and a portal link with a signed token.
      expect(update.headers['list-unsubscribe']).toMatch(new RegExp(`^<${baseURL}/api/share/[^/]+/unsubscribe/one-click\\?token=[^>]+>$`));
      expect(update.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(update.text).toContain('annual penetration test');
      const link = linkIn(update, '/?unsubscribeToken=');
      expect(link, `unsubscribe link in ${update.file}`).toBeTruthy();

      await page.goto(link!);
      const confirm = page.getByRole('dialog', { name: 'Unsubscribe from updates' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText(email);
      await confirm.getByRole('button', { name: 'Unsubscribe' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'You have been unsubscribed to updates' })).toBeVisible();
      await expect(confirm).toBeHidden();
      expect(searchOf(page).has('unsubscribeToken')).toBe(false);
      expect(await subscriberStatus(email)).toBe('unsubscribed');
    });

    test('Cancel keeps the subscription and cleans the address', async ({ page }) => {
      const email = uniqueEmail('stay');
      await confirmedSubscriber(page, email);
      const link = linkIn(await sendDemoUpdate(email), '/?unsubscribeToken=')!;
      await page.goto(link);
      const confirm = page.getByRole('dialog', { name: 'Unsubscribe from updates' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      expect(searchOf(page).has('unsubscribeToken')).toBe(false);
      expect(await subscriberStatus(email)).toBe('confirmed');
    });

    test('an expired link shows "Unsubscribe failed" / "Your unsubscribe link expired" with the support contact', async ({ page }) => {
      const email = uniqueEmail('expired');
      await confirmedSubscriber(page, email);
      await page.goto(`/?unsubscribeToken=${await expiredUnsubscribeToken(email)}`);
      const confirm = page.getByRole('dialog', { name: 'Unsubscribe from updates' });
      await confirm.getByRole('button', { name: 'Unsubscribe' }).click();

      const failed = page.getByRole('dialog', { name: 'Unsubscribe failed' });
      await expect(failed).toBeVisible();
      await expect(failed.getByText('Your unsubscribe link expired')).toBeVisible();
      await expect(failed.getByRole('link', { name: 'support@northwind.example' })).toHaveAttribute('href', 'mailto:support@northwind.example');
      await failed.getByRole('button', { name: 'Close' }).click();
      await expect(failed).toBeHidden();
      expect(searchOf(page).has('unsubscribeToken')).toBe(false);
      expect(await subscriberStatus(email)).toBe('confirmed');
    });

    test('a token that does not decode to a subject opens nothing', async ({ page }) => {
      await page.goto('/?unsubscribeToken=not-a-token');
      await hydrated(page, 'SubscribeCenter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
