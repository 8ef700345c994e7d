/**
 * Integration panels (admin spec §2 screen 14, §4, §6, §8) against local stand-ins of HackerOne and Statuspage
 * (the server's HACKERONE_API_URL and STATUSPAGE_API_URL point at them): connect, statistics, read-only link while
 * connected, disconnect, every error text, the status indicator states, and the plan lock.
 */
import { expect, test } from '@playwright/test';
import { demoTeam, startFakeIntegrationServices, type FakeIntegrationServices } from '../../fakes/integration-services.ts';
import { putDraftRecord, readDraft, signIn } from '../support/admin.ts';
import { openTab, rememberDraft } from './helpers.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

test.describe.configure({ mode: 'serial' });

let fakes: FakeIntegrationServices;
let restore: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  fakes = await startFakeIntegrationServices(Number(process.env.GLASSHOUSE_E2E_FAKES_PORT));
});
test.afterAll(async () => {
  await fakes.close();
});
test.beforeEach(async ({ page }) => {
  fakes.teams.clear();
  fakes.pages.clear();
  fakes.failing.clear();
  await signIn(page);
  restore = await rememberDraft(page, ['items', 'plan']);
});
test.afterEach(async () => {
  await restore?.();
});

test('bug bounty: link rule, error texts, connect with statistics, read-only while connected, disconnect', async ({ page }) => {
  fakes.teams.set('northwind', demoTeam('northwind'));
  const panel = (await openTab(page, 'Integrations')).getByRole('region', { name: 'Bug bounty program' });
  const link = panel.getByLabel('HackerOne link');
  const connect = panel.getByRole('button', { name: 'Connect' });

  await link.fill('https://hackerone.com/northwind?type=team');
  await connect.click();
  await expect(panel.getByText('Please enter a valid HackerOne link, e.g. https://hackerone.com/acme (without query parameters)')).toBeVisible();

  await link.fill('https://hackerone.com/nobody');
  await connect.click();
  await expect(panel.getByText('Invalid HackerOne connection: please enter a valid HackerOne link or contact support.')).toBeVisible();

  await link.fill('https://hackerone.com/broken');
  await connect.click();
  await expect(panel.getByText('Invalid HackerOne connection. Please try again or contact support.')).toBeVisible();

  fakes.failing.add('hackerone');
  await link.fill('https://hackerone.com/northwind');
  await connect.click();
  await expect(
    panel.getByText(
      "Temporary connection error. It might be due to a temporary issue in hackerone.com. In the meantime, your live status isn't shared on your Trust Center.",
    ),
  ).toBeVisible();
  await expect(panel.getByTestId('bug-bounty-state')).toContainText('Not connected');

  fakes.failing.delete('hackerone');
  await connect.click();
  await expect(panel.getByTestId('bug-bounty-state')).toContainText('Connected');
  const stats = panel.getByRole('definition');
  await expect(panel.getByLabel('Program statistics')).toContainText('128');
  await expect(panel.getByLabel('Program statistics')).toContainText('January 10, 2026');
  await expect(panel.getByLabel('Program statistics')).toContainText('5.5 hours');
  await expect(panel.getByLabel('Program statistics')).toContainText('250–500 USD');
  await expect(stats.first()).toBeVisible();
  await expect(link).toHaveAttribute('readonly', '');

  const { draft } = await readDraft(page);
  const item = (draft.items as { itemUid: string; integrations: { hackerone?: { enabled: boolean; link: string } } }[]).find(
    (i) => i.integrations.hackerone?.enabled,
  );
  expect(item?.itemUid).toBe('itm_pf_bug_bounty');
  expect(item?.integrations.hackerone?.link).toBe('https://hackerone.com/northwind');

  // Reloading shows the stored connection with fresh statistics.
  await page.reload();
  const again = (await openTab(page, 'Integrations')).getByRole('region', { name: 'Bug bounty program' });
  await expect(again.getByLabel('Program statistics')).toContainText('128');
  await again.getByRole('button', { name: 'Disconnect' }).click();
  await expect(again.getByTestId('bug-bounty-state')).toContainText('Not connected');
  await expect(again.getByLabel('HackerOne link')).not.toHaveAttribute('readonly', '');
});

