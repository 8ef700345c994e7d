/**
 * Staff helpers for end-to-end tests: sign in through the emailed magic link, as a person would, and small
 * reads of the admin API with the signed-in browser's cookie (`page.request` shares the context's cookies).
 */
import { expect, request, type Page } from '@playwright/test';
import { linkIn, outboxSnapshot, waitForEmail } from './mail.ts';
import { SAME_ORIGIN } from './same-origin.ts';

/** The demo organisation's staff admin (content/demo/staff.json). */
export const DEMO_ADMIN = 'admin@example.com';

/**
 * Signs `email` in: asks for a sign-in link as the /admin form does (`POST /api/admin/auth/login`) and follows
 * the link of the newest email to them; ends on /admin. The form itself is exercised by {@link signInThroughForm}
 * and the sign-in specs; every other spec skips loading the sign-in page first.
 */
export async function signIn(page: Page, email = DEMO_ADMIN): Promise<void> {
  const seen = await outboxSnapshot();
  await postOnce('/api/admin/auth/login', { email });
  await followSignInLink(page, email, seen);
}

/** Signs `email` in through the form: /admin → Email → "Email me a sign-in link" → the link in the email. */
export async function signInThroughForm(page: Page, email = DEMO_ADMIN): Promise<void> {
  const seen = await outboxSnapshot();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Check your email for a sign-in link.')).toBeVisible();
  await followSignInLink(page, email, seen);
}

/**
 * A same-origin JSON POST on a connection of its own, closed afterwards: the page's own request context keeps its
 * connection for the test's later calls, and a kept-alive connection left idle while the test waits for an email
 * could be closed by the server just as it is used again.
 */
export async function postOnce(path: string, data: unknown): Promise<void> {
  const api = await request.newContext({ baseURL: process.env.GLASSHOUSE_E2E_BASE_URL });
  try {
    const answer = await api.post(path, { data, headers: SAME_ORIGIN });
    expect(answer.status(), await answer.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function followSignInLink(page: Page, email: string, seen: Set<string>): Promise<void> {
  const message = await waitForEmail({ to: email, seen });
  const link = linkIn(message, '/api/admin/auth/callback?token=');
  expect(link, `sign-in link in ${message.file}`).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/admin\/?(?:[?#].*)?$/);
  await expect(page.getByText(email).first()).toBeVisible();
}

export interface RevisionRow {
  number: number;
  status: string;
  error?: string | null;
}

/** `GET /api/admin/revisions` with the page's session. */
export async function readRevisions(page: Page): Promise<RevisionRow[]> {
  const response = await page.request.get('/api/admin/revisions');
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { revisions: RevisionRow[] };
  return body.revisions;
}

/** The number of the live revision (the admin API's view). */
export async function liveRevisionNumber(page: Page): Promise<number> {
  const live = (await readRevisions(page)).find((revision) => revision.status === 'live');
  expect(live, 'a live revision').toBeTruthy();
  return live!.number;
}

/** The highest revision number so far (the next publish gets this + 1). */
export async function latestRevisionNumber(page: Page): Promise<number> {
  return Math.max(0, ...(await readRevisions(page)).map((revision) => revision.number));
}

/** How long a build of the demo may take on a small, busy machine. */
export const BUILD_TIMEOUT = 240_000;

/** Waits until the admin API says revision `revision` is live. */
export async function waitUntilLive(page: Page, revision: number): Promise<void> {
  await expect
    .poll(async () => (await (await page.request.get('/api/admin/publish/status')).json()) as { state: string; revision?: number }, {
      timeout: BUILD_TIMEOUT,
      intervals: [1000],
    })
    .toMatchObject({ state: 'live', revision });
}

/** Publishes the draft through the API (as the Publish button does) and waits until the new revision is live. */
export async function publishThroughApi(page: Page): Promise<void> {
  const next = (await latestRevisionNumber(page)) + 1;
  const res = await page.request.post('/api/admin/publish', { data: {}, headers: { 'content-type': 'application/json', ...SAME_ORIGIN } });
  expect(res.status(), await res.text()).toBe(202);
  await waitUntilLive(page, next);
}

/** The draft snapshot and its version (`ETag`). */
export async function readDraft(page: Page): Promise<{ draft: Record<string, unknown>; version: string | undefined }> {
  const response = await page.request.get('/api/admin/draft');
  expect(response.status(), await response.text()).toBe(200);
  return { draft: (await response.json()) as Record<string, unknown>, version: response.headers().etag };
}

/** `PUT /api/admin/draft/:collection/:recordId` with the page's session; returns the response. */
export async function putDraftRecord(page: Page, collection: string, recordId: string, data: unknown) {
  return page.request.put(`/api/admin/draft/${collection}/${recordId}`, {
    data,
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
}

/** Opens an admin section from the navigation, as a person would ("Settings", "Access", "Subscribers" …). */
export async function openSection(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}
