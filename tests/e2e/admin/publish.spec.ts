/**
 * Publishing from main mode: an edit makes the draft differ from the live site, the draft preview shows it as
 * visitors will see it (and withholds what they may not see), Publish runs through the build steps to the new
 * revision, the public page changes, and a rollback brings the old page back.
 */
import { expect, test } from '@playwright/test';
import { latestRevisionNumber, liveRevisionNumber, signIn } from '../support/admin.ts';
import { cardAction, drawer, drawerItem, restoreDraftState, saveDraftState } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

/** A build of the demo takes tens of seconds on a small machine. */
const BUILD_TIMEOUT = 240_000;

test('edit, preview, publish through the build steps, see the public page change, and roll back', async ({ page, context }) => {
  test.setTimeout(3 * BUILD_TIMEOUT);
  await signIn(page);
  const saved = await saveDraftState(page);
  const before = await liveRevisionNumber(page);
  const next = (await latestRevisionNumber(page)) + 1;
  const title = `Encryption at rest (e2e ${Date.now().toString(36)})`;

  try {
    await cardAction(page, 'Data Security', 'Edit');
    await drawerItem(page, 'Data Security', 'Encryption at rest').getByLabel('Title').fill(title);
    await drawer(page, 'Data Security').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(drawerItem(page, 'Data Security', title)).toBeVisible();
    await expect(page.getByText('Draft has unpublished changes')).toBeVisible();
    await drawer(page, 'Data Security').getByRole('button', { name: 'Close' }).click();

    // The preview: the draft as visitors will see it.
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview draft' }).click()]);
    await expect(preview).toHaveURL(/\/admin\/preview$/);
    await expect(preview.getByText('Draft preview')).toBeVisible();
    const dataSecurity = preview.getByRole('article', { name: 'Data Security' });
    await expect(dataSecurity.getByRole('link', { name: title })).toBeVisible();
    // Restricted items keep only their title and padlock; hidden ones and hidden cards are left out.
    await expect(dataSecurity.getByRole('listitem').filter({ hasText: 'Key management' }).getByRole('img', { name: 'Restricted item' })).toBeVisible();
    await expect(preview.getByRole('article', { name: 'ESG' })).toHaveCount(0);
    await expect(preview.getByText(/CANARY-/)).toHaveCount(0);
    await preview.close();

    // The live site still has the old title.
    const publicBefore = await (await page.request.get('/')).text();
    expect(publicBefore).not.toContain(title);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const progress = page.getByRole('list', { name: 'Publish progress' });
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('listitem')).toHaveText([/^Freezing revision/, /^Building pages/, /^Indexing search/, /^Going live/]);
    await expect(progress.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(page.getByText(`Revision ${next} is live`)).toBeVisible({ timeout: BUILD_TIMEOUT });
    await expect(progress.locator('[data-state="done"]')).toHaveCount(4);
    // Each step says how long it took.
    await expect(progress.getByRole('listitem')).toHaveText([
      /^Freezing revision \(\d+\.\d s\)$/,
      /^Building pages \(\d+\.\d s\)$/,
      /^Indexing search \(\d+\.\d s\)$/,
      /^Going live \(\d+\.\d s\)$/,
    ]);
    await expect(page.getByText('Draft matches the live site')).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();

    // Roll back to the revision that was live before.
    await page.goto('/admin');
    await page.getByRole('button', { name: `Roll back to this revision (revision ${before})` }).click();
    await expect(page.getByText(`Revision ${next + 1} is live`)).toBeVisible({ timeout: BUILD_TIMEOUT });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Encryption at rest', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveCount(0);
  } finally {
    await page.goto('/admin');
    await restoreDraftState(page, saved);
  }
});
