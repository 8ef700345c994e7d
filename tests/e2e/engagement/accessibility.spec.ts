/**
 * axe-core with each engagement modal open, at 1280px and 390px: the share popover, the subscribe popover, the
 * subscription result and unsubscribe modals, and the knowledge-base modal. No serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ORG_NAME, WIDTHS, hydrated } from './helpers.ts';

// Twice the default: the longest of these take 25–40 s on an idle machine, closer to 60 s on a slower one.
test.describe.configure({ timeout: 120_000 });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** A token whose payload names a subject (the modal opens; nothing is sent). */
const UNSIGNED_TOKEN = `e30.${Buffer.from(JSON.stringify({ sub: 'someone@example.com' })).toString('base64url')}.sig`;

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('share and subscribe popovers', async ({ page }) => {
      await page.goto('/');
      await hydrated(page, 'ShareControl');
      const control =
        size.width >= 1280 ? page.getByRole('complementary', { name: 'Share and subscribe' }) : page.getByRole('region', { name: 'Share and subscribe' });
      await control.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('dialog', { name: 'Share the Trust Center' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await control.getByRole('button', { name: 'Subscribe' }).click();
      const subscribe = page.getByRole('dialog', { name: `Subscribe to ${ORG_NAME}'s updates` });
      await expect(subscribe).toBeVisible();
      await subscribe.getByRole('button', { name: 'Subscribe' }).click();
      await expect(subscribe.getByText('Email is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('subscription result and unsubscribe modals', async ({ page }) => {
      for (const [query, name] of [
        ['subscribeStatus=confirmed', 'Subscription confirmed'],
        ['subscribeStatus=token%20invalid', 'Subscription failed'],
        [`unsubscribeToken=${UNSIGNED_TOKEN}`, 'Unsubscribe from updates'],
      ] as const) {
        await page.goto(`/?${query}`);
        await expect(page.getByRole('dialog', { name })).toBeVisible();
        expect(await seriousViolations(page), query).toEqual([]);
      }
    });

    test('the knowledge-base modal', async ({ page }) => {
      await page.goto('/');
      const panel = page.getByRole('region', { name: 'Knowledge Base' });
      await panel.scrollIntoViewIfNeeded();
      await hydrated(page, 'KnowledgeBaseMore');
      await panel.getByRole('button', { name: 'View more' }).click();
      const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
      await expect(dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(10);
      if (size.width >= 768) {
        await dialog.getByRole('list', { name: 'Entries' }).getByRole('button').first().click();
        await expect(dialog.getByRole('region', { name: 'Details' })).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
