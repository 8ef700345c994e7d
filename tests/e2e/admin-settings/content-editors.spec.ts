/**
 * Content editors of the settings area (admin spec §2 screens 11, 15, 16; §5; §9): subprocessors with company
 * search and "Just use", trusted-by, certifications grid, security grades with their rules and colour bands and
 * SecurityScorecard "Get Grade", and the risk profile form.
 */
import { expect, test } from '@playwright/test';
import { readDraft, signIn } from '../support/admin.ts';
import { startFakeIntegrationServices, type FakeIntegrationServices } from '../../fakes/integration-services.ts';
import { cardAction, drawer } from '../admin/helpers.ts';
import { openEditor, rememberDraft } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

let restore: (() => Promise<void>) | undefined;
let fakes: FakeIntegrationServices;

test.beforeAll(async () => {
  fakes = await startFakeIntegrationServices(Number(process.env.GLASSHOUSE_E2E_FAKES_PORT));
});
test.afterAll(async () => {
  await fakes.close();
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
  restore = await rememberDraft(page, ['subprocessors', 'trustedBy', 'items']);
});
test.afterEach(async () => {
  await restore?.();
});

test('subprocessors: search, add with "Just use", edit, delete with confirmation, columns in edit mode', async ({ page }) => {
  const editor = await openEditor(page, 'Subprocessors');
  const table = editor.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Amazon Web Services' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Created At' })).toHaveCount(0);
  await expect(editor.getByRole('img', { name: /logo/ }).or(editor.locator('svg')).first()).toBeVisible();

  // Search by name or information.
  const search = editor.getByRole('searchbox', { name: 'Search by subprocessor name or information' });
  await search.fill('DDoS');
  await expect(table.getByRole('rowheader')).toHaveText(['Cloudflare']);
  await search.fill('no such thing');
  await expect(editor.getByText('No results match this criteria')).toBeVisible();
  await search.fill('');

  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'Created At' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();

  // The company is required.
  await editor.getByRole('button', { name: 'Add subprocessor' }).click();
  const add = page.getByRole('dialog', { name: 'Add subprocessor' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('This field is required', { exact: true })).toBeVisible();

  // One character: no search yet; two: the curated list (by an alternative name) and "Just use".
  const company = add.getByRole('combobox', { name: 'Company' });
  await company.fill('g');
  await page.waitForTimeout(400);
  await expect(add.getByRole('listbox')).toHaveCount(0);
  await company.fill('gcp');
  await expect(add.getByRole('option', { name: /Google Cloud/ })).toBeVisible();
  await expect(add.getByRole('option', { name: 'Just use: "gcp"' })).toBeVisible();
  await company.fill('Acme Payroll');
  await add.getByRole('option', { name: 'Just use: "Acme Payroll"' }).click();
  await add.getByLabel('Purpose').fill('Payroll for our staff');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const row = table.getByRole('row', { name: /Acme Payroll/ });
  await expect(row).toContainText('Payroll for our staff');
  await expect(row).toContainText(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()));

  // Edit the Cloudflare row; delete the AWS row after confirming.
  await table.getByRole('button', { name: 'Edit Cloudflare' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit subprocessor' });
  await edit.getByLabel('Location').fill('Everywhere');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: /Cloudflare/ })).toContainText('Everywhere');
  await table.getByRole('button', { name: 'Delete Amazon Web Services' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete subprocessor' });
  await expect(confirm).toContainText('Are you sure you want to delete Amazon Web Services');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('rowheader', { name: 'Amazon Web Services' })).toHaveCount(0);

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  const { draft } = await readDraft(page);
  const subprocessors = (draft.subprocessors as { productId: string; company: { name: string; source: string }; location: string }[]).filter(
    (s) => s.productId === 'prod_platform',
  );
  expect(subprocessors.find((s) => s.company.name === 'Acme Payroll')?.company.source).toBe('custom');
  expect(subprocessors.find((s) => s.company.name === 'Cloudflare')?.location).toBe('Everywhere');
  expect(subprocessors.some((s) => s.company.name === 'Amazon Web Services')).toBe(false);
});

