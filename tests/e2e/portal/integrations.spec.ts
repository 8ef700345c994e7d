/**
 * Live integration data for visitors (admin spec §3, §4): with a HackerOne program and a status page connected and
 * published, an anonymous visitor sees the program's statistics in the card holding the bug-bounty item and on
 * its page, and the status indicator in the card holding the status-page item and on its page — read from the
 * edge's public per-product routes against local stand-ins of the services. A second status page connected to the
 * Overview card's "Service status" item (a card that lists no items) shows as the product's status, prominently
 * once at the top of the product's page, and on that item's page. Nothing shows when a service fails, and a
 * product without connections asks for nothing. At 1280px and 390px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoTeam, startFakeIntegrationServices, type FakeIntegrationServices } from '../../fakes/integration-services.ts';
import { readFileSync } from 'node:fs';
import { BUILD_TIMEOUT, publishThroughApi, putDraftRecord, readDraft, signIn } from '../support/admin.ts';
import { networkIdle } from '../support/network-idle.ts';

test.describe.configure({ mode: 'serial' });

const BUG_BOUNTY_ITEM = 'itm_pf_bug_bounty';
const STATUS_ITEM = 'itm_pf_high_availability';
const OVERVIEW_STATUS_ITEM = 'itm_pf_status_page';
// Names of this run only: the edge caches the services' answers for a few minutes, and another spec may have asked
// about the demo's own program and page already.
const RUN = Date.now().toString(36);
const HANDLE = `northwind-${RUN}`;
const STATUS_HOST = `status-${RUN}.northwind.example`;
const OVERVIEW_STATUS_HOST = `platform-${RUN}.northwind.example`;
const orgId = (JSON.parse(readFileSync(new URL('../../../content/demo/organization.json', import.meta.url), 'utf8')) as { id: string }).id;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

type DraftItem = { itemUid: string; integrations: Record<string, unknown> } & Record<string, unknown>;

let fakes: FakeIntegrationServices;
let admin: Page;
let originals: DraftItem[] = [];

/** A fresh anonymous visitor (no staff cookie: the edge answers from the live revision's public view). */
async function visitor(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(BUILD_TIMEOUT + 60_000);
  fakes = await startFakeIntegrationServices(Number(process.env.GLASSHOUSE_E2E_FAKES_PORT));
  fakes.teams.set(HANDLE, demoTeam(HANDLE));
  fakes.pages.set(STATUS_HOST, { name: 'Northwind', indicator: 'none', description: 'All Systems Operational' });
  fakes.pages.set(OVERVIEW_STATUS_HOST, { name: 'Northwind Platform', indicator: 'minor', description: 'Partially Degraded Service' });

  admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  const { draft } = await readDraft(admin);
  const items = draft.items as DraftItem[];
  originals = [BUG_BOUNTY_ITEM, STATUS_ITEM, OVERVIEW_STATUS_ITEM].map((uid) => structuredClone(items.find((item) => item.itemUid === uid)!));
  const [bugBounty, status, overviewStatus] = originals;
  for (const [item, integrations] of [
    [bugBounty!, { ...bugBounty!.integrations, hackerone: { allowed: true, enabled: true, link: `https://hackerone.com/${HANDLE}` } }],
    [status!, { ...status!.integrations, statuspage: { allowed: true, showInCard: true, url: `https://${STATUS_HOST}` } }],
    [overviewStatus!, { ...overviewStatus!.integrations, statuspage: { allowed: true, showInCard: true, url: `https://${OVERVIEW_STATUS_HOST}` } }],
  ] as const) {
    const res = await putDraftRecord(admin, 'items', item.itemUid, { ...item, integrations });
    expect(res.status(), await res.text()).toBe(200);
  }
  await publishThroughApi(admin);
});

test.afterAll(async () => {
  test.setTimeout(BUILD_TIMEOUT + 60_000);
  for (const item of originals) {
    const res = await putDraftRecord(admin, 'items', item.itemUid, item);
    expect(res.status(), await res.text()).toBe(200);
  }
  if (originals.length) await publishThroughApi(admin);
  await admin.context().close();
  await fakes.close();
});

test('while the services fail, the page shows neither the statistics nor the indicator', async ({ browser }) => {
  fakes.failing.add('hackerone');
  fakes.failing.add(STATUS_HOST);
  fakes.failing.add(OVERVIEW_STATUS_HOST);
  const page = await visitor(browser, WIDTHS[0]!);
  const answers = ['hackerone', 'statuspageio'].map((name) => page.waitForResponse((response) => response.url().includes(`/api/integrations/${name}?`)));
  await page.goto('/');
  await page.getByRole('article', { name: 'Application Security' }).scrollIntoViewIfNeeded();
  await page.getByRole('article', { name: 'Infrastructure' }).scrollIntoViewIfNeeded();
  for (const answer of await Promise.all(answers)) expect(answer.status()).toBeGreaterThanOrEqual(400);
  await expect(page.getByRole('region', { name: 'Bug bounty program' })).toHaveCount(0);
  await expect(page.locator('[data-indicator]')).toHaveCount(0);
  await page.context().close();
  fakes.failing.clear();
});

