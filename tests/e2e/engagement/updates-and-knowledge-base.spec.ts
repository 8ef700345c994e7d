/** Trust Center Updates (paging, pin, dates) and the Knowledge Base panel and modal, at 1280px and 390px. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { WIDTHS, hydrated } from './helpers.ts';

interface DemoTopic {
  id: string;
  hidden?: boolean;
  isPinned?: boolean;
  updates: { spAudience?: string }[];
}
interface DemoEntry {
  objectID: string;
  content: string;
  favorite_public?: boolean;
  date_timestamp?: number;
  access_level?: string;
  product_ids?: string[];
}
const demo = <T>(file: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../content/demo/${file}`, import.meta.url)), 'utf8')) as T;

// What an anonymous visitor gets of the demo: visible topics with a public update; public entries of the default product.
const publicTopics = demo<DemoTopic[]>('topics.json').filter((t) => !t.hidden && t.updates.some((u) => (u.spAudience ?? 'public') === 'public'));
// In the panel's order: featured first, then newest first.
const platformEntries = demo<DemoEntry[]>('knowledgeBase.json')
  .filter((e) => (e.access_level ?? 'public') === 'public' && (!e.product_ids?.length || e.product_ids.includes('prod_platform')))
  .sort((a, b) => Number(!!b.favorite_public) - Number(!!a.favorite_public) || (b.date_timestamp ?? 0) - (a.date_timestamp ?? 0));
const DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

function updatesRegion(page: Page) {
  return page.getByRole('region', { name: 'Trust Center Updates' });
}

async function openKnowledgeBase(page: Page) {
  const panel = page.getByRole('region', { name: 'Knowledge Base' });
  await panel.scrollIntoViewIfNeeded();
  await hydrated(page, 'KnowledgeBaseMore');
  await panel.getByRole('button', { name: 'View more' }).click();
  const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const rowsOf = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem');

test('the demo has enough updates and entries for two update pages and three knowledge-base pages', () => {
  expect(publicTopics.length).toBeGreaterThan(5);
  expect(publicTopics.length).toBeLessThanOrEqual(10);
  expect(publicTopics.filter((t) => t.isPinned)).toHaveLength(1);
  expect(platformEntries.length).toBeGreaterThan(20);
  expect(platformEntries.length).toBeLessThanOrEqual(30);
});

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('updates: five topics per page, the pinned one first with its marker, dates as "MMMM d, yyyy"', async ({ page }) => {
      await page.goto('/');
      const region = updatesRegion(page);
      const topics = region.getByRole('article');
      await expect(topics).toHaveCount(5);
      await expect(topics.first().getByText('Pinned', { exact: true })).toBeVisible();
      await expect(topics.getByText('Pinned', { exact: true })).toHaveCount(1);
      const dates = topics.locator('header time');
      await expect(dates).toHaveCount(5);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the text as shown, not the DOM property
      for (const time of await dates.all()) expect((await time.innerText()).trim()).toMatch(DATE);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the text as shown, not the DOM property
      const firstSubject = await topics.first().getByRole('heading').innerText();

      const pages = region.getByRole('navigation', { name: 'Trust Center Updates pages' });
      await expect(pages.getByText('Page 1 of 2')).toBeVisible();
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(pages.getByText('Page 2 of 2')).toBeVisible();
      await expect(topics).toHaveCount(publicTopics.length - 5);
      await expect(topics.getByText('Pinned', { exact: true })).toHaveCount(0);
      await expect(region.getByRole('heading', { name: firstSubject })).toBeHidden();
      await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

      await pages.getByRole('button', { name: 'Previous' }).click();
      await expect(topics).toHaveCount(5);
      await expect(topics.first().getByRole('heading')).toHaveText(firstSubject);
    });

    test('updates: ?tcuUid shows the page holding that topic', async ({ page }) => {
      // The last topic of the list is on page 2.
      await page.goto('/');
      const region = updatesRegion(page);
      await region.getByRole('button', { name: 'Next' }).click();
      const last = region.getByRole('article').last();
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the text as shown, not the DOM property
      const subject = await last.getByRole('heading').innerText();
      const id = await last.locator('xpath=..').getAttribute('data-topic-id');

      await page.goto(`/?tcuUid=${id}`);
      await expect(region.getByRole('heading', { name: subject })).toBeVisible();
      await expect(region.getByText('Page 2 of 2')).toBeVisible();
    });

    test('knowledge base: View more opens the modal with search, 10 entries per page and paging', async ({ page }) => {
      await page.goto('/');
      const dialog = await openKnowledgeBase(page);
      const rows = rowsOf(dialog);
      await expect(rows).toHaveCount(10);
      await expect(rows.first()).toContainText(platformEntries[0]!.content);
      await expect(dialog.getByText(`${platformEntries.length} entries`)).toBeVisible();
      const pages = Math.ceil(platformEntries.length / 10);
      await expect(dialog.getByText(`Page 1 of ${pages}`)).toBeVisible();
      // Filters are for staff (Main mode) only.
      await expect(dialog.getByRole('group', { name: 'Filters' })).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText(`Page 2 of ${pages}`)).toBeVisible();
      await expect(rows).toHaveCount(Math.min(10, platformEntries.length - 10));

      const search = dialog.getByRole('searchbox', { name: 'Search the knowledge base' });
      await search.fill('encrypt');
      await expect(dialog.getByText('Page 1 of 1')).toBeVisible();
      const expected = platformEntries.filter((e) => /encrypt/i.test(JSON.stringify(e))).length;
      await expect(rows).toHaveCount(expected);
      for (const row of await rows.all()) await expect(row).toContainText(/encrypt/i);

      await search.fill('qwxzzy nothing like this');
      await expect(dialog.getByText('No results match this criteria')).toBeVisible();
      await expect(rows).toHaveCount(0);

      await search.fill('');
      await expect(rows).toHaveCount(10);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('knowledge base: a row click toggles the details panel on wide screens only', async ({ page }) => {
      await page.goto('/');
      const dialog = await openKnowledgeBase(page);
      const details = dialog.getByRole('region', { name: 'Details' });
      const first = platformEntries[0]!;

      if (size.width >= 768) {
        const row = dialog.getByRole('button', { name: new RegExp(first.content.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
        await row.click();
        await expect(details).toBeVisible();
        await expect(row).toHaveAttribute('aria-expanded', 'true');
        for (const label of ['Question', 'Answer', 'Comment']) await expect(details.getByRole('heading', { name: label, exact: true })).toBeVisible();
        await expect(details).toContainText(first.content);
        await expect(details.getByRole('heading', { name: 'Metadata' })).toHaveCount(0);
        await row.click();
        await expect(details).toBeHidden();
        await expect(row).toHaveAttribute('aria-expanded', 'false');
      } else {
        const row = rowsOf(dialog).first();
        await row.click();
        await expect(details).toHaveCount(0);
        // Narrow rows show the answer themselves.
        await expect(row).toContainText(first.content);
        await expect(row.locator('.prose-content, p').first()).toBeVisible();
      }
    });

    test('knowledge base: a search result link (?kbEntry=) opens the modal on that entry', async ({ page }) => {
      const index = 15;
      const target = platformEntries[index]!;
      await page.goto(`/?kbEntry=${target.objectID}#knowledge-base`);
      const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(`Page ${Math.floor(index / 10) + 1} of`)).toBeVisible();
      await expect(rowsOf(dialog).filter({ hasText: target.content })).toHaveCount(1);
      if (size.width >= 768) await expect(dialog.getByRole('region', { name: 'Details' })).toContainText(target.content);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).searchParams.has('kbEntry')).toBe(false);
    });
  });
}
