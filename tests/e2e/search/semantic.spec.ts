/**
 * Semantic search and Ask AI (visitor spec §2 "Search widget", §4): an account member searches the edge's index
 * and finds a restricted hidden item their permission profile lists, switches to "Ask AI", gets an answer
 * generated from cited sources and copies it; a public visitor gets the local search and no "Ask AI" switch.
 */
import AxeBuilder from '@axe-core/playwright';
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
  // Beacons carry no readable body in the browser's request events: analytics then falls back to fetch.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined, configurable: true }));
  await signInMember(page, member);

  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/share\/[^/]+\/search(\/answer)?$/.test(new URL(request.url()).pathname))
      searchRequests.push(new URL(request.url()).pathname);
  });

  // The search analytics event, 700 ms after the member pauses.
  const searchEvent = page.waitForRequest((r) => r.url().endsWith('/events') && (r.postData() ?? '').includes('"type":"search"'));
  const dialog = await openSearch(page);
  // The mode switch shows: generative AI is enabled in the demo and the member may use it.
  const tabs = dialog.getByRole('tablist', { name: 'Search mode' });
  await expect(tabs.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('searchbox', { name: 'Search content' }).fill('red team exercise');
  const results = dialog.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('button', { name: new RegExp(RED_TEAM) })).toBeVisible();
  expect(searchRequests.filter((p) => p.endsWith('/search'))).toHaveLength(1);
  const event = JSON.parse((await searchEvent).postData() ?? '{}');
  expect(event).toMatchObject({ type: 'search', term: 'red team exercise', source: 'semantic', mode: 'search' });
  expect(event.resultCount).toBeGreaterThan(0);

  // Ask AI: its own box and results; the search results are cleared.
  await tabs.getByRole('tab', { name: 'Ask AI' }).click();
  await expect(results).toHaveCount(0);
  const question = dialog.getByRole('searchbox', { name: 'Ask a question' });
  await expect(question).toHaveAttribute('placeholder', 'Ask a question');
  expect(await page.evaluate(() => localStorage.getItem('glasshouse.search.mode'))).toBe('ai');
  // A slow answer shows "Generating Answer" first.
  await page.route('**/search/answer*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await question.fill('Do you encrypt data at rest?');
  await question.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: 'Generating Answer' })).toBeVisible();
  const answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(answer.getByRole('heading', { name: 'Answer' })).toBeVisible();
  await expect(answer.getByTestId('ai-answer-text')).toContainText('AES-256');
  await expect(answer.getByTestId('ai-answer-text')).toContainText('[1]');
  const sources = answer.locator('summary', { hasText: /Generated from \d+ sources?/ });
  await expect(sources).toBeVisible();
  // The answer's text is still being revealed and grows above the list: a click can land where the summary was a
  // moment before. Open it again until it is open.
  const list = answer.locator('details');
  await expect(async () => {
    if (!(await list.evaluate((details) => (details as HTMLDetailsElement).open))) await sources.click();
    await expect(answer.getByRole('link', { name: 'Data Security - Encryption at rest' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await answer.getByRole('button', { name: 'Copy response' }).click();
  await expect(answer.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('AES-256');
  // The whole answer is copied, whatever the reveal has shown so far; the reveal ends on the same text.
  await expect(answer.getByTestId('ai-answer-text')).toHaveText(copied);

  await page.unroute('**/search/answer*');
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="search-dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`),
  ).toEqual([]);

  // A failed answer shows the failure toast and no answer; a null answer shows nothing.
  await page.route('**/search/answer*', (route) =>
    route.fulfill({ status: 500, json: { status: 500, error: 'Unfortunately, an unknown error has occurred.' } }),
  );
  await question.fill('Will this fail?');
  await question.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Failed to get an answer from the AI. Please try again later.');
  await expect(answer).toHaveCount(0);
  await page.unroute('**/search/answer*');
  const nullAnswer = page.waitForResponse((r) => r.url().includes('/search/answer'));
  await question.fill('What is the capital of France?');
  await question.press('Enter');
  expect(await (await nullAnswer).json()).toEqual({ result: { answer: null, sources: [] } });
  await expect(dialog.getByRole('status').filter({ hasText: 'Generating Answer' })).toHaveCount(0);
  await expect(answer).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // Back to Search: the answer is cleared.
  await tabs.getByRole('tab', { name: 'Search' }).click();
  await expect(answer).toHaveCount(0);
  await expect(dialog.getByRole('searchbox', { name: 'Search content' })).toHaveValue('');

  // Closing resets the mode to Search.
  await tabs.getByRole('tab', { name: 'Ask AI' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.waitForTimeout(500);
  const reopened = await openSearch(page);
  await expect(reopened.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await staff.context().close();
});

test('staff previewing as a permission profile search semantically as that profile, with Ask AI', async ({ browser }) => {
  const staff = await staffPage(browser);
  const calls: string[] = [];
  staff.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.endsWith('/search')) calls.push(url.search);
  });
  await staff.goto('/?permissionProfileId=pp_enterprise');
  await expect(staff.locator('[data-preview-as]')).toContainText('Previewing as Enterprise');
  const dialog = await openSearch(staff);
  await expect(dialog.getByRole('tab', { name: 'Ask AI' })).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search content' }).fill('red team exercise');
  await expect(dialog.getByRole('region', { name: 'Search results' }).getByRole('button', { name: new RegExp(RED_TEAM) })).toBeVisible();
  expect(calls).toEqual(['?permissionProfileId=pp_enterprise']);

  // A view-only document the profile unlocks: View opens it as the previewed profile, there is no Download, and
  // the semantic result carries its matching text.
  const answered = staff.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/search') && (r.request().postData() ?? '').includes('soc 2'),
  );
  await dialog.getByRole('searchbox', { name: 'Search content' }).fill('soc 2 type ii report');
  const documents = dialog.getByRole('region', { name: 'Search results' }).getByRole('region', { name: /^Documents \(\d+\)$/ });
  await documents.getByRole('button', { name: /SOC 2/ }).first().click();
  const detail = dialog.getByRole('article', { name: /^Documents: / });
  const view = new URL((await detail.getByRole('link', { name: 'View' }).getAttribute('href'))!, staff.url());
  expect(view.pathname).toMatch(/\/documents\/file_soc2_report$/);
  expect(Object.fromEntries(view.searchParams)).toEqual({
    productId: 'prod_platform',
    accessType: 'view',
    accessSource: 'search',
    itemUid: 'itm_pf_soc_2_type_ii_report',
    previewPermissionProfileId: 'pp_enterprise',
  });
  await expect(detail.getByRole('link', { name: 'Download' })).toHaveCount(0);
  const body = await (await answered).json();
  const soc = (body.result.results as { metadata?: { fileId?: string; content?: { value: string }[] } }[]).find(
    (r) => r.metadata?.fileId === 'file_soc2_report',
  );
  expect(soc?.metadata?.content?.[0]?.value).toMatch(/SOC 2/i);
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
  await expect(
    dialog
      .getByRole('status')
      .filter({ hasText: 'No results found' })
      .or(dialog.getByRole('region', { name: 'Search results' })),
  ).toBeVisible();
  await expect(dialog.getByText(RED_TEAM)).toHaveCount(0);
  await expect(dialog.getByRole('tab', { name: 'Ask AI' })).toHaveCount(0);
  expect(semanticCalls).toEqual([]);
});
