/**
 * Accessibility of the signed-in admin (WCAG 2.2 AA with axe-core) at 1280×900 and 390×844: the admin page,
 * each settings tab and each section, the documents page, and every dialog — the re-order dialogs (with a row menu open), the card
 * dialogs, the card drawer of each kind of editor with its item menu and item dialogs, the content editors'
 * dialogs, the settings dialogs, the knowledge base in Main mode and the documents page's dialogs. No serious or
 * critical violation; the page has one `<h1>`, landmarks that can be told apart and scrolling regions the
 * keyboard reaches; in each dialog Tab moves only between visible controls, each with a visible focus ring.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, signIn } from '../support/admin.ts';
import { expectVisibleFocusWhileTabbing, seriousViolations } from '../support/a11y.ts';
import { openTab, settings } from '../admin-settings/helpers.ts';
import { cardAction, drawer, drawerItem, trustCenter } from './helpers.ts';
import { networkIdle } from '../support/network-idle.ts';

/** A dialog passes axe, and Tab keeps a visible focus ring on visible controls inside it. */
async function checkDialog(page: Page, dialog: Locator, steps = 6) {
  await expect(dialog).toBeVisible();
  expect.soft(await seriousViolations(page, { pageRules: false, within: dialog })).toEqual([]);
  await expectVisibleFocusWhileTabbing(page, dialog, steps);
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The suite at one window size (each size is its own spec file, so the suite spreads over the test shards). */
export function adminAccessibilitySuite(size: { width: number; height: number }): void {
  // axe-core over a whole admin page takes a while on a loaded machine. Set by each spec file that runs the suite
  // (this module is loaded once per worker).
  test.describe.configure({ timeout: 240_000 });
  test.describe(`at ${size.width}px`, () => {
    test.use({ viewport: size });
    /** Below 1280px the card drawer covers the page and is modal; beside the cards it is not. */
    const drawerIsModal = size.width < 1280;

    test.beforeEach(async ({ page }) => {
      await signIn(page);
    });

    test('the admin page, each settings tab, and the documents page', async ({ page }) => {
      await networkIdle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect.soft(await seriousViolations(page)).toEqual([]);
      for (const tab of [
        'Content',
        'Customization',
        'Products',
        'Updates',
        'Knowledge base',
        'Integrations',
        'Questionnaires',
        'TPRM partners',
        'Staff',
        'Plan',
      ]) {
        const panel = await openTab(page, tab);
        await expect(panel).toBeVisible();
        await networkIdle(page);
        expect.soft(await seriousViolations(page, { pageRules: false, within: settings(page) }), tab).toEqual([]);
      }
      for (const section of ['Access', 'Subscribers', 'Expiring soon', 'Analytics']) {
        await openSection(page, section);
        await networkIdle(page);
        // The report loads after the section opens, its Refresh button disabled meanwhile: axe measures the page at
        // rest, not the button's colours fading back in.
        if (section === 'Analytics') await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect.soft(await seriousViolations(page), section).toEqual([]);
      }
      await page.goto('/documents');
      await networkIdle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect.soft(await seriousViolations(page)).toEqual([]);
    });

    test('the re-order dialogs, with a row menu open', async ({ page }) => {
      await trustCenter(page).getByRole('button', { name: 'Re-order sections' }).click();
      const sections = page.getByRole('dialog', { name: 'Re-order Trust Center sections' });
      await checkDialog(page, sections);
      await sections.getByRole('button', { name: 'Actions for Help' }).click();
      await expect(sections.getByRole('menu', { name: 'Actions for Help' })).toBeVisible();
      expect.soft(await seriousViolations(page, { pageRules: false, within: sections })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(sections.getByRole('menu', { name: 'Actions for Help' })).toBeHidden();
      await closeDialog(page, sections);

      await trustCenter(page).getByRole('button', { name: 'Re-order cards' }).click();
      const cards = page.getByRole('dialog', { name: 'Re-order cards' });
      await checkDialog(page, cards);
      await closeDialog(page, cards);

      await cardAction(page, 'Data Security', 'Re-order items');
      const items = page.getByRole('dialog', { name: 'Reorder items: Data Security' });
      await checkDialog(page, items);
      await closeDialog(page, items);
    });

    test('the card dialogs: display text, placeholder text, card icon', async ({ page }) => {
      await cardAction(page, 'Legal', 'Edit display text');
      await checkDialog(page, page.getByRole('dialog', { name: 'Edit display text' }), 4);
      await closeDialog(page, page.getByRole('dialog', { name: 'Edit display text' }));

      await cardAction(page, 'Legal', 'Edit placeholder text');
      await checkDialog(page, page.getByRole('dialog', { name: 'Edit placeholder text' }), 4);
      await closeDialog(page, page.getByRole('dialog', { name: 'Edit placeholder text' }));

      await cardAction(page, 'Legal', 'Change card icon');
      const icon = page.getByRole('dialog', { name: 'Change Legal card icon' });
      await icon.getByRole('radio', { name: 'Use/Upload custom icon' }).check();
      await checkDialog(page, icon, 4);
      await closeDialog(page, icon);
    });

    test('the card drawer, its item menu and the item dialogs', async ({ page }) => {
      await cardAction(page, 'Data Security', 'Edit');
      const dataSecurity = drawer(page, 'Data Security');
      await expect(dataSecurity).toBeVisible();
      expect.soft(await seriousViolations(page, { pageRules: false, within: dataSecurity })).toEqual([]);
      await expectVisibleFocusWhileTabbing(page, drawerIsModal ? dataSecurity : null, 6);

      const actions = drawerItem(page, 'Data Security', 'Encryption at rest').getByRole('button', { name: 'Item actions for Encryption at rest' });
      await actions.click();
      await expect(page.getByRole('menu', { name: 'Item actions for Encryption at rest' })).toBeVisible();
      expect.soft(await seriousViolations(page, { pageRules: false, within: dataSecurity })).toEqual([]);
      await page.getByRole('menuitem', { name: 'Create custom URL' }).click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Create custom URL' }), 4);
      await closeDialog(page, page.getByRole('dialog', { name: 'Create custom URL' }));

      await actions.click();
      await page.getByRole('menuitem', { name: 'Move item' }).click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Move item' }), 4);
      await closeDialog(page, page.getByRole('dialog', { name: 'Move item' }));

      await dataSecurity.getByRole('button', { name: 'Add Items' }).click();
      const add = page.getByRole('dialog', { name: 'Add items to Data Security' });
      await checkDialog(page, add, 4);
      await closeDialog(page, add);

      // Unsaved changes, then Close: the confirmation.
      await drawerItem(page, 'Data Security', 'Encryption at rest').getByLabel('Title').fill('Encryption at rest (changed)');
      await dataSecurity.getByRole('button', { name: 'Close' }).click();
      const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
      await checkDialog(page, discard, 2);
      await discard.getByRole('button', { name: /Discard/ }).click();
      await expect(dataSecurity).toBeHidden();
    });

    test('the drawer of each kind of editor, in view and edit mode', async ({ page }) => {
      for (const card of ['Compliance', 'Reports', 'Policies', 'Documents', 'Security Grades', 'Risk Profile', 'Subprocessors', 'Trusted By', 'Overview']) {
        await cardAction(page, card, 'Edit');
        const panel = drawer(page, card);
        await expect(panel).toBeVisible();
        expect.soft(await seriousViolations(page, { pageRules: false, within: panel }), `${card}, edit`).toEqual([]);
        await panel.getByRole('button', { name: 'Cancel' }).click();
        await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
        expect.soft(await seriousViolations(page, { pageRules: false, within: panel }), `${card}, view`).toEqual([]);
        await panel.getByRole('button', { name: 'Close' }).click();
        await expect(panel).toBeHidden();
      }
    });

    test('the content editors’ dialogs: subprocessors and trusted-by', async ({ page }) => {
      await cardAction(page, 'Subprocessors', 'Edit');
      const subprocessors = drawer(page, 'Subprocessors');
      await expect(subprocessors).toBeVisible();
      await subprocessors.getByRole('button', { name: 'Add subprocessor' }).click();
      const add = page.getByRole('dialog', { name: 'Add subprocessor' });
      await add.getByRole('combobox', { name: 'Company' }).fill('clo');
      await expect(add.getByRole('listbox', { name: 'Companies' })).toBeVisible();
      expect.soft(await seriousViolations(page, { pageRules: false, within: add })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(add.getByRole('listbox', { name: 'Companies' })).toBeHidden();
      await checkDialog(page, add, 4);
      await closeDialog(page, add);
      await subprocessors
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Delete subprocessor' }), 2);
      await closeDialog(page, page.getByRole('dialog', { name: 'Delete subprocessor' }));
      await subprocessors.getByRole('button', { name: 'Cancel' }).click();
      await subprocessors.getByRole('button', { name: 'Close' }).click();
      await expect(subprocessors).toBeHidden();

      await cardAction(page, 'Trusted By', 'Edit');
      const trusted = drawer(page, 'Trusted By');
      await trusted.getByRole('button', { name: 'Add company' }).click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Add company' }), 4);
      await closeDialog(page, page.getByRole('dialog', { name: 'Add company' }));
    });

    test('the settings dialogs, the knowledge base in Main mode and the documents page’s dialogs', async ({ page }) => {
      for (const [tab, button, name] of [
        ['Products', 'Add product', 'Add product'],
        ['Updates', 'New topic', 'New topic'],
        ['Knowledge base', 'Add entry', 'Add entry'],
      ] as const) {
        const panel = await openTab(page, tab);
        await panel.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name });
        await checkDialog(page, dialog, 3);
        await closeDialog(page, dialog);
      }

      await openSection(page, 'Trust Center');
      await page.getByRole('region', { name: 'Knowledge Base (FAQs)' }).getByRole('button', { name: 'View all' }).click();
      const knowledgeBase = page.getByRole('dialog', { name: 'Knowledge Base' });
      await expect(knowledgeBase.getByRole('list', { name: 'Entries' }).getByRole('listitem').first()).toBeVisible();
      await checkDialog(page, knowledgeBase, 6);
      await closeDialog(page, knowledgeBase);

      await page.goto('/documents');
      await page.getByRole('button', { name: 'Upload document' }).click();
      const upload = page.getByRole('dialog', { name: /Upload/ });
      await checkDialog(page, upload, 3);
      await closeDialog(page, upload);
      await page.getByRole('checkbox').nth(1).check();
      await page.getByRole('button', { name: /^Set type/ }).click();
      const type = page.getByRole('dialog', { name: 'Set document type' });
      await checkDialog(page, type, 3);
      await closeDialog(page, type);
    });
  });
}
