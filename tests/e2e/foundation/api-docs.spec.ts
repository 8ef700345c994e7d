/**
 * The API reference as an integrator opens it: `/api/docs` renders the OpenAPI document with the trust center's
 * own Swagger UI, makes no request to any other site, and runs under its strict Content-Security-Policy without a
 * single violation.
 */
import { expect, test } from '@playwright/test';
import { networkIdle } from '../support/network-idle.ts';

test('the API reference renders every area, offline, with no CSP violation', async ({ page, baseURL }) => {
  // Swagger UI (1.7 MB of script) parses and draws a 300 KB document: on a busy machine that takes a while.
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  // Anything bound for another site is refused (and recorded): the page must not need it.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:')) return route.continue();
    elsewhere.push(url);
    return route.abort();
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: /Glasshouse API/ })).toBeVisible({ timeout: 90_000 });
  for (const tag of ['Portal', 'Subscriptions']) await expect(page.getByRole('link', { name: tag, exact: true })).toBeVisible();
  // An operation opens with its parameters, its answers and the error texts of the catalogue.
  await page.getByText('/api/share/{orgId}/subscribe', { exact: true }).first().click();
  await expect(page.getByText('Subscribe to the trust center updates').first()).toBeVisible();
  await expect(page.getByText('COMPANY_NOT_FOUND').first()).toBeVisible();
  // Swagger UI draws the groups as they scroll into view: the last ones are there too.
  for (let i = 0; i < 60 && !(await page.getByRole('link', { name: 'Deployment', exact: true }).isVisible()); i++) await page.mouse.wheel(0, 2500);
  await expect(page.getByRole('link', { name: 'Deployment', exact: true })).toBeVisible();
  await expect(page.getByText('/api/deploy/{orgId}/revisions/{n}/report', { exact: true })).toBeVisible();

  await networkIdle(page);
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
