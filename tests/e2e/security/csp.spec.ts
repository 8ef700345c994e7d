/**
 * The Content-Security-Policy in a real browser: the portal (home, an item page, with its modals and the document
 * viewer open) and the admin run with no violation reported — no inline script, style or handler the policy does
 * not allow — and the pages carry the security headers.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../support/admin.ts';

/**
 * Records every CSP violation: the console's "Refused to …" lines of every document the page shows, and the
 * `securitypolicyviolation` events of the current one (listened for before any script of the page runs).
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate|compile|create)/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`);
    });
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

function directivesOf(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d]),
  );
}

test('the portal home, with its search, subscribe, share and access modals open, reports no CSP violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = directivesOf(headers['content-security-policy']);
  expect(csp['script-src']).toMatch(/'sha256-/);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['frame-ancestors']).toBe("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  // Search: the dialog and a query (Pagefind's WebAssembly, the result list).
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
  const search = page.getByRole('dialog').filter({ has: page.getByRole('searchbox', { name: 'Search content' }) });
  await search.getByRole('searchbox', { name: 'Search content' }).fill('encryption');
  await expect(search.getByText(/Top match/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Subscribe popover.
  await page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' }).click();
  const subscribe = page.getByRole('dialog', { name: /^Subscribe to / });
  await expect(subscribe).toBeVisible();
  await subscribe.getByRole('button', { name: 'Cancel' }).click();

  // Access modal (request and reclaim tabs).
  await page.getByRole('button', { name: 'Request access' }).first().click();
  const access = page.getByRole('dialog', { name: 'Request access' });
  await expect(access).toBeVisible();
  await access.getByRole('tab', { name: 'Reclaim access' }).click();
  await page.keyboard.press('Escape');

  // Share popover.
  const share = page.getByRole('complementary', { name: 'Share and subscribe' }).getByRole('button', { name: 'Share' });
  await share.click();
  await expect(page.getByRole('dialog', { name: 'Share the Trust Center' })).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await violations()).toEqual([]);
});

test('an item page and the document viewer (pdf.js) report no CSP violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/product/platform/information-security-policy/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/');
  const card = page.getByTestId('documents-card');
  await card.scrollIntoViewIfNeeded();
  // The island hydrates on the visitor's first interaction (a key press).
  await page.keyboard.press('Shift');
  await expect(card).toHaveAttribute('data-ready', 'true');
  await card.getByRole('button', { name: 'Northwind-Information-Security-Policy.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'Northwind-Information-Security-Policy.pdf' });
  await expect(viewer.locator('[data-page-number="1"][data-rendered="true"]')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("the admin reports no CSP violation and may not be framed (frame-ancestors 'none')", async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/admin');
  const headers = response!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  await signIn(page, DEMO_ADMIN);

  // Each section's own address gets the admin's policy too.
  const section = await page.goto('/admin/settings');
  expect(section!.headers()['x-frame-options']).toBe('DENY');
  expect(section!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const settings = page.getByRole('region', { name: 'Trust center settings' });
  for (const tab of ['Customization', 'Products', 'Sessions', 'Staff']) {
    await settings.getByRole('tab', { name: tab }).click();
    await expect(settings.getByRole('tabpanel')).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});
