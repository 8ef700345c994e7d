/**
 * The item action menu (admin spec §2 screens 8 and 9, §4, §5, §8): Create custom URL with the slug rules, the
 * default slug and the submit rules, and the earlier links kept as permanent redirects once published; Move item
 * to the allowed cards only; each with its success and failure snack.
 */
import { expect, test, type Page } from '@playwright/test';
import { BUILD_TIMEOUT, latestRevisionNumber, readDraft } from '../support/admin.ts';
import { cardAction, cardTile, drawer, drawerItem, failRequests, restoreDraftAfterEachTest, restoreDraftState, snack } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const draftBefore = restoreDraftAfterEachTest();

async function itemAction(page: Page, card: string, item: string, action: string) {
  await cardAction(page, card, 'Edit');
  await drawerItem(page, card, item)
    .getByRole('button', { name: `Item actions for ${item}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function slugOf(page: Page, itemUid: string): Promise<string> {
  const { draft } = await readDraft(page);
  return (draft.items as { itemUid: string; slug: string }[]).find((i) => i.itemUid === itemUid)!.slug;
}

async function publish(page: Page): Promise<void> {
  const next = (await latestRevisionNumber(page)) + 1;
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Revision ${next} is live`)).toBeVisible({ timeout: BUILD_TIMEOUT });
}

test('Create custom URL: every earlier link of the item redirects permanently to the new one once published', async ({ page }) => {
  test.setTimeout(3 * BUILD_TIMEOUT);
  // The demo's SOC 2 Type II certification used to be at /product/platform/soc2.
  const demo = await page.request.get('/product/platform/soc2', { maxRedirects: 0 });
  expect(demo.status()).toBe(301);
  expect(demo.headers().location).toBe('/product/platform/soc-2-type-ii');

  await itemAction(page, 'Data Security', 'Encryption at rest', 'Create custom URL');
  const dialog = page.getByRole('dialog', { name: 'Create custom URL' });
  await expect(
    dialog.getByText(
      'The current link, /product/platform/encryption-at-rest, keeps working after the change: it redirects permanently to the new URL once published.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Earlier links that redirect here:' })).toHaveCount(0);
  await dialog.getByLabel('URL slug').fill('aes-256-at-rest');
  await dialog.getByRole('button', { name: 'Create URL' }).click();
  await expect(snack(page, 'Successfully created custom URL for Encryption at rest')).toBeVisible();

  // Changed again: both earlier links are listed, and both will redirect.
  await drawerItem(page, 'Data Security', 'Encryption at rest').getByRole('button', { name: 'Item actions for Encryption at rest' }).click();
  await page.getByRole('menuitem', { name: 'Create custom URL' }).click();
  await expect(dialog.getByRole('list', { name: 'Earlier links that redirect here:' }).getByRole('listitem')).toHaveText([
    '/product/platform/encryption-at-rest',
  ]);
  await dialog.getByLabel('URL slug').fill('at-rest');
  await dialog.getByRole('button', { name: 'Create URL' }).click();
  await expect(dialog).toBeHidden();
  const { draft } = await readDraft(page);
  expect((draft.items as { itemUid: string; formerSlugs: string[] }[]).find((i) => i.itemUid === 'itm_pf_encryption_at_rest')!.formerSlugs).toEqual([
    'encryption-at-rest',
    'aes-256-at-rest',
  ]);
  await drawer(page, 'Data Security').getByRole('button', { name: 'Close' }).click();

  try {
    await publish(page);
    for (const old of ['/product/platform/encryption-at-rest', '/product/platform/aes-256-at-rest', '/product/platform/encryption-at-rest/']) {
      const res = await page.request.get(old, { maxRedirects: 0 });
      expect(res.status(), old).toBe(301);
      expect(res.headers().location, old).toBe('/product/platform/at-rest');
    }
    // A visitor following the old link lands on the item's page.
    await page.goto('/product/platform/encryption-at-rest?utm_source=email');
    await expect(page).toHaveURL(/\/product\/platform\/at-rest\?utm_source=email$/);
    await expect(page.getByRole('heading', { name: 'Encryption at rest', level: 1 })).toBeVisible();
  } finally {
    await page.goto('/admin');
    await restoreDraftState(page, draftBefore());
    await publish(page);
  }
  expect((await page.request.get('/product/platform/encryption-at-rest', { maxRedirects: 0 })).status()).toBe(200);
});

