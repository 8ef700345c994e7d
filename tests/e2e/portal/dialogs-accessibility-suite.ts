/**
 * Every dialog of the portal, open, at 1280×900 and 390×844 — as an anonymous visitor and as a signed-in member:
 * axe-core finds no serious or critical violation (WCAG 2.2 AA) in it, and the keyboard stays in it: Tab goes
 * round its controls and back to the first, each stop a visible, named control with a visible focus ring (never
 * the page itself), and Escape closes it with focus back on the control that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  accountMenu,
  accountWithMember,
  addMember,
  createAccount,
  gotoPortal,
  patchSettings,
  restoreSettings,
  signInMember,
  staffPage,
  unique,
} from '../access/access-helpers.ts';
import { expectDialogKeyboard, expectVisibleFocusWhileTabbing, seriousViolations } from '../support/a11y.ts';
import { ORG_NAME } from './helpers.ts';

const POLICY = 'Northwind-Information-Security-Policy.pdf';

/** axe-core on the open dialog: what the dialog itself is responsible for. */
async function expectNoSeriousViolation(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  expect.soft(await seriousViolations(page, { within: dialog, pageRules: false }), what).toEqual([]);
}

/** Opens the dialog with `open`, checks it with axe and the keyboard, and closes it with Escape. */
async function checkDialog(
  page: Page,
  { opener, open = () => opener.click(), dialog, what }: { opener: Locator; open?: () => Promise<void>; dialog: Locator; what: string },
): Promise<void> {
  await open();
  await expectNoSeriousViolation(page, dialog, what);
  await expectDialogKeyboard(page, dialog, { opener });
}

/** The search dialog (the one holding the "Search content" box). */
function searchDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('searchbox', { name: 'Search content' }) });
}

