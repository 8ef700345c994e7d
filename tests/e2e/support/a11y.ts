/**
 * Accessibility checks shared by the specs: axe-core (WCAG 2.2 AA and best practice) with no serious or critical
 * violation, and keyboard focus that always sits on a visible control with a visible focus ring.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules whose findings count whatever axe's impact: a page without an `<h1>`, landmarks that cannot be told
 * apart, a scrolling region the keyboard cannot reach.
 */
const ALWAYS = new Set(['page-has-heading-one', 'landmark-unique', 'scrollable-region-focusable']);

/** axe-core itself, injected into the page once and kept until the page navigates. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's run over the page, or over the elements of `include` only. A page without frames is checked in place,
 * with axe injected once: AxeBuilder injects it again on every call and finishes each run in a new page, which
 * took most of the time of the accessibility suites. A page with frames goes through AxeBuilder, which injects axe
 * into each frame and checks them too.
 */
async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    return (include ? builder.include(include) : builder).analyze();
  }
  type WithAxe = { axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ include, tags }) => (window as WithAxe).axe!.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags } }),
    { include, tags: AXE_TAGS },
  );
}

/**
 * Waits (1 s at most) until the page's CSS transitions and finite animations have run: axe measures colours as they
 * are at that moment, and a link fading out of its active style (the menu item just left) is half-way between two
 * colour pairs — not what anybody sees once it has settled.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    const settled = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
}

/**
 * The serious and critical violations on the page (plus the rules of `ALWAYS` with `pageRules`), in a readable
 * form. With `within`, only that part of the page is checked (a dialog: quicker than the whole admin page, and
 * what the dialog itself is responsible for).
 */
export async function seriousViolations(page: Page, { pageRules = true, within }: { pageRules?: boolean; within?: Locator } = {}) {
  await transitionsSettled(page);
  if (within) await within.evaluate((el) => el.setAttribute('data-axe-scope', ''));
  try {
    const results = await runAxe(page, within ? '[data-axe-scope]' : undefined);
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || (pageRules && ALWAYS.has(v.id)))
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  } finally {
    if (within) await within.evaluate((el) => el.removeAttribute('data-axe-scope')).catch(() => undefined);
  }
}

/**
 * What has focus: whether it is visible, inside `scope`, and shows a focus ring. `scope` is resolved once by the
 * caller, before its Tab presses: resolving a role locator (`getByRole('dialog').filter(…)`) walks the page's
 * accessibility tree, about 120 ms a time on the portal, which on every Tab was most of the accessibility suites.
 */
async function focusState(page: Page, scope: ElementHandle<Element> | null) {
  return page.evaluate(readFocus, scope);
}

/** Runs in the page: the state of `document.activeElement`, inside `container` when given. */
function readFocus(container: Element | null): { ok: boolean; why: string; name: string } {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return { ok: false, why: 'focus is on the page body', name: '' };
  const name = `${el.tagName.toLowerCase()}${el instanceof HTMLInputElement ? `[type=${el.type}]` : ''} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  const rect = el.getBoundingClientRect();
  const visible = rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  if (!visible) return { ok: false, why: 'focus is on a control that cannot be seen', name };
  if (container && !container.contains(el)) return { ok: false, why: 'focus left the dialog', name };
  // The ring may be drawn by a wrapper that holds the control (daisyUI's `<label class="select">`, or the
  // `<div class="input">` of a box of chips, shows it with :focus-within).
  const hasRing = (node: Element) => {
    const style = getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  const wrapper = el.closest('label') ?? el.parentElement;
  const ring = hasRing(el) || (wrapper?.matches(':focus-within') === true && hasRing(wrapper));
  return ring ? { ok: true, why: '', name } : { ok: false, why: 'no visible focus ring', name };
}

/**
 * Presses Tab `steps` times (and Shift+Tab once): every stop is a visible control inside `scope` (when given)
 * with a visible focus ring.
 */
export async function expectVisibleFocusWhileTabbing(page: Page, scope: Locator | null, steps = 8): Promise<void> {
  const container = scope ? await scope.elementHandle() : null;
  try {
    for (let i = 0; i < steps; i++) {
      await page.keyboard.press('Tab');
      const state = await focusState(page, container);
      expect.soft(state, `Tab ${i + 1}: ${state.name}`).toMatchObject({ ok: true });
    }
    await page.keyboard.press('Shift+Tab');
    const state = await focusState(page, container);
    expect.soft(state, `Shift+Tab: ${state.name}`).toMatchObject({ ok: true });
  } finally {
    await container?.dispose();
  }
}

/** The role and accessible name of the control that has focus, as assistive technology reads them. */
async function focusedRoleAndName(page: Page): Promise<{ role: string; name: string }> {
  const snapshot = await page
    .locator('*:focus')
    .ariaSnapshot({ timeout: 2_000 })
    .catch(() => '');
  // The first line: `- role "name"`, YAML-quoted as a whole when the name holds a colon.
  let line = snapshot.split('\n')[0]!.trim().replace(/^- /, '').replace(/:$/, '');
  if (line.startsWith("'")) line = line.slice(1, -1).replaceAll("''", "'");
  const match = /^([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  return { role: match?.[1] ?? '', name: match?.[2] ?? '' };
}

/** The controls of `scope` Tab stops on: visible, enabled, not taken out of the Tab order. */
async function tabStopsIn(scope: Locator): Promise<number> {
  return scope.evaluate((root) => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
    const radios = new Set<string>();
    return [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el.tabIndex < 0 || el.closest('[inert]') || !el.checkVisibility({ visibilityProperty: true })) return false;
      // A group of radio buttons is one Tab stop.
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        if (radios.has(el.name)) return false;
        radios.add(el.name);
      }
      return true;
    }).length;
  });
}

/**
 * The keyboard in an open dialog (or popover): Tab goes round all its controls and past the last one back to the first
 * (Shift+Tab once more back), every stop a visible, named control inside the dialog with a visible focus ring —
 * never the page itself. With `opener`, Escape then closes the dialog and focus returns to that control.
 */
export async function expectDialogKeyboard(page: Page, dialog: Locator, { opener, steps }: { opener?: Locator; steps?: number } = {}): Promise<void> {
  const presses = steps ?? (await tabStopsIn(dialog)) + 2;
  const title = await dialog.evaluate(
    (d) => d.getAttribute('aria-label') ?? document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
  );
  // The dialog's element, resolved once for every check below (it stays the same element while Tab goes round).
  const container = await dialog.elementHandle();
  const check = async (what: string) => {
    const state = await focusState(page, container);
    expect.soft(state.why, `"${title}", ${what}: ${state.name}`).toBe('');
    if (state.ok) {
      const { role, name } = await focusedRoleAndName(page);
      expect.soft(name, `"${title}", ${what}: ${state.name} (${role}) has an accessible name`).not.toBe('');
    }
  };
  try {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press('Tab');
      await check(`Tab ${i + 1}`);
    }
    await page.keyboard.press('Shift+Tab');
    await check('Shift+Tab');
  } finally {
    await container.dispose();
  }
  if (opener) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.soft(opener, 'focus returns to the control that opened the dialog').toBeFocused();
  }
}
