/**
 * Logos and certification badges in the admin: staff upload a logo per trusted-by company and subprocessor (stored
 * as an asset of the organisation and shown from this instance), choose a certification's badge, and nothing the
 * admin shows is fetched from another host.
 */
import { expect, test, type Page } from '@playwright/test';
import { readDraft, signIn } from '../support/admin.ts';
import { cardAction, drawer, trustCenter } from '../admin/helpers.ts';
import { openEditor, rememberDraft } from './helpers.ts';
import { networkIdle } from '../support/network-idle.ts';

test.describe.configure({ mode: 'serial' });

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ORG_ID = 'org_northwind';

let restore: (() => Promise<void>) | undefined;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  restore = await rememberDraft(page, ['subprocessors', 'trustedBy', 'items']);
});
test.afterEach(async () => {
  await restore?.();
});

/** Every loaded image of `scope` really decoded. */
async function expectLoaded(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}

test('the admin loads nothing from another host: main mode, drawers, content editors and the company search', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(url);
  });
  await page.reload();
  await expect(trustCenter(page).locator('img[data-badge]').first()).toBeVisible();
  for (let y = 0; y < 8_000; y += 800) await page.mouse.wheel(0, 800);
  await networkIdle(page);
  for (const card of ['Trusted By', 'Subprocessors', 'Compliance']) {
    await cardAction(page, card, 'Edit');
    await expect(drawer(page, card)).toBeVisible();
    await networkIdle(page);
    await drawer(page, card).getByRole('button', { name: 'Close' }).click();
  }
  const editor = await openEditor(page, 'Subprocessors');
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  await editor.getByRole('button', { name: 'Add subprocessor' }).click();
  const add = page.getByRole('dialog', { name: 'Add subprocessor' });
  await add.getByRole('combobox', { name: 'Company' }).fill('goo');
  await expect(add.getByRole('option').first()).toBeVisible();
  await networkIdle(page);
  expect(elsewhere).toEqual([]);
});

test('main mode shows each certification’s badge and each company’s logo, all first-party', async ({ page }) => {
  const badges = trustCenter(page).locator('section[data-section="certifications"] img[data-badge]');
  await expect(badges).toHaveCount(7);
  expect(await badges.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([
    '/badges/soc2.svg',
    '/badges/iso27001.svg',
    '/badges/iso27701.svg',
    '/badges/gdpr.svg',
    '/badges/csa-star.svg',
    '/badges/hipaa.svg',
    '/badges/pci-dss.svg',
  ]);
  await expectLoaded(page, 'section[data-section="certifications"] img[data-badge]');
  const served = await page.request.get('/badges/soc2.svg');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  const logos = trustCenter(page).locator('section[data-section="trusted_by"] img');
  await expect(logos).toHaveCount(9);
  expect(await logos.first().getAttribute('src')).toBe(`/api/share/${ORG_ID}/assets/logo-contoso.svg`);
  await expectLoaded(page, 'section[data-section="trusted_by"] img');
  await expectLoaded(page, 'section[data-section="subprocessors"] img');
});

test('trusted-by: upload a logo for a company, refused files say why, and Remove logo', async ({ page }) => {
  const editor = await openEditor(page, 'Trusted By');
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  const field = editor.getByLabel('Logo of Fabrikam');

  // Refused before uploading: too large; refused by the edge: an SVG that would run script.
  await field.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) });
  await expect(editor.getByRole('alert')).toHaveText('Logos must be at most 1MB');
  await field.setInputFiles({
    name: 'bad.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(editor.getByRole('alert')).toHaveText('SVG logos must not contain scripts or load anything from another site');

  await field.setInputFiles({ name: 'fabrikam.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByRole('alert')).toHaveCount(0);
  const preview = editor.getByRole('img', { name: 'Fabrikam logo' });
  await expect(preview).toHaveAttribute('src', new RegExp(`^/api/share/${ORG_ID}/assets/logo-[a-f0-9]{24}\\.png$`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await editor.getByRole('button', { name: 'Remove logo of Tailspin Toys' }).click();
  await expect(editor.getByLabel('Logo of Tailspin Toys').locator('xpath=ancestor::div[@data-logo-field]').getByRole('img')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  const { draft } = await readDraft(page);
  const entries = draft.trustedBy as { id: string; logo: string }[];
  const logo = entries.find((e) => e.id === 'tb_pf_fabrikam')!.logo;
  expect(logo).toMatch(/^assets\/logo-[a-f0-9]{24}\.png$/);
  expect(entries.find((e) => e.id === 'tb_pf_tailspin_toys')!.logo).toBe('');
  const stored = await page.request.get(`/api/share/${ORG_ID}/assets/${logo.slice('assets/'.length)}`);
  expect(stored.status()).toBe(200);
  expect(Buffer.from(await stored.body()).equals(PNG)).toBe(true);
});

test('subprocessors: the logo is part of the Add and Edit dialogs', async ({ page }) => {
  const editor = await openEditor(page, 'Subprocessors');
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  await editor.getByRole('button', { name: 'Edit Cloudflare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit subprocessor' });
  await expect(dialog.getByRole('img', { name: 'Cloudflare logo' })).toHaveAttribute('src', `/api/share/${ORG_ID}/assets/logo-cloudflare.svg`);
  await dialog.getByLabel('Logo of Cloudflare').setInputFiles({ name: 'cf.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Cloudflare logo' })).toHaveAttribute('src', /\/assets\/logo-[a-f0-9]{24}\.png$/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('row', { name: /Cloudflare/ }).getByRole('img', { name: 'Cloudflare logo' })).toHaveAttribute(
    'src',
    /\/assets\/logo-[a-f0-9]{24}\.png$/,
  );
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  const { draft } = await readDraft(page);
  expect((draft.subprocessors as { id: string; logo: string }[]).find((s) => s.id === 'sp_pf_cloudflare')!.logo).toMatch(/^assets\/logo-[a-f0-9]{24}\.png$/);
});

test('certifications: the badge follows the title unless staff choose another framework', async ({ page }) => {
  const editor = await openEditor(page, 'Compliance');
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  const badge = editor.getByLabel('Badge of GDPR');
  await expect(badge).toHaveValue('gdpr');
  await badge.selectOption('');
  await expect(badge.locator('option:checked')).toHaveText('From the title: GDPR');
  await badge.selectOption({ label: 'CCPA' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(
    editor.getByRole('list', { name: 'Certifications grid' }).getByRole('listitem').filter({ hasText: 'GDPR' }).locator('img[data-badge]'),
  ).toHaveAttribute('src', '/badges/ccpa.svg');
  const { draft } = await readDraft(page);
  expect((draft.items as { itemUid: string; certificationId?: string }[]).find((i) => i.itemUid === 'itm_pf_gdpr')!.certificationId).toBe('ccpa');
});
