/**
 * Analytics for staff (issue 8): a visitor's item view (with its duration), public document download, share
 * choice, subscribe result and a search without results (typed in the public search box) reach the staff
 * dashboard, and an account member's item dialog view counts for their account; and producing them keeps the
 * portal first-party: no request leaves the origin and no cookie is set.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, openSection } from '../support/admin.ts';
import { addMember, createAccount, signInMember, staffPage, unique } from '../access/access-helpers.ts';
import { networkIdle } from '../support/network-idle.ts';

// Twice the default: the longest of these take 25–40 s on an idle machine, closer to 60 s on a slower one.
test.describe.configure({ timeout: 120_000 });

const ITEM_PAGE = '/product/platform/information-security-policy/';
const ITEM_TITLE = 'Information Security Policy';
const POLICY = 'Northwind-Information-Security-Policy.pdf';

interface Report {
  viewsOverTime: { day: string; itemViews: number }[];
  totals: { itemViews: number; documentDownloads: number; shares: number; searchesWithoutResults: number; subscribeSuccesses: number };
  topItems: { title: string; views: number; averageDurationMs: number }[];
  anonymous: { itemViews: number; documentDownloads: number };
  shares: { channel: string; count: number }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The dashboard's numbers for the last 7 days (UTC), read with the staff page's session. */
