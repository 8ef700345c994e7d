/**
 * Subscribing: the popover with its exact texts, the success snack, the double opt-in through the `.eml` in the
 * outbox, the result modals of `subscribeStatus`, `?subscribe=true`, and a staff block — at 1280px and 390px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, openSection } from '../support/admin.ts';
import { linkIn, outboxSnapshot, waitForEmail } from '../support/mail.ts';
import { ORG_NAME, WIDTHS, hydrated, searchOf, subscriberStatus, uniqueEmail } from './helpers.ts';

const TITLE = `Subscribe to ${ORG_NAME}'s updates`;

function popover(page: Page) {
  return page.getByRole('dialog', { name: TITLE });
}

async function openFromUpdatesCard(page: Page) {
  await page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' }).click();
  await expect(popover(page)).toBeVisible();
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('subscribe → snack → confirmation email → its link → "Subscription confirmed" → address cleaned', async ({ page }) => {
      const email = uniqueEmail('confirm');
      await page.goto('/');
      // No wait for hydration: a click that comes first is queued and replayed.
      await openFromUpdatesCard(page);
      const dialog = popover(page);
      await expect(dialog.getByText('You may unsubscribe at any time')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://northwind.example/legal/terms');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

      const seen = await outboxSnapshot();
      await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Please check your email inbox to confirm your subscription' })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await subscriberStatus(email)).toBe('pending');

      const mail = await waitForEmail({ to: email, seen });
      const link = linkIn(mail, '/subscribe/confirm?token=');
      expect(link, `confirmation link in ${mail.file}`).toBeTruthy();
      await page.goto(link!);
      await expect(page).toHaveURL(/\/\?subscribeStatus=confirmed$/);
      const confirmed = page.getByRole('dialog', { name: 'Subscription confirmed' });
      await expect(confirmed).toBeVisible();
      expect(await subscriberStatus(email)).toBe('confirmed');

      await confirmed.getByRole('button', { name: 'Close' }).click();
      await expect(confirmed).toBeHidden();
      expect(searchOf(page).has('subscribeStatus')).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('the popover validates the email and stays open on failure', async ({ page }) => {
      await page.goto('/');
      await hydrated(page, 'SubscribeCenter');
      await openFromUpdatesCard(page);
      const dialog = popover(page);
      const submit = dialog.getByRole('button', { name: 'Subscribe' });

      await submit.click();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      await dialog.getByLabel('Email').fill('jane@');
      await submit.click();
      await expect(dialog.getByText('This email is invalid')).toBeVisible();

      await page.route('**/api/share/*/subscribe', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"error":"x","code":"INTERNAL"}' }),
      );
      await dialog.getByLabel('Email').fill(uniqueEmail('failure'));
      await submit.click();
      await expect(dialog.getByRole('alert')).toHaveText('Unfortunately, an unknown error has occurred.');
      await expect(dialog).toBeVisible();

      await page.unroute('**/api/share/*/subscribe');
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: 'Please check your email inbox to confirm your subscription' })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test('?subscribe=true opens the popover with source "direct link"; closing removes the parameter', async ({ page }) => {
      await page.goto('/?subscribe=true');
      const dialog = popover(page);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect(searchOf(page).has('subscribe')).toBe(false);

      await page.goto('/?subscribe=true');
      await expect(dialog).toBeVisible();
      const email = uniqueEmail('direct');
      await dialog.getByLabel('Email').fill(email);
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/subscribe') && r.method() === 'POST'),
        dialog.getByRole('button', { name: 'Subscribe' }).click(),
      ]);
      expect(request.postDataJSON()).toEqual({ email, source: 'direct link' });
      await expect(dialog).toBeHidden();
      expect(searchOf(page).has('subscribe')).toBe(false);
    });

    test('the page’s own Subscribe button sends source "subscribe button"', async ({ page }) => {
      await page.goto('/');
      await hydrated(page, 'ShareControl');
      const control =
        size.width >= 1280 ? page.getByRole('complementary', { name: 'Share and subscribe' }) : page.getByRole('region', { name: 'Share and subscribe' });
      await control.getByRole('button', { name: 'Subscribe' }).click();
      const dialog = popover(page);
      const email = uniqueEmail('button');
      await dialog.getByLabel('Email').fill(email);
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/subscribe') && r.method() === 'POST'),
        dialog.getByRole('button', { name: 'Subscribe' }).click(),
      ]);
      expect(request.postDataJSON()).toEqual({ email, source: 'subscribe button' });
    });

    test('an expired or forged confirmation link shows "Subscription failed" with "Try again"', async ({ page }) => {
      const email = uniqueEmail('invalid');
      await page.goto('/');
      await openFromUpdatesCard(page);
      const seen = await outboxSnapshot();
      await popover(page).getByLabel('Email').fill(email);
      await popover(page).getByRole('button', { name: 'Subscribe' }).click();
      const link = new URL(linkIn(await waitForEmail({ to: email, seen }), '/subscribe/confirm?token=')!);
      const token = link.searchParams.get('token')!;
      link.searchParams.set('token', `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);

      await page.goto(link.href);
      await expect(page).toHaveURL(/subscribeStatus=token%20invalid/);
      const failed = page.getByRole('dialog', { name: 'Subscription failed' });
      await expect(failed).toBeVisible();
      await expect(failed.getByText('Your subscription link expired. Please try to subscribe again.')).toBeVisible();
      expect(await subscriberStatus(email)).toBe('pending');

      await failed.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/\?subscribe=true$/);
      await expect(popover(page)).toBeVisible();
    });

    test('subscribeStatus=blocked says so with the support contact; Go back cleans the address', async ({ page }) => {
      await page.goto('/?subscribeStatus=blocked');
      const failed = page.getByRole('dialog', { name: 'Subscription failed' });
      await expect(failed).toBeVisible();
      await expect(failed.getByText('You are blocked from subscribing...')).toBeVisible();
      await expect(failed.getByRole('link', { name: 'support@northwind.example' })).toHaveAttribute('href', 'mailto:support@northwind.example');
      await failed.getByRole('button', { name: 'Go back' }).click();
      await expect(failed).toBeHidden();
      expect(searchOf(page).has('subscribeStatus')).toBe(false);
    });
  });
}

test('staff block a domain in the admin: subscribing from it is refused until the block is lifted', async ({ page }) => {
  const domain = `blocked-${Date.now()}.example`;
  await signIn(page);
  await openSection(page, 'Subscribers');
  const panel = page.getByRole('region', { name: 'Subscribers' });
  await panel.getByLabel('Email or domain to block').fill(`@${domain.toUpperCase()}`);
  await panel.getByRole('button', { name: 'Block' }).click();
  const row = panel.getByRole('listitem').filter({ hasText: domain });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Domain');

  await page.goto('/');
  await openFromUpdatesCard(page);
  await popover(page).getByLabel('Email').fill(`jane@eu.${domain}`);
  await popover(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(popover(page).getByRole('alert')).toHaveText('You are blocked from subscribing...');

  await page.goto('/admin/subscribers');
  await page
    .getByRole('region', { name: 'Subscribers' })
    .getByRole('listitem')
    .filter({ hasText: domain })
    .getByRole('button', { name: `Unblock ${domain}` })
    .click();
  await expect(page.getByRole('region', { name: 'Subscribers' }).getByRole('listitem').filter({ hasText: domain })).toHaveCount(0);

  await page.goto('/');
  await openFromUpdatesCard(page);
  await popover(page).getByLabel('Email').fill(`jane@eu.${domain}`);
  await popover(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(popover(page)).toBeHidden();
  expect(await subscriberStatus(`jane@eu.${domain}`)).toBe('pending');
  await page.goto('/admin/subscribers');
  await expect(
    page
      .getByRole('region', { name: 'Subscribers' })
      .getByRole('row')
      .filter({ hasText: `jane@eu.${domain}` }),
  ).toContainText('pending');
});
