/**
 * The account dropdown and its dialogs (visitor spec §2 "Access, login and invite"): choosing an entry closes the
 * dropdown; "Review status" is a real modal — above the sticky header, its title and rows in the window, Escape
 * closes it and the page answers again; the NDA reminder toast shows once per NDA acceptance, not on every sign-in.
 * At 1280×900 and 390×844.
 */
import { expect, test, type Page } from '@playwright/test';
import { accountMenu, accountWithMember, gotoPortal, signInMember, unique } from './access-helpers.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** The box's vertical extent lies inside the window. */
async function expectInWindow(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, `${what} top (${box.y})`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom (${box.y + box.height})`).toBeLessThanOrEqual(height);
}

for (const size of SIZES) {
  test(`review status is a modal and the dropdown closes after a choice (${size.width}×${size.height})`, async ({ page, browser }) => {
    const label = unique('menu');
    const member = `rev@${label}.example`;
    await accountWithMember(browser, { name: `Review ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Rae');
    await page.setViewportSize(size);
    await signInMember(page, member);

    const details = page.locator('[data-account-menu]');
    await accountMenu(page).click();
    await expect(details).toHaveAttribute('open', '');
    await page.getByRole('button', { name: 'Review status' }).click();
    await expect(details).not.toHaveAttribute('open', /.*/);
    await expect(page.getByRole('button', { name: 'Invite colleagues' })).toBeHidden();

    const dialog = page.getByRole('dialog', { name: 'Review status' });
    await expect(dialog).toBeVisible();
    // A modal: in the top layer (over the sticky header), not an element of the page.
    expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.matches(':modal'))).toBe(true);
    await expectInWindow(page, dialog.getByRole('heading', { name: 'Review status' }), 'title');
    await expectInWindow(page, dialog.getByText('Account', { exact: true }), 'Account row');
    await expect(dialog.getByText(`Review ${label}`)).toBeVisible();
    // What is on top at the title's place is the dialog, not the header.
    const title = (await dialog.getByRole('heading', { name: 'Review status' }).boundingBox())!;
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('dialog')?.getAttribute('data-modal') ?? null,
      [title.x + 5, title.y + title.height / 2],
    );
    expect(topmost).toBe('review-status');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The page answers clicks again: the dropdown opens, and Invite colleagues closes it too.
    await accountMenu(page).click();
    await expect(details).toHaveAttribute('open', '');
    await page.getByRole('button', { name: 'Invite colleagues' }).click();
    await expect(details).not.toHaveAttribute('open', /.*/);
    const invite = page.getByRole('dialog', { name: 'Invite colleagues' });
    await expect(invite).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(invite).toBeHidden();
  });
}

test('the NDA reminder toast shows once per NDA acceptance, not again on the next sign-in', async ({ page, browser }) => {
  const label = unique('ndaonce');
  const member = `once@${label}.example`;
  const accountId = await accountWithMember(browser, { name: `NDA once ${label}`, permissionProfileId: 'pp_standard_nda' }, member);
  await signInMember(page, member);
  const nda = await (await page.request.get(`/api/statuspage/share/${accountId}/external/nda`)).json();
  const accepted = await page.request.post(`/api/statuspage/share/${accountId}/external/nda/accept`, {
    data: { name: 'Once Person', version: nda.version },
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
  expect(accepted.status()).toBe(200);
  await gotoPortal(page);
  await expect(page.locator('[data-nda-toast]')).toBeVisible();

  // Log out, sign in again with a new link in a new tab: the same acceptance is not announced again.
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const again = await page.context().newPage();
  await signInMember(again, member);
  await expect(again.locator('[data-account-menu]')).toHaveAttribute('data-ready', 'true');
  await expect(again.locator('[data-nda-toast]')).toHaveCount(0);
  // A reload of the page is no new acceptance either.
  await gotoPortal(again);
  await expect(again.locator('[data-account-menu]')).toHaveAttribute('data-ready', 'true');
  await expect(again.locator('[data-nda-toast]')).toHaveCount(0);
});