test('subprocessors: a column no row fills is hidden, and the organisation’s own companies are offered', async ({ page }) => {
  const editor = await openEditor(page, 'Subprocessors', 'Northwind Analytics');
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  const table = editor.getByRole('table');
  // Remove the product's rows (in the form only), then add one with a company alone.
  while ((await table.getByRole('button', { name: /^Delete / }).count()) > 0) {
    await table
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Delete subprocessor' }).getByRole('button', { name: 'Delete' }).click();
  }
  await editor.getByRole('button', { name: 'Add subprocessor' }).click();
  const add = page.getByRole('dialog', { name: 'Add subprocessor' });
  // "Cloudf" finds Cloudflare among the organisation's own companies (the platform product uses it).
  await add.getByRole('combobox', { name: 'Company' }).fill('Cloudf');
  await add
    .getByRole('option', { name: /^Cloudflare/ })
    .first()
    .click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('rowheader', { name: 'Cloudflare' })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Company', 'Created At', 'Actions']);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('columnheader', { name: 'Purpose' })).toBeVisible();
});

test('trusted-by: add a custom name and a domain logo source, move and remove', async ({ page }) => {
  const editor = await openEditor(page, 'Trusted By');
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  await editor.getByRole('button', { name: 'Add company' }).click();
  const add = page.getByRole('dialog', { name: 'Add company' });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('This field is required').first()).toBeVisible();
  await add.getByLabel('Domain', { exact: true }).fill('https://www.gdi.example/');
  await add.getByLabel('Company name').fill('Graphic Design Institute');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Use format "example.com", without www. or http/s')).toBeVisible();
  await add.getByLabel('Domain', { exact: true }).fill('gdi.example');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();

  await editor.getByRole('button', { name: 'Add company' }).click();
  await add.getByLabel('Custom name').check();
  await add.getByLabel('Company name').fill('Blue Yonder Airlines');
  await add.getByRole('button', { name: 'Add' }).click();
  const list = editor.getByRole('list', { name: 'Trusted by' });
  await expect(list.getByRole('listitem').last()).toContainText('Blue Yonder Airlines');
  await expect(editor.getByRole('button', { name: 'Move Blue Yonder Airlines down' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Move Blue Yonder Airlines up' }).click();
  await expect(list.getByRole('listitem').last()).toContainText('Graphic Design Institute');
  await editor.getByRole('button', { name: 'Remove Graphic Design Institute' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  const { draft } = await readDraft(page);
  const names = (draft.trustedBy as { company: { name: string; source: string } }[]).map((t) => t.company);
  expect(names).toContainEqual({ source: 'custom', name: 'Blue Yonder Airlines' });
  expect(names.some((c) => c.name === 'Graphic Design Institute')).toBe(false);
});

test('certifications: the grid shows enabled items only, in progress faded; states are edited', async ({ page }) => {
  const editor = await openEditor(page, 'Compliance');
  const grid = editor.getByRole('list', { name: 'Certifications grid' });
  await expect(grid.getByText('SOC 2 Type II')).toBeVisible();
  await expect(grid.getByText('PCI DSS')).toHaveCount(0);
  const hipaa = grid.getByRole('listitem').filter({ hasText: 'HIPAA' });
  await expect(hipaa).toHaveAttribute('data-faded', 'true');
  await expect(hipaa.locator('img[data-badge]')).toHaveCSS('opacity', '0.5');
  await expect(hipaa).toContainText('In Progress');
  await expect(grid.getByRole('listitem').filter({ hasText: 'SOC 2 Type II' })).toContainText('Audited by A-LIGN');

  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  await editor.getByLabel('State of PCI DSS').selectOption({ label: 'In Progress' });
  await editor.getByLabel('Auditor of PCI DSS').fill('Coalfire');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(grid.getByRole('listitem').filter({ hasText: 'PCI DSS' })).toContainText('Audited by Coalfire');
  await expect(grid.getByRole('listitem').filter({ hasText: 'PCI DSS' })).toHaveAttribute('data-faded', 'true');
});

test('security grades: link and grade rules, colour bands, Get Grade, move and remove', async ({ page }) => {
  fakes.scorecards.set('northwind.example', { grade: 'B', score: 85 });
  const editor = await openEditor(page, 'Security Grades');
  // View: the demo's grades with their colour bands.
  await expect(editor.locator('[data-colour="green"]').filter({ hasText: 'A+' })).toBeVisible();

  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  const entries = editor.getByRole('listitem');
  await expect(editor.getByRole('button', { name: 'Move up SSL Labs' })).toBeDisabled();
  await expect(editor.getByRole('button', { name: 'Move down Mozilla Observatory' })).toBeDisabled();

  // A BitSight grade: bare domain, 300–820.
  await editor.getByRole('button', { name: 'Add grade' }).click();
  const bitsight = entries.last();
  await bitsight.getByLabel('Service').selectOption('BitSight');
  await bitsight.getByLabel('Domain').fill('https://www.northwind.example');
  await bitsight.getByLabel('Grade').fill('100');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(bitsight.getByText('Use format "northwind.example", without www. or http/s')).toBeVisible();
  await expect(bitsight.getByText('Enter a number from 300 to 820.')).toBeVisible();
  await bitsight.getByLabel('Domain').fill('northwind.example');
  await bitsight.getByLabel('Grade').fill('500');
  await expect(bitsight.locator('[data-colour="yellow"]')).toHaveText(/500/);
  await bitsight.getByLabel('Grade').fill('700');
  await expect(bitsight.locator('[data-colour="green"]')).toHaveText(/700/);

  // Security Headers: its own URL prefix and 'Invalid grade.'
  await editor.getByRole('button', { name: 'Add grade' }).click();
  const headers = entries.last();
  await headers.getByLabel('Service').selectOption('Security Headers');
  await headers.getByLabel('Display name').fill('');
  await headers.getByLabel('URL').fill('northwind.example');
  await headers.getByLabel('Grade').fill('Z');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(headers.getByText('This field is required.')).toBeVisible();
  await expect(headers.getByText('Use a link that starts with "https://securityheaders.com/?q="')).toBeVisible();
  await expect(headers.getByText('Invalid grade.')).toBeVisible();
  await editor
    .getByRole('button', { name: /^Remove/ })
    .last()
    .click();

  // SecurityScorecard: read-only grade from "Get Grade"; an error clears it.
  await editor.getByRole('button', { name: 'Add grade' }).click();
  const ssc = entries.last();
  await ssc.getByLabel('Service').selectOption('SecurityScorecard');
  await expect(ssc.getByLabel('Grade')).toHaveAttribute('readonly', '');
  await ssc.getByLabel('Domain').fill('northwind.example');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(ssc.getByText('Click on "Get Grade" button.')).toBeVisible();
  await ssc.getByRole('button', { name: 'Get Grade' }).click();
  await expect(ssc.getByLabel('Grade')).toHaveValue('B');
  await expect(ssc.locator('[data-colour="green"]')).toHaveText(/B/);
  await ssc.getByLabel('Domain').fill('unknown.example');
  await ssc.getByRole('button', { name: 'Get Grade' }).click();
  await expect(ssc.getByText('Domain is invalid. Please try a different name.')).toBeVisible();
  await expect(ssc.getByLabel('Grade')).toHaveValue('');
  fakes.scorecards.set('new.example', 'not_calculated');
  await ssc.getByLabel('Domain').fill('new.example');
  await ssc.getByRole('button', { name: 'Get Grade' }).click();
  await expect(ssc.getByText('Your company does not have a score yet. Please try again later')).toBeVisible();
  fakes.failing.add('ssc');
  await ssc.getByRole('button', { name: 'Get Grade' }).click();
  await expect(ssc.getByText('Server error. Please try again.')).toBeVisible();
  fakes.failing.delete('ssc');
  await ssc.getByLabel('Domain').fill('northwind.example');
  await ssc.getByRole('button', { name: 'Get Grade' }).click();
  await expect(ssc.getByLabel('Grade')).toHaveValue('B');

  // Move the BitSight entry to the top, then save.
  for (let i = 0; i < 3; i++) await editor.getByRole('button', { name: 'Move up BitSight' }).click();
  await expect(editor.getByRole('button', { name: 'Move up BitSight' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  const { draft } = await readDraft(page);
  const item = (draft.items as { itemUid: string; grades: { label: string; grade: string; url: string }[] }[]).find(
    (i) => i.itemUid === 'itm_pf_external_security_ratings',
  )!;
  expect(item.grades.map((g) => [g.label, g.grade])).toEqual([
    ['BitSight', '700'],
    ['SSL Labs', 'A+'],
    ['Security Headers', 'A'],
    ['Mozilla Observatory', 'B'],
    ['SecurityScorecard', 'B'],
  ]);
});

test('risk profile: every question with No Answer, custom recovery 0–99 with singular and plural units', async ({ page }) => {
  const editor = await openEditor(page, 'Risk Profile');
  await expect(editor.getByText('Restricted')).toBeVisible();
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();

  await expect(editor.getByLabel('What data does the service access?').locator('option')).toHaveText(['Public', 'Internal', 'Restricted', 'No Answer']);
  await expect(editor.getByLabel('What would be the impact of a breach?').locator('option')).toHaveText([
    'Low',
    'Moderate',
    'Substantial',
    'Severe',
    'No Answer',
  ]);
  await expect(editor.getByLabel('Where is the service hosted?').locator('option')).toHaveText([
    'Major cloud provider',
    'On premise',
    'A combination',
    'No Answer',
  ]);
  await expect(editor.getByLabel('Recovery point objective', { exact: true }).locator('option')).toHaveText([
    'Immediate',
    '24–48 hours',
    '48–72 hours',
    '4–7 days',
    'Custom',
    'No Answer',
  ]);

  // The demo's custom 4 hours; a new custom answer starts at 12 hours.
  await expect(editor.getByLabel('Recovery time objective number')).toHaveValue('4');
  await editor.getByLabel('Recovery point objective', { exact: true }).selectOption('immediate');
  await editor.getByLabel('Recovery point objective', { exact: true }).selectOption('custom');
  await expect(editor.getByLabel('Recovery point objective number')).toHaveValue('12');
  await expect(editor.getByLabel('Recovery point objective unit')).toHaveValue('hours');

  const number = editor.getByLabel('Recovery time objective number');
  const unit = editor.getByLabel('Recovery time objective unit');
  await number.fill('1');
  await expect(unit.locator('option')).toHaveText(['minute', 'hour', 'day']);
  await number.fill('100');
  await expect(unit.locator('option')).toHaveText(['minutes', 'hours', 'days']);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Enter a number from 0 to 99')).toBeVisible();
  await number.fill('5');
  await unit.selectOption('days');
  await editor.getByLabel('Do customers depend critically on the service?').selectOption({ label: 'No Answer' });
  await editor.getByRole('button', { name: 'Save' }).click();

  await expect(editor.getByText('5 days')).toBeVisible();
  await expect(editor.getByText('No Answer')).toBeVisible();
  const { draft } = await readDraft(page);
  const item = (draft.items as { itemUid: string; riskProfile: Record<string, string> }[]).find((i) => i.itemUid === 'itm_pf_risk_profile')!;
  expect(item.riskProfile).toMatchObject({ recoveryTime: 'days_5', recoveryPoint: 'hours_12', criticalDependence: 'no_answer' });
});

test('security grades: a grade the service does not give shows its error and no colour band', async ({ page }) => {
  const editor = await openEditor(page, 'Security Grades');
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  const entries = editor.getByRole('listitem');
  const cases = [
    ['BitSight', '900', 'Enter a number from 300 to 820.'],
    ['UpGuard', '951', null],
    ['CyberVadis', '1001', null],
    ['RiskRecon', '7.25', null],
  ] as const;
  for (const [service, grade] of cases) {
    await editor.getByRole('button', { name: 'Add grade' }).click();
    const entry = entries.last();
    await entry.getByLabel('Service').selectOption(service);
    if (service === 'BitSight' || service === 'UpGuard') await entry.getByLabel('Domain').fill('northwind.example');
    await entry.getByLabel('Grade').fill(grade);
  }
  await editor.getByRole('button', { name: 'Save' }).click();
  for (const [service, grade, message] of cases) {
    const entry = editor.getByRole('listitem', { name: service });
    if (message) await expect(entry.getByText(message)).toBeVisible();
    await expect(entry.getByRole('textbox', { name: 'Grade' })).toHaveAttribute('aria-describedby', /.+/);
    // The grade is shown without a band, never green, yellow or red.
    await expect(entry.locator('[data-colour]')).toHaveAttribute('data-colour', 'none');
    await expect(entry.locator('[data-colour]')).toHaveText(grade);
    await expect(entry.locator('.badge-success, .badge-warning, .badge-error')).toHaveCount(0);
  }
  // A valid grade of the same services still gets its band.
  await editor.getByRole('listitem', { name: 'CyberVadis' }).getByLabel('Grade').fill('700');
  await expect(editor.getByRole('listitem', { name: 'CyberVadis' }).locator('[data-colour]')).toHaveAttribute('data-colour', 'green');
  await editor.getByRole('listitem', { name: 'RiskRecon' }).getByLabel('Grade').fill('7.2');
  await expect(editor.getByRole('listitem', { name: 'RiskRecon' }).locator('[data-colour]')).toHaveAttribute('data-colour', 'yellow');
});

test('the main-mode card drawer uses these editors: subprocessors alone, security grades below the items', async ({ page }) => {
  await cardAction(page, 'Subprocessors', 'Edit');
  const subprocessors = drawer(page, 'Subprocessors');
  await expect(subprocessors.getByRole('button', { name: 'Add subprocessor' })).toBeVisible();
  await expect(subprocessors.getByRole('searchbox', { name: 'Search by subprocessor name or information' })).toBeVisible();
  await subprocessors.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');

  await cardAction(page, 'Security Grades', 'Edit');
  const grades = drawer(page, 'Security Grades');
  await expect(grades.getByRole('region', { name: 'Grades' }).getByRole('button', { name: 'Add grade' })).toBeVisible();
  await expect(grades.getByRole('region', { name: 'External security ratings' }).first()).toBeVisible();
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the subprocessors drawer at ${size.width}px`, () => {
    test.use({ viewport: size });

    test('fits the window with every Edit and Delete in view; a search without matches says so', async ({ page }) => {
      await cardAction(page, 'Subprocessors', 'Edit');
      const subprocessors = drawer(page, 'Subprocessors');
      const box = (await subprocessors.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
      // Nothing scrolls sideways: the content is as wide as the drawer's body.
      const body = subprocessors.getByRole('table').locator('xpath=ancestor::div[contains(@class,"overflow-y-auto")][1]');
      const [scrollWidth, clientWidth] = await body.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      const names = await subprocessors.getByRole('rowheader').allTextContents();
      expect(names.length).toBeGreaterThan(10);
      for (const name of names.map((n) => n.trim())) {
        for (const action of ['Edit', 'Delete']) {
          const button = subprocessors.getByRole('button', { name: `${action} ${name}`, exact: true });
          await button.scrollIntoViewIfNeeded();
          const b = (await button.boundingBox())!;
          expect(b.x, `${action} ${name}`).toBeGreaterThanOrEqual(box.x);
          expect(b.x + b.width, `${action} ${name}`).toBeLessThanOrEqual(box.x + box.width);
        }
      }

      const search = subprocessors.getByRole('searchbox', { name: 'Search by subprocessor name or information' });
      await search.fill('no such subprocessor');
      await expect(subprocessors.getByText('No results match this criteria', { exact: true })).toBeVisible();
      await expect(subprocessors.getByRole('table')).toHaveCount(0);
      await search.fill('stripe');
      await expect(subprocessors.getByRole('rowheader')).toHaveText(['Stripe']);
      await expect(subprocessors.getByRole('button', { name: 'Delete Stripe' })).toBeInViewport();
    });
  });
}
