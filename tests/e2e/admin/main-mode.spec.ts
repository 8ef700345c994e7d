/**
 * Main mode (admin spec §1, §2, §4): the draft as the portal lays it out, with editing controls; the expanded
 * card drawer (view → Edit → Cancel / Save, unsaved-changes confirmation, "Save error"); the item editor's fields
 * and messages; Add Items with the duplicate warning; deleting a custom item and its "Delete Error" dialog; and a
 * staff viewer who cannot edit.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin.ts';
import { addStaffMember } from '../support/staff.ts';
import { cardAction, cardTile, drawer, drawerItem, failRequests, restoreDraftAfterEachTest, trustCenter } from './helpers.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

// Twice the default: the longest of these take 25–40 s on an idle machine, closer to 60 s on a slower one.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const VIEWER = 'viewer-e2e@example.com';

test.beforeAll(() => {
  addStaffMember(VIEWER, 'viewer', 'Vera Viewer');
});

restoreDraftAfterEachTest();

test('main mode shows the sections, the cards grid with item states, and hidden cards with a marker', async ({ page }) => {
  const main = trustCenter(page);
  for (const section of ['Overview', 'Certifications', 'Trusted By', 'Subprocessors', 'Documents', 'Cards']) {
    await expect(main.getByRole('heading', { name: section, exact: true, level: 3 })).toBeVisible();
  }
  const dataSecurity = cardTile(page, 'Data Security');
  await expect(dataSecurity.getByRole('listitem').filter({ hasText: 'Encryption at rest' })).toContainText('Enabled');
  await expect(dataSecurity.getByText('View more (5)')).toBeVisible();
  // Restricted items show a padlock in main mode too.
  await expect(dataSecurity.getByRole('listitem').filter({ hasText: 'Key management' }).getByRole('img', { name: 'Restricted item' })).toBeVisible();
  // Three cards per row on a wide screen.
  const grid = main.locator('[data-cards-grid]');
  const tops = await grid.getByRole('article').evaluateAll((cards) => cards.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(tops[0]).toBe(tops[1]);
  expect(tops[1]).toBe(tops[2]);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  // ESG is hidden: shown in main mode only, marked Hidden, with its placeholder.
  const esg = cardTile(page, 'ESG');
  await expect(esg.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(esg).toHaveAttribute('data-hidden', 'true');
  // Products: the second product's cards.
  await main.getByRole('tab', { name: 'Northwind Analytics' }).click();
  await expect(cardTile(page, 'AI Features')).toBeVisible();
  await cardTile(page, 'AI Features').getByText('View more (1)').click();
  await expect(cardTile(page, 'AI Features').getByRole('listitem').filter({ hasText: 'AI red teaming' })).toContainText('In Progress');
});

test('the card actions menu lists the actions the card allows', async ({ page }) => {
  await page.getByRole('button', { name: 'Card actions for Data Security' }).click();
  const menu = page.getByRole('menu', { name: 'Card actions for Data Security' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Edit display text', 'Hide', 'Edit placeholder text', 'Re-order items', 'Change card icon']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Card actions for Subprocessors' }).click();
  // Subprocessors order their rows in their own editor and have no placeholder.
  await expect(page.getByRole('menu', { name: 'Card actions for Subprocessors' }).getByRole('menuitem')).toHaveText([
    'Edit',
    'Edit display text',
    'Hide',
    'Change card icon',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Card actions for ESG' }).click();
  await expect(page.getByRole('menu', { name: 'Card actions for ESG' }).getByRole('menuitem', { name: 'Show', exact: true })).toBeVisible();
});

test('the drawer: Edit, Save only after a change, Cancel, and a saved item shows who modified it', async ({ page }) => {
  await cardAction(page, 'Data Security', 'Edit');
  const panel = drawer(page, 'Data Security');
  await expect(panel).toBeVisible();
  const save = panel.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();

  const item = drawerItem(page, 'Data Security', 'Encryption in transit');
  await item.getByLabel('Title').fill('Encryption in transit (TLS 1.3)');
  await expect(save).toBeEnabled();
  // Cancel puts the form back and returns to the view.
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(drawerItem(page, 'Data Security', 'Encryption in transit')).toBeVisible();

  await panel.getByRole('button', { name: 'Edit', exact: true }).click();
  await drawerItem(page, 'Data Security', 'Encryption in transit').getByLabel('Title').fill('Encryption in transit (TLS 1.3)');
  await drawerItem(page, 'Data Security', 'Encryption in transit').getByRole('radio', { name: 'In Progress' }).check();
  await save.click();
  await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  const renamed = drawerItem(page, 'Data Security', 'Encryption in transit (TLS 1.3)');
  await expect(renamed.getByText(/^Modified at \w+ \d{1,2}, \d{4} by Alex Admin$/)).toBeVisible();
  await expect(renamed.getByRole('img', { name: 'In Progress' })).toBeVisible();
  await expect(cardTile(page, 'Data Security').getByRole('listitem').filter({ hasText: 'Encryption in transit (TLS 1.3)' })).toContainText('In Progress');
  await expect(page.getByText('Draft has unpublished changes')).toBeVisible();
});

test('unsaved changes ask before expanding another card or closing', async ({ page }) => {
  await cardAction(page, 'Data Security', 'Edit');
  await drawerItem(page, 'Data Security', 'Encryption at rest').getByLabel('Explanation').fill('Changed but not saved');

  await cardAction(page, 'Access Control', 'Edit');
  const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(drawer(page, 'Data Security')).toBeVisible();
  await expect(drawerItem(page, 'Data Security', 'Encryption at rest').getByLabel('Explanation')).toHaveValue('Changed but not saved');

  await drawer(page, 'Data Security').getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await expect(drawer(page, 'Data Security')).toBeHidden();

  // Without changes, another card opens at once.
  await cardAction(page, 'Data Security', 'Edit');
  await cardAction(page, 'Access Control', 'Edit');
  await expect(confirm).toBeHidden();
  await expect(drawer(page, 'Access Control')).toBeVisible();
});

test('a failed save shows "Save error" and reads the draft again', async ({ page }) => {
  await cardAction(page, 'Data Security', 'Edit');
  await drawerItem(page, 'Data Security', 'Encryption at rest').getByLabel('Explanation').fill('This save fails');
  await failRequests(page, 'PUT', /\/api\/trust-center\/products\/[^/]+\/items\/[^/]+$/);
  const reread = page.waitForRequest((request) => request.url().endsWith('/api/admin/draft') && request.method() === 'GET');
  await drawer(page, 'Data Security').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer(page, 'Data Security').getByRole('alert')).toHaveText('Save error');
  await reread;
});

test('the item editor checks every field with its message', async ({ page }) => {
  await cardAction(page, 'Reports', 'Edit');
  const panel = drawer(page, 'Reports');
  const soc3 = drawerItem(page, 'Reports', 'SOC 3 Report');
  const save = panel.getByRole('button', { name: 'Save', exact: true });

  await soc3.getByLabel('Title').fill('S');
  await soc3.getByLabel('Expiration date').fill('2026-02-30');
  await soc3.getByLabel('Link', { exact: true }).fill('not a link');
  await save.click();
  await expect(soc3.getByText('Title must be between 2 and 100 characters')).toBeVisible();
  await expect(soc3.getByText('Invalid expiration date')).toBeVisible();
  await expect(soc3.getByText('Please enter a valid URL.')).toBeVisible();
  await soc3.getByLabel('Title').fill('SOC 3 Report');
  await soc3.getByLabel('Expiration date').fill('2027-06-30');
  await soc3.getByLabel('Link', { exact: true }).fill('https://example.com/soc3');
  await expect(soc3.getByText('Invalid expiration date')).toBeHidden();

  // Tags, recurrence ("Every {label}"), list entries, documents and access.
  await soc3.getByLabel('New tag').fill('AICPA');
  await soc3.getByRole('button', { name: 'Add tag' }).click();
  await soc3.getByLabel('Recurrence').selectOption({ label: 'Every year' });
  await soc3.getByRole('button', { name: 'Add entry' }).click();
  await soc3.getByLabel('List entry 1', { exact: true }).fill('Issued by an independent auditor');
  await soc3.getByLabel('Link a document to SOC 3 Report').selectOption({ label: 'Northwind-ISO-27001-Certificate.pdf' });
  await soc3.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(soc3.getByText('pending link')).toBeVisible();
  await expect(soc3.getByRole('link', { name: 'Upload a new document' })).toHaveAttribute('href', '/documents?uploadModal=true');
  await expect(soc3.getByRole('link', { name: 'Upload a new document' })).toHaveAttribute('target', '_blank');
  await soc3.getByRole('radio', { name: 'Restricted' }).check();
  await soc3.getByRole('checkbox', { name: /Hidden: only accounts/ }).check();
  await save.click();
  await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  const view = drawerItem(page, 'Reports', 'SOC 3 Report');
  await expect(view.getByText('Every year')).toBeVisible();
  await expect(view.getByText('Restricted, hidden')).toBeVisible();
  await expect(view.getByRole('list', { name: 'Tags' })).toHaveText('AICPA');

  // The website URL refuses private addresses; a control card's website field.
  await cardAction(page, 'Data Security', 'Edit');
  const enc = drawerItem(page, 'Data Security', 'Encryption at rest');
  await enc.getByLabel('Website URL').fill('http://10.0.0.8/status');
  await enc.getByLabel('Maturity').selectOption('Managed');
  await enc.getByLabel('Choice').selectOption('Yes');
  await drawer(page, 'Data Security').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(enc.getByText('Please enter a valid URL.')).toBeVisible();
  await enc.getByLabel('Website URL').fill('https://status.example.com');
  await drawer(page, 'Data Security').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer(page, 'Data Security').getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(drawerItem(page, 'Data Security', 'Encryption at rest').getByText('Managed', { exact: true })).toBeVisible();
});

test('document items need a type and a file; certifications keep their titles', async ({ page }) => {
  await cardAction(page, 'Documents', 'Edit');
  const whitepaper = drawerItem(page, 'Documents', 'Security Whitepaper');
  await whitepaper.getByLabel('Type').selectOption('');
  await whitepaper.getByRole('button', { name: 'Unlink' }).click();
  await expect(whitepaper.getByText('pending unlink')).toBeVisible();
  await drawer(page, 'Documents').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(whitepaper.getByText('Select an item type to save this item')).toBeVisible();
  await expect(whitepaper.getByText('Please upload a file to save this item.')).toBeVisible();
  await whitepaper.getByRole('button', { name: /^Undo unlink/ }).click();
  await expect(whitepaper.getByText('Please upload a file to save this item.')).toBeHidden();
  await drawer(page, 'Documents').getByRole('button', { name: 'Cancel' }).click();

  await cardAction(page, 'Compliance', 'Edit');
  const soc2 = drawerItem(page, 'Compliance', 'SOC 2 Type II');
  await expect(soc2.getByLabel('Auditor')).toHaveValue('A-LIGN');
  await expect(soc2.getByLabel('Title')).toHaveCount(0);
});

test('Add Items adds catalogue and custom items, warns about duplicates, and deletes custom items', async ({ page }) => {
  await cardAction(page, 'Access Control', 'Edit');
  const panel = drawer(page, 'Access Control');
  await panel.getByRole('button', { name: 'Add Items' }).click();
  const add = page.getByRole('dialog', { name: 'Add items to Access Control' });
  await add.getByRole('checkbox', { name: 'Least Privilege' }).check();
  await add.getByLabel('Custom item title').fill('X');
  await expect(add.getByText('Title must be between 2 and 100 characters')).toBeVisible();
  await expect(add.getByRole('button', { name: 'Add items' })).toBeDisabled();
  // The same title as an item of another card: the duplicate warning.
  await add.getByLabel('Custom item title').fill('Encryption at rest');
  await expect(add.getByRole('note')).toHaveText(
    '"Encryption at rest" already exists on the Data Security card. Use the existing item there to avoid duplication.',
  );
  await add.getByLabel('Custom item title').fill('Privileged session recording');
  await expect(add.getByRole('note')).toHaveCount(0);
  await add.getByRole('button', { name: 'Add items' }).click();
  await expect(add).toBeHidden();
  await expect(drawerItem(page, 'Access Control', 'Least Privilege')).toBeVisible();
  const custom = drawerItem(page, 'Access Control', 'Privileged session recording');
  await expect(custom.getByText('custom')).toBeVisible();
  await expect(custom.getByText(/^Modified at .* by Alex Admin$/)).toBeVisible();

  // Deleting fails once: the "Delete Error" dialog.
  await failRequests(page, 'DELETE', /\/api\/trust-center\/products\/[^/]+\/items\/[^/]+$/);
  await custom.getByRole('button', { name: 'Item actions for Privileged session recording' }).click();
  await page.getByRole('menuitem', { name: 'Delete item' }).click();
  await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
  const deleteError = page.getByRole('dialog', { name: 'Delete Error' });
  await expect(deleteError).toContainText('There was an unexpected error while deleting "Privileged session recording".');
  await deleteError.getByRole('button', { name: 'Close' }).click();

  await page.unroute(/\/api\/trust-center\/products\/[^/]+\/items\/[^/]+$/);
  await custom.getByRole('button', { name: 'Item actions for Privileged session recording' }).click();
  await page.getByRole('menuitem', { name: 'Delete item' }).click();
  await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
  await expect(custom).toBeHidden();
  // Catalogue items cannot be deleted.
  await drawerItem(page, 'Access Control', 'Least Privilege').getByRole('button', { name: 'Item actions for Least Privilege' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete item' })).toHaveCount(0);
});

test('a staff viewer sees expand icons, no menus, and a drawer without Edit', async ({ page }) => {
  await page.context().clearCookies();
  await signIn(page, VIEWER);
  const dataSecurity = cardTile(page, 'Data Security');
  await expect(dataSecurity.getByRole('button', { name: 'Expand Data Security' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Card actions for/ })).toHaveCount(0);
  await expect(trustCenter(page).getByRole('button', { name: 'Re-order sections' })).toHaveCount(0);
  await expect(trustCenter(page).getByRole('button', { name: 'Re-order cards' })).toHaveCount(0);
  await dataSecurity.getByRole('button', { name: 'Expand Data Security' }).click();
  const panel = drawer(page, 'Data Security');
  await expect(panel.getByRole('region', { name: 'Encryption at rest' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Item actions/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add Items' })).toHaveCount(0);
  // The edge refuses the viewer's writes too.
  const res = await page.request.patch('/api/trust-center/products/default/cards/dataSecurity', {
    data: { hidden: true },
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
  expect(res.status()).toBe(403);
  // Sign the admin back in for the cleanup.
  await page.context().clearCookies();
  await signIn(page);
});
