/**
 * An account member's documents card renders for the member from the start: while the edge is still answering
 * with the member's documents, the public card ("N documents more available on request") is not shown first.
 * At 1280×900 and 390×844.
 */
import { expect, test, type Route } from '@playwright/test';
import { accountWithMember, signInMember, unique } from '../access/access-helpers.ts';

test.describe.configure({ timeout: 120_000 });

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a member's documents card shows no public flash before the member's documents (${size.width}px)`, async ({ page, browser }) => {
    const label = unique('flash');
    const member = `flash@${label}.example`;
    await accountWithMember(browser, { name: `Flash ${label}`, permissionProfileId: 'pp_standard_nda', ndaOnFile: true }, member);
    await page.setViewportSize(size);
    await signInMember(page, member);

    // Hold the card's request for the member's documents until the card has been looked at.
    let held = null as Route | null;
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    await page.route(/\/api\/share\/[^/]+\/documents\?/, async (route) => {
      if (held) return route.continue();
      held = route;
      arrived();
    });
    await page.reload();
    const card = page.getByTestId('documents-card');
    await card.scrollIntoViewIfNeeded();
    await requested;
    await expect(card).toHaveAttribute('data-ready', 'true');
    // What a person sees now: no public "… more available on request", no public-only list.
    expect(await card.getByText(/more available on request/).isVisible()).toBe(false);
    expect(await card.getByRole('list', { name: 'Documents by card' }).isVisible()).toBe(false);
    await expect(card.getByRole('status')).toBeVisible();

    await held!.continue();
    await expect(card).toHaveAttribute('data-mode', 'AccountExternal');
    await expect(card.getByRole('list', { name: 'Documents by card' })).toBeVisible();
    await expect(card.getByRole('tab', { name: 'Private' })).toBeVisible();
    await expect(card.getByText(/more available on request/)).toHaveCount(0);
  });
}

test('a visitor without an account sees the public documents card at once', async ({ page }) => {
  await page.route(/\/api\/share\/[^/]+\/documents\?/, () => {
    // Never answered: the public card does not wait for it.
  });
  await page.goto('/');
  const card = page.getByTestId('documents-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(/more available on request/)).toBeVisible();
  await expect(card.getByRole('status')).toBeHidden();
});
