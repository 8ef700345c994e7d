/**
 * Semantic search and Ask AI (visitor spec §2 "Search widget", §4): an account member searches the edge's index
 * and finds a restricted hidden item their permission profile lists, switches to "Ask AI", gets an answer
 * generated from cited sources and copies it; a public visitor gets the local search and no "Ask AI" switch.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMember, createAccount, signInMember, staffPage, unique } from '../access/access-helpers.ts';

const RED_TEAM = 'Red team exercise 2026 CANARY-REDTEAMTITLE-849520';

function searchDialog(page: Page): Locator {
  return page.getByTestId('search-dialog');
}

async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an account member searches semantically, finds a gated item, and asks the AI', async ({ page, browser, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const staff = await staffPage(browser);
  const label = unique('sem');
  const accountId = await createAccount(staff, { name: `Search ${label}`, permissionProfileId: 'pp_enterprise' });
  const member = `reader@${label}.example`;
  await addMember(staff, accountId, member, 'Rae');
  await signInMember(page, member);

  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/share\/[^/]+\/search(\/answer)?$/.test(new URL(request.url()).pathname)) searchRequests.push(new URL(request.url()).pathname);
  });

  const dialog = await openSearch(page);
  // The mode switch shows: generative AI is enabled in the demo and the member may use it.
  const tabs = dialog.getByRole('tablist', { name: 'Search mode' });
  await expect(tabs.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('searchbox', { name: 'Search content' }).fill('red team exercise');
  const results = dialog.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('button', { name: new RegExp(RED_TEAM) })).toBeVisible();
  expect(searchRequests.filter((p) => p.endsWith('/search'))).toHaveLength(1);

  // Ask AI: its own box and results; the search results are cleared.
  await tabs.getByRole('tab', { name: 'Ask AI' }).click();
  await expect(results).toHaveCount(0);
  const question = dialog.getByRole('searchbox', { name: 'Ask a question' });
  await expect(question).toHaveAttribute('placeholder', 'Ask a question');
  await question.fill('Do you encrypt data at rest?');
  await question.press('Enter');
  const answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(answer.getByRole('heading', { name: 'Answer' })).toBeVisible();
  await expect(answer.getByTestId('ai-answer-text')).toContainText('AES-256');
  await expect(answer.getByTestId('ai-answer-text')).toContainText('[1]');
  const sources = answer.locator('summary', { hasText: /Generated from \d+ sources?/ });
  await expect(sources).toBeVisible();
  await sources.click();
  await expect(answer.getByRole('link', { name: 'Data Security - Encryption at rest' })).toBeVisible();
  await answer.getByRole('button', { name: 'Copy response' }).click();
  await expect(answer.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('AES-256');
  expect(copied).toBe((await answer.getByTestId('ai-answer-text').textContent())?.trim());

  // Back to Search: the answer is cleared.
  await tabs.getByRole('tab', { name: 'Search' }).click();
  await expect(answer).toHaveCount(0);
  await expect(dialog.getByRole('searchbox', { name: 'Search content' })).toHaveValue('');
  await staff.context().close();
});

test('a public visitor searches the local index and is offered no "Ask AI"', async ({ page }) => {
  const semanticCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/share\/[^/]+\/search/.test(new URL(request.url()).pathname)) semanticCalls.push(request.url());
  });
  await page.goto('/');
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox', { name: 'Search content' }).fill('red team exercise');
  await expect(dialog.getByRole('status').filter({ hasText: 'No results found' }).or(dialog.getByRole('region', { name: 'Search results' }))).toBeVisible();
  await expect(dialog.getByText(RED_TEAM)).toHaveCount(0);
  await expect(dialog.getByRole('tab', { name: 'Ask AI' })).toHaveCount(0);
  expect(semanticCalls).toEqual([]);
});
