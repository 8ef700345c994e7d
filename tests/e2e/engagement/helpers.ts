/**
 * Helpers of the engagement specs (share, subscribe, unsubscribe, updates, knowledge base).
 *
 * Update emails: the admin's update publishing belongs to another part of the product, so the unsubscribe spec
 * sends an update the way that code will — by calling the service `sendUpdateEmail` — against the running
 * server's own database, outbox and session secret (the per-run data folder of `playwright.config.ts`). No
 * test-only route exists in the product for this.
 */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openLibsqlClient } from '../../../edge/db/client.ts';
import { organizations, subscribers } from '../../../edge/db/schema.ts';
import { createOutboxMailer } from '../../../edge/mail/outbox.ts';
import { ensureSessionSecret } from '../../../edge/node/config.ts';
import { sendUpdateEmail } from '../../../edge/services/updates/send-update-email.ts';
import { signLinkToken } from '../../../edge/services/tokens/link-token.ts';
import { UNSUBSCRIBE_TOKEN_PURPOSE } from '../../../edge/services/subscriptions/cancel-subscription.ts';
import { linkIn, outboxDir, outboxSnapshot, waitForEmail, type Email } from '../support/mail.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

export const ORG_NAME = 'Northwind Cloud';
export const WIDTHS = [
  { name: 'large screen', width: 1280, height: 800 },
  { name: 'small screen', width: 390, height: 844 },
] as const;

/** A fresh address for each test, so runs never collide. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Waits until the React island of `component` (by file name) has hydrated: Astro drops `ssr` then. */
export async function hydrated(page: Page, component: string): Promise<void> {
  // The portal's share, subscribe and access islands hydrate on the visitor's first interaction: a key press.
  await page.keyboard.press('Shift');
  await page.waitForFunction((name) => {
    const island = document.querySelector(`astro-island[component-url*="/${name}."]`);
    return !!island && !island.hasAttribute('ssr');
  }, component);
}

function dataDir(): string {
  const dir = process.env.GLASSHOUSE_E2E_DATA_DIR;
  if (!dir) throw new Error('GLASSHOUSE_E2E_DATA_DIR is not set: run the tests with tests/e2e/playwright.config.ts');
  return dir;
}

/** The server's database (see the `DATABASE_URL` rule of playwright.config.ts). */
function openServerDb() {
  const file = process.env.DATABASE_URL ? 'e2e.db' : 'glasshouse.db';
  return openLibsqlClient(`file:${path.join(dataDir(), file)}`);
}

async function withDb<T>(run: (db: ReturnType<typeof openServerDb>['db']) => Promise<T>): Promise<T> {
  const { db, client } = openServerDb();
  try {
    return await run(db);
  } finally {
    client.close();
  }
}

export async function demoOrg() {
  return withDb(async (db) => {
    const [org] = await db.select().from(organizations).limit(1);
    expect(org, 'the demo organisation').toBeTruthy();
    return org!;
  });
}

export async function subscriberStatus(email: string): Promise<string | undefined> {
  return withDb(async (db) => (await db.select().from(subscribers).where(eq(subscribers.email, email)))[0]?.status);
}

/** Subscribes `email` through the API and follows the confirmation link of the email, as the visitor would. */
export async function confirmedSubscriber(page: Page, email: string): Promise<void> {
  const org = await demoOrg();
  const seen = await outboxSnapshot();
  const response = await page.request.post(`/api/share/${org.id}/subscribe`, { data: { email, source: 'subscribe button' }, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForEmail({ to: email, seen });
  const confirm = linkIn(mail, '/subscribe/confirm?token=');
  expect(confirm).toBeTruthy();
  const followed = await page.request.get(confirm!, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toContain('subscribeStatus=confirmed');
}

/** Emails a public update of the demo to the confirmed subscribers with the service, and returns `to`'s copy. */
export async function sendDemoUpdate(to: string): Promise<Email> {
  const org = await demoOrg();
  const seen = await outboxSnapshot();
  const result = await withDb((db) =>
    sendUpdateEmail({
      db,
      mail: createOutboxMailer(outboxDir(), { log: () => {} }),
      config: { publicUrl: process.env.GLASSHOUSE_E2E_BASE_URL! },
      secret: ensureSessionSecret(dataDir()),
      now: Date.now,
      log: () => {},
      org,
      topic: { id: 'tcu_pentest_2026', subject: 'Annual penetration test completed', category: 'vulnerabilities' },
      update: { message: 'Our **annual penetration test** is complete: no critical findings.', createdAt: Date.now(), spAudience: 'public' },
    }),
  );
  expect(result.sent).toContain(to);
  return waitForEmail({ to, seen });
}

/** An unsubscribe token for `email` signed with the server's secret that expired an hour ago. */
export async function expiredUnsubscribeToken(email: string): Promise<string> {
  const org = await demoOrg();
  return signLinkToken({
    secret: ensureSessionSecret(dataDir()),
    purpose: UNSUBSCRIBE_TOKEN_PURPOSE,
    subject: email,
    orgId: org.id,
    ttlSeconds: 60,
    now: Date.now() - 60 * 60 * 1000,
  });
}

/** The address bar's query, for "the URL is cleaned" checks. */
export function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}