async function readReport(page: Page): Promise<Report> {
  const response = await page.request.get(`/api/admin/analytics?from=${isoDay(Date.now() - 6 * DAY_MS)}&to=${isoDay(Date.now())}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Report;
}

/** The value of row `row` (first column) in the dashboard table `table`. */
function cell(page: Page, table: string, row: string, column = 1) {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
    .nth(column - 1);
}

/** Searches the public page from the header box for a term that finds nothing. */
async function searchWithoutResults(page: Page, term: string) {
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('searchbox', { name: 'Search content' }) });
  await dialog.getByRole('searchbox', { name: 'Search content' }).fill(term);
  await expect(dialog.getByText('No results found', { exact: true })).toBeVisible();
}

test('events a visitor just produced show on the staff dashboard', async ({ page, browser, baseURL }) => {
  await signIn(page);
  const before = await readReport(page);
  // Letters no word of the demo is near, so typo correction finds nothing either.
  const term = `zqxjvw${Array.from({ length: 5 }, () => 'qxzjvwk'[Math.floor(Math.random() * 7)]).join('')}`;

  const visitor = await browser.newContext();
  await visitor.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const v = await visitor.newPage();

  // An item page, read for a moment, then left: the view and its duration are sent as the page goes (or as soon as
  // it is hidden, which a download may do for a moment: the reading comes before it).
  await v.goto(ITEM_PAGE);
  await expect(v.getByRole('heading', { name: ITEM_TITLE, level: 1 })).toBeVisible();
  await v.waitForTimeout(1200);
  // Its public document, downloaded.
  const entry = v.getByRole('listitem').filter({ has: v.getByRole('link', { name: POLICY }) });
  const [download] = await Promise.all([v.waitForEvent('download'), entry.getByRole('link', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(POLICY);
  await v.goto('/');
  // (A beacon sent while a page unloads is not reported to Playwright: read the edge's count instead.)
  await expect.poll(async () => (await readReport(page)).totals.itemViews).toBe(before.totals.itemViews + 1);
  const after = await readReport(page);
  const item = (r: Report) => r.topItems.find((i) => i.title === ITEM_TITLE) ?? { views: 0, averageDurationMs: 0 };
  const duration = item(after).averageDurationMs * item(after).views - item(before).averageDurationMs * item(before).views;
  expect(duration).toBeGreaterThanOrEqual(1000);
  expect(duration).toBeLessThan(60_000);

  // The page's share link, copied.
  await v.getByRole('complementary', { name: 'Share and subscribe' }).getByRole('button', { name: 'Share' }).click();
  await v.getByRole('dialog', { name: 'Share the Trust Center' }).getByRole('button', { name: 'Copy link' }).click();
  await expect(v.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect
    .poll(async () => (await readReport(page)).shares.find((s) => s.channel === 'copy')?.count)
    .toBe((before.shares.find((s) => s.channel === 'copy')?.count ?? 0) + 1);

  // A search in the page's search box that found nothing (its event is sent 700 ms after the pause).
  await searchWithoutResults(v, term);
  await expect.poll(async () => (await readReport(page)).totals.searchesWithoutResults).toBe(before.totals.searchesWithoutResults + 1);
  await v.keyboard.press('Escape');
  await visitor.close();

  // The dashboard: counts up by what was just done, the item among the top items, the term without results.
  await page.goto('/admin');
  await openSection(page, 'Analytics');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  const panel = page.getByRole('region', { name: 'Analytics' });
  await panel.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(panel.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const stat = (label: string) =>
    panel
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(stat('Item views')).toHaveText(String(before.totals.itemViews + 1));
  await expect(stat('Downloads')).toHaveText(String(before.totals.documentDownloads + 1));
  await expect(stat('Shares')).toHaveText(String(before.totals.shares + 1));
  await expect(stat('Searches without results')).toHaveText(String(before.totals.searchesWithoutResults + 1));

  const viewsBefore = before.topItems.find((i) => i.title === ITEM_TITLE)?.views ?? 0;
  await expect(cell(page, 'Top items', ITEM_TITLE)).toHaveText(String(viewsBefore + 1));
  await expect(cell(page, 'Searches without results', term)).toHaveText('1');
  await expect(cell(page, 'Share choices', 'Copy link')).toHaveText(String((before.shares.find((s) => s.channel === 'copy')?.count ?? 0) + 1));
  await expect(cell(page, 'Views and downloads per account', 'Anonymous visitors', 1)).toHaveText(String(before.anonymous.itemViews + 1));
  await expect(cell(page, 'Views and downloads per account', 'Anonymous visitors', 3)).toHaveText(String(before.anonymous.documentDownloads + 1));
  // The charts are labelled images with the same numbers.
  await expect(panel.getByRole('img', { name: /^Views over time, / })).toBeVisible();
  await expect(panel.getByRole('img', { name: new RegExp(`^Top items: .*${ITEM_TITLE} ${viewsBefore + 1}`) })).toBeVisible();
  // Today's row of the day table counts the view.
  const today = isoDay(Date.now());
  const todayBefore = before.viewsOverTime.find((d) => d.day === today)?.itemViews ?? 0;
  await panel.getByText('Views per day as a table').click();
  await expect(cell(page, 'Views per day', today)).toHaveText(String(todayBefore + 1));
});

test("an account member's item dialog view is counted for their account, with its duration", async ({ page, browser }) => {
  const label = unique('analytics');
  const staff = await staffPage(browser);
  const before = await readReport(staff);
  const accountName = `Analytics ${label}`;
  const accountId = await createAccount(staff, { name: accountName, permissionProfileId: 'pp_standard_nda' });
  const member = `reader@${label}.example`;
  await addMember(staff, accountId, member, 'Rae');

  await signInMember(page, member);
  const row = page.locator('[data-item-uid="itm_pf_key_management"][data-gh-unlocked]').first();
  await row.getByRole('link').first().click();
  const dialog = page.getByRole('dialog', { name: 'Key management' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(1200);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);

  await expect
    .poll(
      async () =>
        ((await readReport(staff)) as Report & { accounts: { accountName: string; itemViews: number }[] }).accounts.find((a) => a.accountName === accountName)
          ?.itemViews,
    )
    .toBe(1);
  await staff.goto('/admin/analytics');
  await expect(cell(staff, 'Views and downloads per account', accountName, 1)).toHaveText('1');
  const after = await readReport(staff);
  const item = (r: Report) => r.topItems.find((i) => i.title === 'Key management') ?? { views: 0, averageDurationMs: 0 };
  expect(item(after).views).toBe(item(before).views + 1);
  const duration = item(after).averageDurationMs * item(after).views - item(before).averageDurationMs * item(before).views;
  expect(duration).toBeGreaterThanOrEqual(1000);
  expect(duration).toBeLessThan(60_000);
  await staff.context().close();
});

test('a visitor subscribing to updates is counted as a subscribe result', async ({ page, browser }) => {
  await signIn(page);
  const before = await readReport(page);
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto('/');
  await v.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = v.getByRole('dialog', { name: "Subscribe to Northwind Cloud's updates" });
  await dialog.getByLabel('Email').fill(`analytics-${Date.now()}@example.com`);
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(v.getByRole('status').filter({ hasText: 'Please check your email inbox to confirm your subscription' })).toBeVisible();
  await expect.poll(async () => (await readReport(page)).totals.subscribeSuccesses).toBe(before.totals.subscribeSuccesses + 1);
  await visitor.close();

  await page.goto('/admin/analytics');
  await expect(cell(page, 'Subscriptions and access requests', 'Subscribed')).toHaveText(String(before.totals.subscribeSuccesses + 1));
});

test('producing events on the public portal keeps every request on the origin and sets no cookie', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  const requests: string[] = [];
  const events: string[] = [];
  context.on('request', (request) => {
    requests.push(request.url());
    if (request.url().includes('/events')) events.push(request.url());
  });
  const setCookies: string[] = [];
  context.on('response', async (response) => {
    const header = await response.headerValue('set-cookie');
    if (header) setCookies.push(`${response.url()}: ${header}`);
  });

  await page.goto('/');
  await networkIdle(page);
  await page.getByRole('complementary', { name: 'Share and subscribe' }).getByRole('button', { name: 'Share' }).click();
  await page.getByRole('dialog', { name: 'Share the Trust Center' }).getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: "Subscribe to Northwind Cloud's updates" });
  await dialog.getByLabel('Email').fill(`privacy-${Date.now()}@example.com`);
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please check your email inbox to confirm your subscription' })).toBeVisible();
  // An item page opened and left: its view is sent as it unloads.
  await page.goto(ITEM_PAGE);
  await networkIdle(page);
  await page.goto('/');
  await networkIdle(page);
  await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);

  const origin = new URL(baseURL!).origin;
  expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  expect(setCookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  await context.close();
});

test('"Views over time" keeps every series visible when two have the same counts', async ({ page }) => {
  // A report where downloads equal item views every day (the dashboard reads it from the edge; served here as is).
  const days = Array.from({ length: 7 }, (_, i) => isoDay(Date.now() - (6 - i) * DAY_MS));
  const counts = [1, 4, 2, 5, 3, 6, 2];
  const views = (n: number) => ({ itemViews: n, documentViews: 0, documentDownloads: n });
  const report = {
    range: { from: days[0], to: days[6], days: 7 },
    productId: null,
    totals: { ...views(23), searches: 0, searchesWithoutResults: 0, shares: 0, subscribeSuccesses: 0, subscribeFailures: 0, accessRequests: 0 },
    viewsOverTime: days.map((day, i) => ({ day, ...views(counts[i]!) })),
    topItems: [],
    accounts: [],
    anonymous: views(23),
    searchesWithoutResults: [],
    topSearches: [],
    shares: [],
    subscribes: { success: 0, failure: 0 },
    accessRequests: { total: 0, pending: 0, approved: 0, declined: 0 },
  };
  await page.route('**/api/admin/analytics?**', (route) => route.fulfill({ json: report }));
  await signIn(page);
  await page.goto('/admin/analytics');
  const panel = page.getByRole('region', { name: 'Analytics' });
  await panel.scrollIntoViewIfNeeded();
  const chart = panel.getByRole('img', { name: /^Views over time, .*23 item views, 0 document views, 23 downloads$/ });
  await expect(chart).toBeVisible();

  // Count the pixels of each series' colour in the plot, below the legend: both lines show, though equal.
  const pixels = async () =>
    chart.evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d')!;
      const top = Math.round(canvas.height * 0.2);
      const { data } = ctx.getImageData(0, top, canvas.width, canvas.height - top);
      const near = (i: number, [r, g, b]: number[]) =>
        Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 40 && data[i + 3]! > 200;
      let itemViews = 0;
      let downloads = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, [0x4f, 0x46, 0xe5])) itemViews++;
        if (near(i, [0xd9, 0x77, 0x06])) downloads++;
      }
      return { itemViews, downloads };
    });
  await expect.poll(async () => (await pixels()).downloads).toBeGreaterThan(150);
  expect((await pixels()).itemViews).toBeGreaterThan(150);
});
