/**
 * The knowledge-base modal's empty states (visitor spec §2 "Knowledge Base panel"): "No entries to show" when the
 * product has no entries at all — the entries list fetched on opening holds none for this product, e.g. a page
 * opened before a publish removed them — as distinct from "No results match this criteria" when a search finds
 * nothing among existing entries. At 1280px and 390px. An account member counts, lists and opens (`?kbEntry=`) their
 * own entries, account-level FAQs included.
 */
import { expect, test, type Page } from '@playwright/test';
import { accountWithMember, signInMember, unique } from '../access/access-helpers.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function openModal(page: Page) {
  const panel = page.getByRole('region', { name: 'Knowledge Base' });
  await panel.scrollIntoViewIfNeeded();
  const viewMore = panel.getByRole('button', { name: 'View more' });
  await page.keyboard.press('Shift'); // the island hydrates on the first interaction
  await page.waitForFunction(() => {
    const island = document.querySelector('astro-island[component-url*="/KnowledgeBaseMore."]');
    return !!island && !island.hasAttribute('ssr');
  });
  await viewMore.click();
  const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const size of WIDTHS) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });

    test('"No entries to show" when the product has no entries', async ({ page }) => {
      // The published list as it is, but every entry moved to another product.
      await page.route('**/knowledge-base.json', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { entries: { product_ids: string[] }[] };
        expect(body.entries.length).toBeGreaterThan(0);
        await route.fulfill({ response, json: { ...body, entries: body.entries.map((entry) => ({ ...entry, product_ids: ['prod_elsewhere'] })) } });
      });
      await page.goto('/');
      const dialog = await openModal(page);
      await expect(dialog.getByText('No entries to show')).toBeVisible();
      await expect(dialog.getByText('No results match this criteria')).toHaveCount(0);
      await expect(dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test('with entries, a search matching none says "No results match this criteria", not "No entries to show"', async ({ page }) => {
      await page.goto('/');
      const dialog = await openModal(page);
      await expect(dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem').first()).toBeVisible();
      await dialog.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('zzqx-nothing-like-this');
      await expect(dialog.getByText('No results match this criteria')).toBeVisible();
      await expect(dialog.getByText('No entries to show')).toHaveCount(0);
    });

    test("a search FAQ's Open button opens the knowledge-base modal on that entry with its details", async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
      const search = page.getByRole('dialog').filter({ has: page.getByRole('searchbox', { name: 'Search content' }) });
      await search.getByRole('searchbox', { name: 'Search content' }).fill('incident response plan');
      const faqs = search.getByRole('region', { name: 'Search results' }).getByRole('region', { name: /^FAQs \(\d+\)$/ });
      await faqs.getByRole('button', { name: /Do you have a documented incident response plan\?/ }).click();
      await search
        .getByRole('article', { name: /^FAQs: / })
        .getByRole('link', { name: 'Open' })
        .click();

      await expect(page).toHaveURL(/[?&]kbEntry=kb_012/);
      const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem').filter({ hasText: 'Do you have a documented incident response plan?' }),
      ).toHaveCount(1);
      if (size.width >= 768) {
        const details = dialog.getByRole('region', { name: 'Details' });
        await expect(details).toContainText('Question');
        await expect(details).toContainText('Do you have a documented incident response plan?');
        await expect(details).toContainText('Answer');
        await expect(details).toContainText('tested twice a year');
      }
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).searchParams.has('kbEntry')).toBe(false);
    });
  });
}

test.describe('account member', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.describe.configure({ timeout: 120_000 });

  test("counts and lists the member's own entries; the AI answer's cited FAQ opens that account-only entry", async ({ page, browser }) => {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Knowledge Base' });
    const publicCount = Number((await panel.locator('[data-kb-count]').textContent())!.match(/\d+/)![0]);

    const label = unique('kb');
    const member = `faq@${label}.example`;
    await accountWithMember(browser, { name: `KB ${label}`, permissionProfileId: 'pp_enterprise' }, member, 'Fay');
    await signInMember(page, member);

    // The five account-level entries join the public ones.
    await expect(panel.locator('[data-kb-count]')).toHaveText(`${publicCount + 5} entries`);
    let dialog = await openModal(page);
    await dialog.getByLabel('Search the knowledge base').fill('penetration test');
    await expect(
      dialog
        .getByRole('list', { name: 'Entries' })
        .getByRole('listitem')
        .filter({ hasText: 'Who performed your latest penetration test and are any findings open?' }),
    ).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // Ask AI about it: the cited FAQ opens on that entry.
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
    const search = page.getByTestId('search-dialog');
    await search.getByRole('tablist', { name: 'Search mode' }).getByRole('tab', { name: 'Ask AI' }).click();
    const question = search.getByRole('searchbox', { name: 'Ask a question' });
    await question.fill('Who performed your latest penetration test and are any findings open?');
    await question.press('Enter');
    const answer = search.getByRole('region', { name: 'Answer' });
    await answer.locator('summary', { hasText: /Generated from \d+ sources?/ }).click();
    await answer.getByRole('link', { name: 'Who performed your latest penetration test and are any findings open?' }).click();

    await expect(page).toHaveURL(/[?&]kbEntry=kb_027/);
    dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
    const details = dialog.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Who performed your latest penetration test and are any findings open?');
    await expect(details).toContainText('Ironbridge Security');
  });
});
