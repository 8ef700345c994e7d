/**
 * `client:interaction`: an island that hydrates when the visitor first interacts with the page (a pointer, a key,
 * a touch, focus), so an anonymous visitor who only reads loads no React at all. A click that reaches the island,
 * or an element matching the directive's selector (controls the island answers, such as `[data-subscribe-source]`),
 * before it has hydrated is held and replayed once it has: the first click works. Other clicks (plain links) go
 * through at once; they only start the loading.
 *
 * The island hydrates at once for a visitor the page must adapt to from the start: a signed-in account member
 * (the `gh_account_hint` cookie), or an address with a query or a fragment (links from emails, previews).
 *
 * With a `probe` (an edge address answering `{ mode }` for the requester, such as the documents card's), the
 * island also hydrates as soon as it comes into view if the edge says the requester does not get the public view
 * (signed-in staff, whose session cookie the page cannot read). The answer is kept for the island
 * (`island-probe.ts`), which then need not ask again.
 *
 * The portal's whole stylesheet (`portal-styles.ts`) loads with the islands: what they render once a visitor
 * interacts needs more than the page's inline rules.
 *
 * All islands of a page share one set of listeners (on `window.__ghInteraction`), so a held click is replayed
 * once, after every island has hydrated.
 *
 * Interactions inside an element marked `data-skip-island-hydration` (the header's search boxes, whose dialogs
 * load their own code) hydrate nothing: a visitor who goes straight to search waits for the search alone. The
 * islands hydrate at the first interaction elsewhere, or when a click inside such an element is one they answer.
 */
import type { ClientDirective } from 'astro';
import { loadPortalStyles } from './portal-styles.ts';
import { rememberProbe } from './island-probe.ts';

/** The directive's value: a selector, or options. */
export interface InteractionOptions {
  /** Controls outside the island whose clicks wait for it. */
  selector?: string;
  /** Asked once the island is in view; a `mode` other than `Public` hydrates it at once. */
  probe?: string;
}

interface Pending {
  el: HTMLElement;
  selector: string;
  /** Hydrates the island (once, however often called). */
  hydrate: () => Promise<void>;
}

interface Shared {
  /** Islands not yet asked to hydrate. */
  pending: Pending[];
  /** Every island of the page: a click on one (or on its selector) is held until all have hydrated. */
  islands: Pending[];
  started: boolean;
  /** Every island asked so far has hydrated. */
  done: boolean;
}

const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** Interactions inside these elements do not hydrate the islands. */
const SKIP_HYDRATION_SELECTOR = '[data-skip-island-hydration]';

/** Whether `event` happened inside an element whose interactions hydrate no island. */
function skipsHydration(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(SKIP_HYDRATION_SELECTOR) !== null;
}

function shared(): Shared {
  const w = window as unknown as { __ghInteraction?: Shared };
  if (!w.__ghInteraction) {
    const state: Shared = { pending: [], islands: [], started: false, done: false };
    w.__ghInteraction = state;
    const start = () => {
      for (const type of EVENTS) window.removeEventListener(type, onInteraction, { capture: true });
      void hydrateAll(state);
    };
    const onInteraction = (event: Event) => {
      if (!skipsHydration(event)) start();
    };
    for (const type of EVENTS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    document.addEventListener(
      'click',
      (event) => {
        if (state.done) return;
        const target = event.target instanceof Element ? event.target : null;
        const held = target && state.islands.some((p) => p.el.contains(target) || (p.selector && target.closest(p.selector)));
        if (!held) {
          if (!skipsHydration(event)) start();
          return;
        }
        // Hold the click until the islands can answer it, then click the same element again.
        event.preventDefault();
        event.stopImmediatePropagation();
        const init: MouseEventInit = {
          bubbles: true,
          cancelable: true,
          composed: true,
          clientX: event.clientX,
          clientY: event.clientY,
          screenX: event.screenX,
          screenY: event.screenY,
          button: event.button,
          buttons: event.buttons,
          detail: event.detail,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
        };
        // Dispatched rather than `.click()`: the target may be an SVG icon inside a button.
        void hydrateAll(state).then(() => setTimeout(() => target!.dispatchEvent(new MouseEvent('click', init)), 0));
      },
      { capture: true },
    );
  }
  return w.__ghInteraction;
}

let all: Promise<void> | null = null;
function hydrateAll(state: Shared): Promise<void> {
  state.started = true;
  state.done = false;
  const batch = state.pending.splice(0);
  const run = Promise.all(batch.map((p) => p.hydrate())).then(
    // React runs the islands' effects (their document listeners) just after hydrating: let them register.
    () => new Promise<void>((resolve) => setTimeout(resolve, 50)),
  );
  const next: Promise<void> = (all ? all.then(() => run) : run).then(() => {
    if (all === next) state.done = true;
  });
  all = next;
  return next;
}

function mustStartAtOnce(): boolean {
  return /(?:^|;\s*)gh_account_hint=/.test(document.cookie) || location.search.length > 1 || location.hash.length > 1;
}

/** Runs `then` once any child of `el` is in view (as Astro's `client:visible`). */
function whenVisible(el: HTMLElement, then: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  });
  for (const child of el.children) observer.observe(child);
}

/** Whether the edge at `url` answers the requester with something else than the public view. */
async function ownView(url: string): Promise<boolean> {
  const answer = rememberProbe(url, () =>
    fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }).then((response) =>
      response.ok ? (response.json() as Promise<unknown>) : null,
    ),
  );
  try {
    const body = (await answer) as { mode?: unknown } | null;
    return !!body && typeof body.mode === 'string' && body.mode !== 'Public';
  } catch {
    return false;
  }
}

const interaction: ClientDirective = (load, options, el) => {
  let hydrating: Promise<void> | null = null;
  const hydrate = () =>
    (hydrating ??= Promise.all([load(), loadPortalStyles()]).then(async ([run]) => {
      await run();
    }));
  if (mustStartAtOnce()) {
    void hydrate();
    return;
  }
  const value = options.value as string | boolean | InteractionOptions | undefined;
  const settings: InteractionOptions = typeof value === 'string' ? { selector: value } : typeof value === 'object' && value ? value : {};
  const state = shared();
  const entry: Pending = { el, selector: settings.selector ?? '', hydrate };
  state.islands.push(entry);
  state.pending.push(entry);
  if (state.started) void hydrateAll(state);
  const probe = settings.probe;
  if (probe) {
    whenVisible(el, () => {
      void ownView(probe).then((own) => {
        if (!own || hydrating) return;
        state.pending = state.pending.filter((p) => p !== entry);
        void hydrate();
      });
    });
  }
};

export default interaction;
