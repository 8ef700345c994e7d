/**
 * The portal's scripts load after the first paint (edge/node/site-build/after-paint-scripts.ts). A click that comes
 * before them on a control that waits for its script (a card's Share, its "Expand", Help) is held and answered once
 * they have loaded: what it opens opens then, exactly once, with its keyboard handling in place. Each test holds one
 * script's request until after the click, so it sees the page as a slow link leaves it however fast the machine.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectDialogKeyboard } from '../support/a11y.ts';

/** Holds every request for the script whose file name starts with `name` until `release()`. */
async function holdScript(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(new RegExp(`/_astro/${name}\\.astro_astro_type_script[^/]*\\.js$`), async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return {
    release,
    /** Waits until the page has asked for the script: it is painted and its loader running. */
    asked: () => expect.poll(() => asked.length, { message: `the page asks for ${name}'s script` }).toBeGreaterThan(0),
  };
}

/** Nothing of `what` shows for a moment: the click is held, not answered. */
async function staysClosed(page: Page, what: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 4; i++) {
    await expect(what).toBeHidden();
    await page.waitForTimeout(100);
  }
}

/** Still open a moment later: it was not opened twice (a second click would close it again). */
async function staysOpen(page: Page, what: ReturnType<Page['getByRole']>) {
  await expect(what).toBeVisible();
  await page.waitForTimeout(500);
  await expect(what).toBeVisible();
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });

    test("a click on a card's Share before its script has loaded opens the share popover once the script is there, once", async ({ page }) => {
      const held = await holdScript(page, 'ShareButton');
      await page.goto('/');
      await held.asked();
      const button = page.getByRole('article', { name: 'Data Security' }).getByRole('button', { name: 'Share Data Security' });
      const popover = page.getByRole('dialog', { name: 'Share the Data Security' });
      await button.click();
      await staysClosed(page, popover);
      held.release();
      await staysOpen(page, popover);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('dialog', { name: /^Share the / })).toHaveCount(1);
    });

    test('several clicks and a key on Share before its script has loaded open one popover, of the last one clicked', async ({ page }) => {
      const held = await holdScript(page, 'ShareButton');
      await page.goto('/');
      await held.asked();
      const data = page.getByRole('article', { name: 'Data Security' }).getByRole('button', { name: 'Share Data Security' });
      const application = page.getByRole('article', { name: 'Application Security' }).getByRole('button', { name: 'Share Application Security' });
      await data.click();
      await data.click();
      await application.focus();
      await page.keyboard.press('Enter');
      await staysClosed(page, page.getByRole('dialog', { name: /^Share the / }));
      held.release();
      await staysOpen(page, page.getByRole('dialog', { name: 'Share the Application Security' }));
      await expect(page.getByRole('dialog', { name: /^Share the / })).toHaveCount(1);
      await expect(data).toHaveAttribute('aria-expanded', 'false');
    });

    test('a click on Help before its script has loaded opens the bubble once the script is there, once, and Tab stays in it', async ({ page }) => {
      const held = await holdScript(page, 'HelpBubble');
      await page.goto('/');
      await held.asked();
      const help = page.getByRole('button', { name: 'Help' });
      const bubble = page.getByRole('dialog', { name: 'Need help?' });
      await help.click();
      await staysClosed(page, bubble);
      held.release();
      await staysOpen(page, bubble);
      await expectDialogKeyboard(page, bubble, { opener: help });
    });

    test("a click on a card's Expand before the dialogs' script has loaded opens the drawer once it is there, and Tab stays in it", async ({ page }) => {
      const held = await holdScript(page, 'DialogFocus');
      await page.goto('/');
      await held.asked();
      const expand = page.getByRole('button', { name: 'Expand Data Security' });
      const drawer = page.getByRole('dialog', { name: 'Data Security' });
      await expand.click();
      await staysClosed(page, drawer);
      held.release();
      await staysOpen(page, drawer);
      await expectDialogKeyboard(page, drawer, { opener: expand });
    });
  });
}