test('status page: invalid and temporary errors, connect, and each indicator state', async ({ page }) => {
  const panel = (await openTab(page, 'Integrations')).getByRole('region', { name: 'Status page' });
  const url = panel.getByLabel('Status page link');
  await url.fill('https://nothing.northwind.example');
  await panel.getByRole('button', { name: 'Connect' }).click();
  await expect(panel.getByText('Invalid Statuspage connection: please enter a valid Statuspage link or contact support')).toBeVisible();

  fakes.pages.set('status.northwind.example', { name: 'Northwind', indicator: 'none', description: 'All Systems Operational' });
  fakes.failing.add('status.northwind.example');
  await url.fill('status.northwind.example');
  await panel.getByRole('button', { name: 'Connect' }).click();
  await expect(panel.getByText(/Temporary connection error\. It might be due to a temporary issue in status\.northwind\.example\./)).toBeVisible();
  fakes.failing.clear();

  await panel.getByRole('button', { name: 'Connect' }).click();
  await expect(panel.getByTestId('status-page-state')).toHaveText('Connected');
  await expect(panel.locator('[data-indicator="operational"]')).toContainText('Operational');
  await expect(panel.locator('[data-indicator="operational"]')).toContainText('All Systems Operational');
  await expect(url).toHaveAttribute('readonly', '');

  const states: [object, string, string][] = [
    [{ indicator: 'minor', description: 'Partially Degraded Service' }, 'minor', 'Minor outage'],
    [{ indicator: 'major', description: 'Partial System Outage' }, 'major', 'Major outage'],
    [{ indicator: 'critical', description: 'Major System Outage' }, 'critical', 'Critical outage'],
    [{ indicator: 'none', description: 'Service Under Maintenance', maintenanceInProgress: true }, 'maintenance', 'Under maintenance'],
    [{ indicator: 'none', description: 'No components', components: [] }, 'none', 'No status'],
  ];
  for (const [answer, indicator, label] of states) {
    fakes.pages.set('status.northwind.example', { name: 'Northwind', ...answer } as never);
    // Each state is read fresh through the connect check (the product read is cached for a few minutes). Connect
    // as soon as the panel shows the disconnect saved, as a person would: the draft reads that follow each write
    // may land after the next click and must not undo it.
    await panel.getByRole('button', { name: 'Disconnect' }).click();
    await expect(panel.getByTestId('status-page-state')).toHaveText('Not connected');
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(panel.locator(`[data-indicator="${indicator}"]`)).toContainText(label);
    await expect(panel.getByTestId('status-page-state')).toHaveText('Connected');
  }
});

test('plan gating: integrations are locked with "Upgrade to Growth to …"', async ({ page }) => {
  const { draft } = await readDraft(page);
  const plan = draft.plan as { name: string; features: string[] };
  const res = await putDraftRecord(page, 'plan', 'main', { ...plan, features: plan.features.filter((f) => f !== 'integrations' && f !== 'bridgeLetter') });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();

  const tab = await openTab(page, 'Integrations');
  const bounty = tab.getByRole('region', { name: 'Bug bounty program' });
  await expect(bounty.getByRole('button', { name: 'Connect' })).toBeDisabled();
  await bounty.getByRole('img', { name: 'Locked' }).hover();
  await expect(bounty.getByRole('tooltip')).toHaveText('Upgrade to Growth to connect your bug bounty program');
  await expect(bounty.getByRole('tooltip')).toBeVisible();
  const status = tab.getByRole('region', { name: 'Status page' });
  await status.getByRole('img', { name: 'Locked' }).hover();
  await expect(status.getByRole('tooltip')).toHaveText('Upgrade to Growth to share your live status page');

  const planTab = await openTab(page, 'Plan');
  const bridge = planTab.getByRole('listitem').filter({ hasText: 'Bridge letter' });
  await bridge.getByRole('img', { name: 'Locked' }).hover();
  await expect(bridge.getByRole('tooltip')).toHaveText('Upgrade your plan to unlock this feature');
  await expect(bridge.getByRole('tooltip')).toBeVisible();
  await expect(planTab.getByRole('listitem').filter({ hasText: 'Restricted files' })).toContainText('Included');

  // The edge refuses too.
  const refused = await page.request.post('/api/integrations/hackerone/connect', {
    data: { page: 'hackerone.com/northwind' },
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).error).toBe('Upgrade your plan to unlock this feature');
});
