/**
 * Card actions (admin spec §2 screens 1, 2, 6, 7; §4; §5; §8): the display text dialog, the placeholder modal,
 * hiding and showing a card, the card title rename, and the change card icon dialog — each with its validation
 * messages, its snacks and its failure text — and an editor without assets:edit, who cannot change icons.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin.ts';
import { addStaffMember } from '../support/staff.ts';
import { cardAction, cardTile, drawer, failRequests, restoreDraftAfterEachTest, snack } from './helpers.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

test.describe.configure({ mode: 'serial' });

const EDITOR = 'editor-e2e@example.com';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.beforeAll(() => {
  addStaffMember(EDITOR, 'editor', 'Eddie Editor');
});

restoreDraftAfterEachTest();

test('Edit display text: empty or 4–100 characters, with the helper as its message', async ({ page }) => {
  await cardAction(page, 'Data Security', 'Edit display text');
  const dialog = page.getByRole('dialog', { name: 'Edit display text' });
  const input = dialog.getByLabel('Display text');
  await expect(dialog.getByText('Must be at least 4 characters, or leave empty for default.')).toBeVisible();
  await input.fill('abc');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await input.fill('x'.repeat(101));
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill('How we protect your data');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');

  // A failing save keeps the dialog open with the edge's message.
  await failRequests(page, 'PATCH', '**/api/trust-center/products/*/cards/dataSecurity');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unfortunately, an unknown error has occurred.');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Display text updated')).toBeVisible();
  await expect(cardTile(page, 'Data Security').getByText('How we protect your data')).toBeVisible();

  // Empty means the default again.
  await cardAction(page, 'Data Security', 'Edit display text');
  await dialog.getByLabel('Display text').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(cardTile(page, 'Data Security').getByText('How we protect your data')).toBeHidden();
});

test('Edit placeholder text: at most 1000 characters; "Placeholder text updated"', async ({ page }) => {
  await cardAction(page, 'ESG', 'Edit placeholder text');
  const dialog = page.getByRole('dialog', { name: 'Edit placeholder text' });
  await dialog.getByLabel('Placeholder text').fill('x'.repeat(1001));
  await expect(dialog.getByText('Placeholder text cannot exceed 1000 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Placeholder text').fill('Our ESG report arrives in the spring.');
  await expect(dialog.getByText('Placeholder text cannot exceed 1000 characters')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Placeholder text updated')).toBeVisible();
  await expect(cardTile(page, 'ESG').getByText('Our ESG report arrives in the spring.')).toBeVisible();
});

test('Hide and Show: "Card hidden in Trust Center" / "Card shown in Trust Center"; a failure shows its text', async ({ page }) => {
  await cardAction(page, 'Network Security', 'Hide');
  await expect(snack(page, 'Card hidden in Trust Center')).toBeVisible();
  await expect(cardTile(page, 'Network Security')).toHaveAttribute('data-hidden', 'true');
  await cardAction(page, 'Network Security', 'Show');
  await expect(snack(page, 'Card shown in Trust Center')).toBeVisible();
  await expect(cardTile(page, 'Network Security')).not.toHaveAttribute('data-hidden', 'true');

  await failRequests(page, 'PATCH', '**/api/trust-center/products/*/cards/networkSecurity');
  await cardAction(page, 'Network Security', 'Hide');
  await expect(page.locator('.toast').getByRole('alert')).toHaveText(/Unfortunately, an unknown error has occurred\./);
  await expect(cardTile(page, 'Network Security')).not.toHaveAttribute('data-hidden', 'true');
});

test('the card title can be renamed (2–50 characters) in the drawer when the plan allows it', async ({ page }) => {
  await cardAction(page, 'Endpoint Security', 'Edit');
  const panel = drawer(page, 'Endpoint Security');
  await expect(panel.getByText('One to three words work best.')).toBeVisible();
  await panel.getByLabel('Card title').fill('E');
  await expect(panel.getByText('Card title must be between 2 and 50 characters')).toBeVisible();
  await panel.getByLabel('Card title').fill('Devices');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(cardTile(page, 'Devices')).toBeVisible();
});

test('Change card icon: custom icon required, upload and save, reset to default, failure keeps the dialog open', async ({ page }) => {
  await cardAction(page, 'Legal', 'Change card icon');
  const dialog = page.getByRole('dialog', { name: 'Change Legal card icon' });
  await expect(dialog.getByRole('radio', { name: 'Use default icon' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Use/Upload custom icon' }).check();
  await expect(dialog.getByText('20px x 20px; png, jpeg, svg; max 1MB')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Custom icon is required');

  // A failing upload: the failure snack, the dialog stays.
  await failRequests(page, 'POST', '**/api/trust-center/assets/upload**');
  await dialog.getByLabel('Custom icon', { exact: true }).setInputFiles({ name: 'scales.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Failed to change card icon')).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Card icon saved. The icon may take a few minutes to appear')).toBeVisible();
  await expect(dialog).toBeHidden();
  const icon = cardTile(page, 'Legal').locator('img[data-icon="custom"]');
  await expect(icon).toBeVisible();
  const src = (await icon.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/share\/[^/]+\/assets\/icon_[A-Za-z0-9]+\?v=\d+$/);
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // "Refresh Page" reloads the admin; the icon is still there.
  await page.locator('.toast').getByRole('button', { name: 'Refresh Page' }).click();
  await expect(cardTile(page, 'Legal').locator('img[data-icon="custom"]')).toBeVisible();

  // The dialog opens on "custom" now; back to the default icon.
  await cardAction(page, 'Legal', 'Change card icon');
  await expect(dialog.getByRole('radio', { name: 'Use/Upload custom icon' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Use default icon' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Card icon reset to default')).toBeVisible();
  await expect(cardTile(page, 'Legal').locator('[data-icon="default"]')).toBeVisible();
});