for (const size of WIDTHS) {
  test(`${size.width}px: the cards and item pages show the program's statistics and the live status`, async ({ browser }) => {
    const page = await visitor(browser, size);
    await page.goto('/');
    const appSecurity = page.getByRole('article', { name: 'Application Security' });
    await appSecurity.scrollIntoViewIfNeeded();
    const stats = appSecurity.getByRole('region', { name: 'Bug bounty program' });
    await expect(stats).toContainText('Reports resolved128');
    await expect(stats).toContainText('Last report resolvedJanuary 10, 2026');
    await expect(stats).toContainText('Average time to first response5.5 hours');
    await expect(stats).toContainText('Average time to triage1.1 days');
    await expect(stats).toContainText('Average bounty250–500 USD');
    await expect(stats.getByRole('link', { name: 'Acme on HackerOne' })).toHaveAttribute('href', `https://hackerone.com/${HANDLE}`);

    const infrastructure = page.getByRole('article', { name: 'Infrastructure' });
    await infrastructure.scrollIntoViewIfNeeded();
    const indicator = infrastructure.locator('[data-indicator="operational"]');
    await expect(indicator).toContainText('Operational');
    await expect(indicator).toContainText('All Systems Operational');
    await expect(indicator.getByRole('link', { name: 'Operational' })).toHaveAttribute('href', `https://${STATUS_HOST}`);
    // Only the cards holding the connected items show them.
    await expect(page.getByRole('region', { name: 'Bug bounty program' })).toHaveCount(1);
    await expect(page.locator('article [data-indicator]')).toHaveCount(1);

    // The product's status, prominently and once, at the top of its page: the Overview item's status page.
    await page.locator('[data-product-status]').scrollIntoViewIfNeeded();
    const productStatus = page.getByRole('region', { name: 'Service status' });
    await expect(productStatus).toHaveCount(1);
    await expect(productStatus).toHaveAttribute('data-indicator', 'minor');
    await expect(productStatus).toContainText('Minor outage');
    await expect(productStatus).toContainText('Partially Degraded Service');
    await expect(productStatus.getByRole('link', { name: 'Minor outage' })).toHaveAttribute('href', `https://${OVERVIEW_STATUS_HOST}`);
    const top = (await productStatus.boundingBox())!;
    expect(top.y + top.height).toBeLessThanOrEqual(size.height);
    await expect(page.locator('[data-indicator]')).toHaveCount(2);

    await page.goto('/product/platform/bug-bounty');
    await expect(page.getByRole('region', { name: 'Bug bounty program' })).toContainText('Reports resolved128');
    await expect(page.locator('[data-indicator]')).toHaveCount(0);
    await page.goto('/product/platform/high-availability');
    await expect(page.locator('[data-indicator="operational"]')).toContainText('All Systems Operational');
    await page.goto('/product/platform/status-page');
    await expect(page.locator('[data-indicator]')).toHaveCount(1);
    await expect(page.locator('[data-indicator="minor"]')).toContainText('Partially Degraded Service');
    await page.context().close();
  });
}

test('the edge answers anonymous visitors with public data only, and a product without connections asks for nothing', async ({ browser, request }) => {
  const page = await visitor(browser, WIDTHS[0]!);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/integrations/')) requests.push(r.url());
  });
  await page.goto('/product/analytics');
  await page.mouse.wheel(0, 20_000);
  await networkIdle(page);
  expect(requests).toEqual([]);
  await page.context().close();

  expect(orgId).toBeTruthy();
  const stats = await request.get(`/api/integrations/hackerone?productId=prod_platform&orgId=${orgId}`);
  expect(stats.status()).toBe(200);
  expect(Object.keys(await stats.json()).sort()).toEqual(['handle', 'name', 'programStatistics', 'responseEfficiency', 'url']);
  const status = await request.get(`/api/integrations/statuspageio?productId=prod_platform&orgId=${orgId}&itemUid=${STATUS_ITEM}`);
  expect(await status.json()).toEqual({ indicator: 'operational', description: 'All Systems Operational' });
  const overview = await request.get(`/api/integrations/statuspageio?productId=prod_platform&orgId=${orgId}&itemUid=${OVERVIEW_STATUS_ITEM}`);
  expect(await overview.json()).toEqual({ indicator: 'minor', description: 'Partially Degraded Service' });
  const notConnected = await request.get(`/api/integrations/statuspageio?productId=prod_platform&orgId=${orgId}&itemUid=${BUG_BOUNTY_ITEM}`);
  expect(notConnected.status()).toBe(404);
  const none = await request.get(`/api/integrations/statuspageio?productId=prod_analytics&orgId=${orgId}`);
  expect(none.status()).toBe(404);
});
