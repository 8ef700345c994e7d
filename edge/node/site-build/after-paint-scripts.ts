/**
 * The portal pages' own scripts load after the first paint. Astro links each page's scripts as
 * `<script type="module" src>`: the browser asks for them as soon as it meets the tags, beside the page itself,
 * and on a slow link the first paint then waits for those round trips too. Nothing in them is needed to read the
 * page, so the tags are replaced by one inline module at the end of the body that imports them, in their order,
 * once the page has been painted (at once when it is hidden: a hidden page is not painted).
 *
 * A first click must not be lost meanwhile, nor open what a script must be there for. Such a control carries
 * `data-awaits-script` (the share buttons of cards and items, a card's "Expand" and "View more", Help): a small
 * inline script at the end of the head holds a click on it (Enter and Space on a button are clicks too) until every
 * script has loaded (or failed to), then clicks it again, once: the last one held, if several were. The search
 * launcher and the islands keep their own (`SearchLauncher.astro`, `hydrate-on-interaction.ts`).
 *
 * Runs on the pages whose stylesheet was inlined (`critical-css.ts`): the admin's pages keep their tags.
 */

const MODULE_SCRIPT = /<script type="module" src="(\/[^"<>]+\.js)"><\/script>/g;
const LOADER = /<script type="module">const s=(\[[^\]<]*\]);const l=/;

/** Marks a control whose click only its script answers: a first click is held until the scripts have loaded. */
export const AWAITS_SCRIPT_ATTRIBUTE = 'data-awaits-script';
const AWAITS_SCRIPT = new RegExp(`<[a-z][^<>]*\\s${AWAITS_SCRIPT_ATTRIBUTE}[\\s=>]`, 'i');
/** What the loader calls once its imports have settled: the held click, if any, is replayed. */
const RELEASE = '__glasshouseScriptsLoaded';
/**
 * Holds the last click on a `data-awaits-script` control (the event stopped before any other listener, its default
 * prevented) until the loader calls {@link RELEASE}; then clicks that control again, once, and holds nothing more.
 * A classic script at the end of the head: it listens before anything of the body can be clicked.
 */
const FIRST_CLICK_HOLD =
  `<script>(function(){var h=null;function k(e){var t=e.target instanceof Element?e.target.closest("[${AWAITS_SCRIPT_ATTRIBUTE}]"):null;` +
  `if(!t)return;e.preventDefault();e.stopImmediatePropagation();h=t}document.addEventListener("click",k,true);` +
  `window.${RELEASE}=function(){document.removeEventListener("click",k,true);var t=h;h=null;if(t&&t.isConnected)t.click()}})()</script>`;

/** The scripts `html`'s after-paint loader imports (see {@link loadScriptsAfterPaint}), or none. */
export function scriptsLoadedAfterPaint(html: string): string[] {
  const list = LOADER.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * `html` with its module scripts loaded after the first paint, or as it is when it has none (or no `</body>`).
 * The module scripts load in the order of their tags (each `import()` is asked for in turn), as before.
 */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  const end = html.lastIndexOf('</body>');
  if (sources.length === 0 || end < 0) return html;
  const loader =
    `<script type="module">const s=${JSON.stringify(sources)};const l=()=>Promise.allSettled(s.map(u=>import(u)))` +
    `.then(()=>window.${RELEASE}?.());document.visibilityState==="hidden"?l():requestAnimationFrame(()=>setTimeout(l))</script>`;
  let next = html.replace(MODULE_SCRIPT, '');
  const at = next.lastIndexOf('</body>');
  next = `${next.slice(0, at)}${loader}${next.slice(at)}`;
  const head = next.indexOf('</head>');
  if (head >= 0 && AWAITS_SCRIPT.test(next)) next = `${next.slice(0, head)}${FIRST_CLICK_HOLD}${next.slice(head)}`;
  return next;
}