test('Change card icon: an icon over 1MB, or not an image, says why it cannot be used', async ({ page }) => {
  await cardAction(page, 'Legal', 'Change card icon');
  const dialog = page.getByRole('dialog', { name: 'Change Legal card icon' });
  await dialog.getByRole('radio', { name: 'Use/Upload custom icon' }).check();
  const input = dialog.getByLabel('Custom icon', { exact: true });

  // Over 1MB: said as soon as it is chosen, and Save uploads nothing.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trust-center/assets')) uploads.push(request.url());
  });
  const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.getByRole('alert')).toHaveText('Card icons must be at most 1MB');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Card icons must be at most 1MB');
  await expect(dialog).toBeVisible();
  expect(uploads).toEqual([]);

  // Bytes that are not the image they claim to be: the edge refuses them and the dialog gives its reason.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Failed to change card icon')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Card icons must be png, jpeg or svg images');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cardTile(page, 'Legal').locator('[data-icon="default"]')).toBeVisible();
});

test('Escape closes a dialog', async ({ page }) => {
  await cardAction(page, 'Legal', 'Edit display text');
  await expect(page.getByRole('dialog', { name: 'Edit display text' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit display text' })).toBeHidden();
});

test('an editor without assets:edit cannot change card icons', async ({ page }) => {
  await page.context().clearCookies();
  await signIn(page, EDITOR);
  await page.getByRole('button', { name: 'Card actions for Legal' }).click();
  const menu = page.getByRole('menu', { name: 'Card actions for Legal' });
  await expect(menu.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Change card icon' })).toHaveCount(0);
  const upload = await page.request.post('/api/trust-center/assets/upload?fileName=x.png', {
    data: PNG,
    headers: { 'content-type': 'image/png', ...SAME_ORIGIN },
  });
  expect(upload.status()).toBe(403);
  const create = await page.request.post('/api/trust-center/assets', {
    data: {
      upload: { fileId: 'upl_x', fileName: 'x.png' },
      asset: { productId: 'prod_platform', isGlobal: false, type: 'icon', relation: { type: 'card', cardKind: 'legal' } },
    },
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
  expect(create.status()).toBe(403);
  await page.context().clearCookies();
  await signIn(page);
});