test('Create custom URL: slug rules, default slug, submit rules, success and failure', async ({ page }) => {
  await itemAction(page, 'Data Security', 'Encryption at rest', 'Create custom URL');
  const dialog = page.getByRole('dialog', { name: 'Create custom URL' });
  const slug = dialog.getByLabel('URL slug');
  const submit = dialog.getByRole('button', { name: 'Create URL' });
  await expect(slug).toHaveValue('encryption-at-rest');
  // Two products: item pages live under the product.
  await expect(dialog.getByText(/\/product\/platform\/$/)).toBeVisible();
  // Unchanged: disabled.
  await expect(submit).toBeDisabled();

  await slug.fill('Encryption At Rest');
  await expect(dialog.getByText('Invalid url slug, only lowercase letters, numbers and hyphens are allowed')).toBeVisible();
  await expect(submit).toBeDisabled();
  await slug.fill('a'.repeat(100));
  await expect(dialog.getByText('URL slug must be less than 100 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await slug.fill('key-management');
  await expect(dialog.getByText('This URL slug is already in use by item: Key management')).toBeVisible();
  await expect(submit).toBeDisabled();
  await slug.fill('');
  await expect(submit).toBeDisabled();

  // The default slug: the title lowercased with hyphens.
  await dialog.getByRole('button', { name: 'Use default: encryption-at-rest' }).click();
  await expect(slug).toHaveValue('encryption-at-rest');

  await slug.fill('aes-256-at-rest');
  await expect(submit).toBeEnabled();
  await failRequests(page, 'PUT', '**/custom-url');
  await submit.click();
  await expect(snack(page, 'Failed to create custom URL')).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await submit.click();
  await expect(snack(page, 'Successfully created custom URL for Encryption at rest')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await slugOf(page, 'itm_pf_encryption_at_rest')).toBe('aes-256-at-rest');
});

test('Move item: only allowed destinations; success and failure snacks', async ({ page }) => {
  await itemAction(page, 'Data Security', 'Encryption in transit', 'Move item');
  const dialog = page.getByRole('dialog', { name: 'Move item' });
  const options = await dialog.getByLabel('Destination card').locator('option').allTextContents();
  expect(options).toContain('Network Security');
  expect(options).toContain('ESG');
  for (const excluded of ['Data Security', 'Overview', 'Documents', 'Compliance', 'Trusted By', 'Subprocessors', 'Risk Profile'])
    expect(options).not.toContain(excluded);
  await expect(dialog.getByRole('button', { name: 'Move' })).toBeDisabled();
  await dialog.getByLabel('Destination card').selectOption({ label: 'Network Security' });

  await failRequests(page, 'PATCH', '**/api/trust-center/products/*/items/itm_pf_encryption_in_transit');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(snack(page, 'Failed to move item to another card')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(snack(page, 'Successfully moved Encryption in transit to Network Security')).toBeVisible();
  await expect(drawerItem(page, 'Data Security', 'Encryption in transit')).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Data Security' }).getByRole('button', { name: 'Close' }).click();
  await cardTile(page, 'Network Security')
    .getByText(/^View more/)
    .click();
  await expect(cardTile(page, 'Network Security').getByText('Encryption in transit')).toBeVisible();
});

test('items of cards that do not allow moving have no Move item', async ({ page }) => {
  await cardAction(page, 'Compliance', 'Edit');
  await drawerItem(page, 'Compliance', 'GDPR').getByRole('button', { name: 'Item actions for GDPR' }).click();
  await expect(page.getByRole('menuitem', { name: 'Create custom URL' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Move item' })).toHaveCount(0);
});
