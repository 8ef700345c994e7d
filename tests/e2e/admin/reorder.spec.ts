/**
 * Re-ordering (admin spec §2 screens 3 and 4, §4, §8): the sections dialog (drag and drop with the mouse, the row
 * menu with its edge rules, combining and separating Overview and Certifications, faded icons, the tooltip,
 * backdrop and Escape, the plan lock), the cards and items modals (Save order only after a change, featured
 * documents) and the failure text of each PATCH call.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { putDraftRecord, readDraft } from '../support/admin.ts';
import { cardAction, cardTile, dragTo, failRequests, restoreDraftAfterEachTest, snack, trustCenter } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

restoreDraftAfterEachTest();

const sectionsDialog = (page: Page) => page.getByRole('dialog', { name: 'Re-order Trust Center sections' });
const sectionOrder = (dialog: Locator) => dialog.locator('[data-section-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-section-id')));
const sectionRow = (dialog: Locator, id: string) => dialog.locator(`[data-section-id="${id}"]`);
const rowLabels = (list: Locator) => list.locator('[data-row-id]').evaluateAll((rows) => rows.map((r) => r.querySelector('span.flex-1')?.textContent?.trim()));

async function pageSections(page: Page, productId: string): Promise<string[]> {
  const { draft } = await readDraft(page);
  return (draft.pages as { productId: string; sectionOrder: string[] }[]).find((p) => p.productId === productId)!.sectionOrder;
}

test('Re-order sections: drag and drop, row menu, combine and separate, then save', async ({ page }) => {
  await trustCenter(page).getByRole('button', { name: 'Re-order sections' }).click();
  const dialog = sectionsDialog(page);
  await expect(dialog).toBeVisible();
  expect(await sectionOrder(dialog)).toEqual([
    'overview',
    'certifications',
    'trusted_by',
    'subprocessors',
    'documents',
    'cards',
    'knowledge_base',
    'updates',
    'help',
  ]);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  // The tooltip.
  await dialog.getByRole('button', { name: 'About the section order' }).hover();
  await expect(page.getByRole('tooltip', { name: 'The order in the Trust Center will reflect only enabled sections' })).toBeVisible();

  // Row menu: disabled at the edges.
  await dialog.getByRole('button', { name: 'Actions for Overview' }).click();
  const first = dialog.getByRole('menu', { name: 'Actions for Overview' });
  await expect(first.getByRole('menuitem', { name: 'Move to top' })).toBeDisabled();
  await expect(first.getByRole('menuitem', { name: 'Move up' })).toBeDisabled();
  await expect(first.getByRole('menuitem', { name: 'Move down' })).toBeEnabled();
  await expect(first.getByRole('menuitem', { name: 'Combine Overview with Certifications' })).toBeVisible();
  await first.getByRole('menuitem', { name: 'Move to bottom' }).click();
  expect((await sectionOrder(dialog)).at(-1)).toBe('overview');
  await dialog.getByRole('button', { name: 'Actions for Overview' }).click();
  const last = dialog.getByRole('menu', { name: 'Actions for Overview' });
  await expect(last.getByRole('menuitem', { name: 'Move down' })).toBeDisabled();
  await expect(last.getByRole('menuitem', { name: 'Move to bottom' })).toBeDisabled();
  await last.getByRole('menuitem', { name: 'Move to top' }).click();
  expect((await sectionOrder(dialog))[0]).toBe('overview');

  // Combine, then separate.
  await dialog.getByRole('button', { name: 'Actions for Certifications' }).click();
  await dialog.getByRole('menuitem', { name: 'Combine Certifications with Overview' }).click();
  expect(await sectionOrder(dialog)).toEqual([
    'overview_and_certifications',
    'trusted_by',
    'subprocessors',
    'documents',
    'cards',
    'knowledge_base',
    'updates',
    'help',
  ]);
  await dialog.getByRole('button', { name: 'Actions for Overview and Certifications' }).click();
  await dialog.getByRole('menuitem', { name: 'Separate Overview and Certifications' }).click();
  expect((await sectionOrder(dialog)).slice(0, 2)).toEqual(['overview', 'certifications']);

  // Drag Help above Trusted By with the mouse.
  await dragTo(page, sectionRow(dialog, 'help').locator('[data-drag-handle]'), sectionRow(dialog, 'trusted_by'));
  expect(await sectionOrder(dialog)).toEqual([
    'overview',
    'certifications',
    'help',
    'trusted_by',
    'subprocessors',
    'documents',
    'cards',
    'knowledge_base',
    'updates',
  ]);

  // Clicking the backdrop does not close the dialog.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Updated section order')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await pageSections(page, 'prod_platform')).toEqual([
    'overview',
    'certifications',
    'help',
    'trusted_by',
    'subprocessors',
    'documents',
    'cards',
    'knowledge_base',
    'updates',
  ]);
  const headings = await trustCenter(page).locator('section[data-section] > h3').allTextContents();
  expect(headings.slice(0, 4)).toEqual(['Overview', 'Certifications', 'Help', 'Trusted By']);
});

test('Re-order sections: faded icons, Escape closes, a failure shows "Failed to update section order"', async ({ page }) => {
  await trustCenter(page).getByRole('tab', { name: 'Northwind Analytics' }).click();
  await trustCenter(page).getByRole('button', { name: 'Re-order sections' }).click();
  const dialog = sectionsDialog(page);
  // Analytics hides its documents section: listed last (not in its order), faded.
  await expect(sectionRow(dialog, 'documents').locator('[data-faded]')).toHaveAttribute('data-faded', 'true');
  await expect(sectionRow(dialog, 'documents')).toContainText('(hidden or empty)');
  await expect(sectionRow(dialog, 'cards').locator('[data-faded]')).toHaveAttribute('data-faded', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await failRequests(page, 'PATCH', '**/api/trust-center/products/prod_analytics');
  await trustCenter(page).getByRole('button', { name: 'Re-order sections' }).click();
  await dialog.getByRole('button', { name: 'Actions for Help' }).click();
  await dialog.getByRole('menuitem', { name: 'Move to top' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'Failed to update section order')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('Re-order sections: Escape with a row menu open closes only the menu and keeps the new order', async ({ page }) => {
  await trustCenter(page).getByRole('button', { name: 'Re-order sections' }).click();
  const dialog = sectionsDialog(page);
  await dialog.getByRole('button', { name: 'Actions for Help' }).click();
  await dialog.getByRole('menu', { name: 'Actions for Help' }).getByRole('menuitem', { name: 'Move to top' }).click();
  expect((await sectionOrder(dialog))[0]).toBe('help');

  // Escape on an open row menu: the menu closes, the dialog and the new order stay, focus is back on the button.
  await dialog.getByRole('button', { name: 'Actions for Documents' }).click();
  await expect(dialog.getByRole('menu', { name: 'Actions for Documents' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('menu')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Actions for Documents' })).toBeFocused();
  expect((await sectionOrder(dialog))[0]).toBe('help');

  // The same from the keyboard: Enter opens the menu onto its first action, Escape closes only the menu.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('menu', { name: 'Actions for Documents' }).getByRole('menuitem', { name: 'Move to top' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('menu')).toHaveCount(0);
  await expect(dialog).toBeVisible();

  // A second Escape, with no menu open, closes the dialog; opened again, it starts from the saved order.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await trustCenter(page).getByRole('button', { name: 'Re-order sections' }).click();
  expect((await sectionOrder(dialog))[0]).toBe('overview');
});

test('Escape on a row menu inside the re-order cards and items dialogs and the card drawer closes only the menu', async ({ page }) => {
  await trustCenter(page).getByRole('button', { name: 'Re-order cards' }).click();
  const cards = page.getByRole('dialog', { name: 'Re-order cards' });
  await cards.getByRole('button', { name: 'Actions for Reports' }).click();
  await cards.getByRole('menuitem', { name: 'Move down' }).click();
  await cards.getByRole('button', { name: 'Actions for Legal' }).click();
  await page.keyboard.press('Escape');
  await expect(cards.getByRole('menu')).toHaveCount(0);
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('button', { name: 'Save order' })).toBeEnabled();
  await cards.getByRole('button', { name: 'Cancel' }).click();

  await cardAction(page, 'Data Security', 'Re-order items');
  const items = page.getByRole('dialog', { name: 'Reorder items: Data Security' });
  await items.getByRole('button', { name: 'Actions for Encryption at rest' }).click();
  await page.keyboard.press('Escape');
  await expect(items.getByRole('menu')).toHaveCount(0);
  await expect(items).toBeVisible();
  await items.getByRole('button', { name: 'Cancel' }).click();
});

test('Re-order sections is locked without the plan feature', async ({ page }) => {
  const { draft } = await readDraft(page);
  const plan = draft.plan as { features: string[] };
  expect((await putDraftRecord(page, 'plan', 'main', { ...plan, features: plan.features.filter((f) => f !== 'sectionCustomization') })).status()).toBe(200);
  await page.reload();
  const button = trustCenter(page).getByRole('button', { name: 'Re-order sections' });
  await expect(button).toBeDisabled();
  await button.locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'Upgrade your plan to unlock this feature' })).toBeVisible();
});

