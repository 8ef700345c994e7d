/**
 * The portal's whole stylesheet, loaded on demand. A built portal page carries only the rules its own markup uses,
 * inline (`<style data-portal-styles="/_astro/….css">`, written by edge/node/site-build/critical-css.ts); what an island
 * renders once a visitor interacts (dialogs, forms, menus) needs the whole sheet. Whatever shows such markup —
 * the islands' hydration, the search and share launchers — waits for `loadPortalStyles()` first.
 *
 * One load per page, shared through `window` (the hydration directive and the page's scripts are bundled apart).
 * Resolves at once where the page links the whole stylesheet itself (no inline part: the dev server, a page whose
 * critical part did not fit); resolves too if the sheet fails to load (the page keeps working, less styled).
 */

/** Attribute of the inline `<style>` naming the whole stylesheet. */
export const PORTAL_STYLES_ATTRIBUTE = 'data-portal-styles';

export function loadPortalStyles(): Promise<void> {
  const w = window as unknown as { __ghPortalStyles?: Promise<void> };
  if (w.__ghPortalStyles) return w.__ghPortalStyles;
  const inline = document.querySelector<HTMLStyleElement>(`style[${PORTAL_STYLES_ATTRIBUTE}]`);
  const href = inline?.getAttribute(PORTAL_STYLES_ATTRIBUTE);
  if (!inline || !href) {
    w.__ghPortalStyles = Promise.resolve();
    return w.__ghPortalStyles;
  }
  w.__ghPortalStyles = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    // Right after the inline part: the whole sheet repeats its rules in the same order, so the cascade is the same.
    inline.parentNode!.insertBefore(link, inline.nextSibling);
  });
  return w.__ghPortalStyles;
}