/** The suite at one window size (each size is its own spec file, so the suite spreads over the test shards). */
export function portalDialogsAccessibilitySuite(size: { width: number; height: number }): void {
  // Set by each spec file that runs the suite (this module is loaded once per worker).
  test.describe.configure({ timeout: 180_000 });
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the search dialog: Tab never leaves it, empty or with results and a detail', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search content' });
      await box.click();
      const dialog = searchDialog(page);
      await expect(dialog.getByRole('searchbox', { name: 'Search content' })).toBeFocused();
      await expectNoSeriousViolation(page, dialog, 'empty');
      await expectDialogKeyboard(page, dialog, { opener: box });

      await box.click();
      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('subprocessors');
      const results = dialog.getByRole('region', { name: 'Search results' });
      await expect(results.getByText('Top match', { exact: true })).toBeVisible();
      await expectNoSeriousViolation(page, dialog, 'with results');
      await expectDialogKeyboard(page, dialog);

      await results.getByRole('button').first().click();
      await expect(dialog.getByTestId('search-detail')).toBeVisible();
      await expectNoSeriousViolation(page, dialog, 'with a detail');
      await expectDialogKeyboard(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('the "Search items" modal (Ctrl+K), empty and with results', async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Search items' });
      await page.keyboard.press('Control+k');
      await expectNoSeriousViolation(page, dialog, 'empty');
      await expectDialogKeyboard(page, dialog);
      await dialog.getByRole('combobox', { name: 'Search items' }).fill('encryption');
      await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible();
      await expectNoSeriousViolation(page, dialog, 'with results');
      await expectDialogKeyboard(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('the access dialogs: Reclaim access, Request access, Check your email, Get access', async ({ page, browser }) => {
      const label = unique('a11ylogin');
      const member = `lee@${label}.example`;
      await accountWithMember(browser, { name: `Login ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Lee');
      await gotoPortal(page);
      await checkDialog(page, {
        opener: page.getByRole('button', { name: 'Log in' }),
        dialog: page.getByRole('dialog', { name: 'Reclaim access' }),
        what: 'Reclaim access',
      });
      await checkDialog(page, {
        opener: page.getByRole('banner').getByRole('button', { name: 'Request access' }),
        dialog: page.getByRole('dialog', { name: 'Request access' }),
        what: 'Request access',
      });

      // The form with its validation messages shown.
      await page.getByRole('banner').getByRole('button', { name: 'Request access' }).click();
      const request = page.getByRole('dialog', { name: 'Request access' });
      await request.getByRole('button', { name: 'Request access', exact: true }).click();
      await expect(request.getByText('First name is required')).toBeVisible();
      await expectNoSeriousViolation(page, request, 'Request access with errors');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Log in' }).click();
      const login = page.getByRole('dialog', { name: 'Reclaim access' });
      await login.getByLabel('Email').fill(member);
      await login.getByRole('button', { name: 'Send me a sign-in link' }).click();
      const sent = page.getByRole('dialog', { name: 'Check your email' });
      await expectNoSeriousViolation(page, sent, 'Check your email');
      await expectDialogKeyboard(page, sent);
      await page.keyboard.press('Escape');
      await expect(sent).toBeHidden();

      const row = page.locator('[data-item-uid="itm_pf_key_management"]').first();
      await gotoPortal(page, (await row.getByRole('link', { name: 'Key management' }).getAttribute('href'))!);
      await checkDialog(page, {
        opener: page.getByRole('button', { name: 'Get access' }),
        dialog: page.getByRole('dialog', { name: 'Get access' }),
        what: 'Get access',
      });
    });

    test('a card drawer, the help bubble, and the share and subscribe popovers', async ({ page }) => {
      await gotoPortal(page);
      await checkDialog(page, {
        opener: page.getByRole('button', { name: 'Expand Data Security' }),
        dialog: page.getByRole('dialog', { name: 'Data Security' }),
        what: 'card drawer',
      });
      await checkDialog(page, {
        opener: page.getByRole('button', { name: 'Share Data Security' }),
        dialog: page.getByRole('dialog', { name: 'Share the Data Security' }),
        what: 'card share',
      });
      const control =
        size.width >= 1280 ? page.getByRole('complementary', { name: 'Share and subscribe' }) : page.getByRole('region', { name: 'Share and subscribe' });
      await checkDialog(page, {
        opener: control.getByRole('button', { name: 'Share' }),
        dialog: page.getByRole('dialog', { name: 'Share the Trust Center' }),
        what: 'share',
      });
      await checkDialog(page, {
        opener: control.getByRole('button', { name: 'Subscribe' }),
        dialog: page.getByRole('dialog', { name: `Subscribe to ${ORG_NAME}'s updates` }),
        what: 'subscribe',
      });
      await checkDialog(page, { opener: page.getByRole('button', { name: 'Help' }), dialog: page.getByRole('dialog', { name: 'Need help?' }), what: 'help' });
    });

    test('the knowledge-base modal', async ({ page }) => {
      await gotoPortal(page);
      const panel = page.getByRole('region', { name: 'Knowledge Base' });
      await panel.scrollIntoViewIfNeeded();
      const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
      await checkDialog(page, { opener: panel.getByRole('button', { name: 'View more' }), dialog, what: 'knowledge base' });
    });

    test('the document viewer of a public document', async ({ page }) => {
      await gotoPortal(page);
      const card = page.getByTestId('documents-card');
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute('data-ready', 'true');
      const viewer = page.getByRole('dialog', { name: POLICY });
      await card.getByRole('button', { name: POLICY }).click();
      await expect(viewer.locator('[data-page-number="1"][data-rendered="true"]')).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolation(page, viewer, 'document viewer');
      await expectDialogKeyboard(page, viewer, { opener: card.getByRole('button', { name: POLICY }) });
    });

    test('the subscription result and unsubscribe modals', async ({ page }) => {
      const token = `e30.${Buffer.from(JSON.stringify({ sub: 'someone@example.com' })).toString('base64url')}.sig`;
      for (const [query, name] of [
        ['subscribeStatus=confirmed', 'Subscription confirmed'],
        ['subscribeStatus=token%20invalid', 'Subscription failed'],
        [`unsubscribeToken=${token}`, 'Unsubscribe from updates'],
      ] as const) {
        await page.goto(`/?${query}`);
        const dialog = page.getByRole('dialog', { name });
        await expectNoSeriousViolation(page, dialog, name);
        await expectDialogKeyboard(page, dialog);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    test("a member's account menu and each dialog it opens", async ({ page, browser }) => {
      const label = unique('a11y');
      const member = `ada@${label}.example`;
      const staff = await staffPage(browser);
      const previous = await patchSettings(staff, { ndaRequired: true });
      try {
        const accountId = await createAccount(staff, { name: `Accessible ${label}`, permissionProfileId: 'pp_standard_nda' });
        await addMember(staff, accountId, member, 'Ada');
        await signInMember(page, member);
      } finally {
        await restoreSettings(staff, previous);
        await staff.context().close();
      }

      // The NDA is asked for at once.
      const nda = page.getByRole('dialog', { name: 'Non-disclosure agreement' });
      await expect(nda.locator('[data-nda-text]')).toContainText('Non-Disclosure Agreement');
      await expectNoSeriousViolation(page, nda, 'NDA');
      await expectDialogKeyboard(page, nda);
      await page.keyboard.press('Escape');
      await expect(nda).toBeHidden();

      // The menu: named by what it shows, its entries readable and reached with Tab.
      const summary = accountMenu(page);
      await expect(summary).toHaveAccessibleName('Account: Ada Tester');
      await summary.click();
      const menu = page.locator('[data-account-menu] ul');
      await expect(menu).toBeVisible();
      expect.soft(await seriousViolations(page, { within: page.locator('[data-account-menu]'), pageRules: false }), 'account menu').toEqual([]);
      await expectVisibleFocusWhileTabbing(page, menu, await menu.getByRole('button').count());
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(summary).toBeFocused();

      for (const [entry, name] of [
        ['Review status', 'Review status'],
        ['Non-disclosure agreement', 'Non-disclosure agreement'],
        ['Submit a questionnaire', 'Questionnaires can take some time'],
        ['Questionnaires', 'Questionnaires'],
        ['Invite colleagues', 'Invite colleagues'],
      ] as const) {
        await checkDialog(page, {
          opener: summary,
          open: async () => {
            await summary.click();
            await menu.getByRole('button', { name: entry, exact: true }).click();
          },
          dialog: page.getByRole('dialog', { name, exact: true }),
          what: entry,
        });
      }
    });

    test("a member's document viewer, bulk download and TPRM dialog", async ({ page, browser }) => {
      const label = unique('a11ydocs');
      const member = `vera@${label}.example`;
      await accountWithMember(browser, { name: `Documents ${label}`, permissionProfileId: 'pp_standard_nda', ndaOnFile: true }, member, 'Vera');
      await signInMember(page, member);
      const card = page.getByTestId('documents-card');
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute('data-mode', 'AccountExternal');
      // The SOC 2 report: view-only for this profile.
      const soc2 = card.getByRole('button', { name: /^northwind-soc2-type2-report-2026/ });
      await soc2.click();
      const viewer = page.getByRole('dialog', { name: (await soc2.textContent())!.trim() });
      await expect(viewer.locator('[data-page-number="1"][data-rendered="true"]')).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolation(page, viewer, 'view-only document');
      await expectDialogKeyboard(page, viewer, { opener: soc2 });

      const bulk = card.getByRole('button', { name: 'Bulk download' });
      await checkDialog(page, { opener: bulk, dialog: page.getByRole('dialog', { name: 'Bulk download' }), what: 'bulk download' });

      const summary = accountMenu(page);
      await checkDialog(page, {
        opener: summary,
        open: async () => {
          await summary.click();
          await page.locator('[data-account-menu]').getByRole('button', { name: 'Send data to TPRM', exact: true }).click();
        },
        dialog: page.getByRole('dialog', { name: 'Send data to TPRM tool' }),
        what: 'TPRM',
      });
    });
  });
}