test('Re-order cards: drag a card, Save order only after a change; a failure shows its text', async ({ page }) => {
  await trustCenter(page).getByRole('button', { name: 'Re-order cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-order cards' });
  const list = dialog.getByRole('list', { name: 'Cards' });
  const before = await rowLabels(list);
  expect(before.slice(0, 3)).toEqual(['Reports', 'Data Security', 'Application Security']);
  await expect(list.locator('[data-row-id="esg"]').getByRole('img', { name: 'Hidden card' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save order' })).toBeDisabled();

  await dragTo(page, list.locator('[data-row-id="reports"] [data-drag-handle]'), list.locator('[data-row-id="applicationSecurity"]'));
  expect((await rowLabels(list)).slice(0, 3)).toEqual(['Data Security', 'Application Security', 'Reports']);
  await expect(dialog.getByRole('button', { name: 'Save order' })).toBeEnabled();

  await failRequests(page, 'PATCH', '**/api/trust-center/products/prod_platform/cards');
  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(snack(page, 'Failed to update cards order for Northwind Platform product')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(snack(page, 'Updated cards order for Northwind Platform product')).toBeVisible();
  await expect(dialog).toBeHidden();
  const titles = await trustCenter(page).locator('[data-cards-grid] h4').allTextContents();
  expect(titles.slice(0, 3)).toEqual(['Data Security', 'Application Security', 'Reports']);
});

test('Reorder items: drag an item, not-enabled items marked; a failure shows its text', async ({ page }) => {
  await cardAction(page, 'Data Security', 'Re-order items');
  const dialog = page.getByRole('dialog', { name: 'Reorder items: Data Security' });
  const list = dialog.getByRole('list', { name: 'Items of Data Security' });
  await expect(list.locator('[data-row-id="itm_pf_client_side_encryption"]').getByRole('img', { name: 'Not shown: not enabled' })).toBeVisible();
  await expect(list.locator('[data-row-id="itm_pf_customer_managed_keys"]').getByRole('img')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save order' })).toBeDisabled();

  await dragTo(page, list.locator('[data-row-id="itm_pf_key_management"] [data-drag-handle]'), list.locator('[data-row-id="itm_pf_encryption_at_rest"]'));
  expect((await rowLabels(list)).slice(0, 3)).toEqual(['Key management', 'Encryption at rest', 'Encryption in transit']);

  await failRequests(page, 'PATCH', '**/api/trust-center/products/prod_platform/cards/dataSecurity/items');
  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(snack(page, "Failed to update Data Security card item's order")).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(snack(page, "Updated Data Security card item's order")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardTile(page, 'Data Security').getByRole('listitem').first()).toContainText('Key management');
});

test('Reorder documents: the featured documents above the divider are saved first', async ({ page }) => {
  await cardAction(page, 'Documents', 'Re-order items');
  const dialog = page.getByRole('dialog', { name: 'Reorder items: Documents' });
  const list = dialog.getByRole('list', { name: 'Items of Documents' });
  await expect(dialog.getByRole('heading', { name: 'Featured documents' })).toBeVisible();
  const order = () => list.locator('[data-sortable-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id') ?? 'divider'));
  expect((await order()).slice(0, 4)).toEqual(['itm_pf_security_whitepaper', 'itm_pf_soc_2_type_ii_report', 'itm_pf_architecture_overview', 'divider']);

  // Move the DPA (not featured) up onto the divider: it lands above it, among the featured documents.
  await dragTo(page, list.locator('[data-row-id="itm_pf_dpa"] [data-drag-handle]'), list.locator('[data-divider]'));
  expect((await order()).slice(0, 5)).toEqual([
    'itm_pf_security_whitepaper',
    'itm_pf_soc_2_type_ii_report',
    'itm_pf_architecture_overview',
    'itm_pf_dpa',
    'divider',
  ]);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') calls.push(new URL(request.url()).pathname);
  });
  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(dialog).toBeHidden();
  expect(calls).toEqual(['/api/trust-center/products/prod_platform/cards/documents', '/api/trust-center/products/prod_platform/cards/documents/items']);
  const { draft } = await readDraft(page);
  const documents = (draft.cards as { productId: string; kind: string; featuredDocuments: string[] }[]).find(
    (c) => c.productId === 'prod_platform' && c.kind === 'documents',
  )!;
  expect(documents.featuredDocuments).toEqual(['itm_pf_security_whitepaper', 'itm_pf_soc_2_type_ii_report', 'itm_pf_architecture_overview', 'itm_pf_dpa']);
});
