/**
 * The search dialog as the header's launcher shows it before React has loaded (`SearchLauncher.astro`): the same
 * DOM as the React dialog's (`dialog-markup.ts`), searched by the same rules (`query-rules.ts`), so that the first
 * answer waits for the index only, not for React to load, run and render. The React dialog then takes this DOM over
 * (hydration, `SearchWidget.tsx` `mountSearch`): the same dialog, box and focus, the typed term kept. Until then,
 * typing searches, Escape, the close button and the backdrop close, and Enter opens the "Top match"; moving through
 * the results waits for React, and a result (or "...N more") clicked before then is clicked again once React has
 * taken the dialog over: the click is answered late, never lost.
 *
 * Only for the public view: an account member's or previewing staff member's dialog searches another source, and
 * is React's from the start.
 */
import { loadGroupedAnswer, type GroupedAnswer } from '../../../content/search/grouping.ts';
import { SEARCH_INPUT_MAX, normaliseTerm, type SearchSource } from '../../../content/search/types.ts';
import { dialogMarkup, toDom, type DialogBranding } from './dialog-markup.ts';
import { IDLE_QUERY, SKELETON_DELAY_MS, debounceWait, queryAction, type QueryState } from './query-rules.ts';
import { rememberMode } from './search-mode-store.ts';

export interface FirstDialogOptions {
  /** Where the dialog goes (the React island's container: the dialog is all it holds). */
  root: Element;
  branding: DialogBranding;
  /** The page's organisation (document links). */
  orgId: string;
  source: SearchSource;
  /** What the header box held. */
  term: string;
  /** When it was typed (`performance.now()`): the first search's debounce runs from then. */
  typedAt?: number;
  /** The dialog closed (Escape, its close button, the backdrop). */
  onClose(): void;
  /** Nothing is left to search or show for now (the moment React can take over); where the search stands. */
  onSettled?(query: QueryState<GroupedAnswer>): void;
}

/** What the React dialog needs to take over. */
export interface FirstDialogHandOver {
  term: string;
  query: QueryState<GroupedAnswer>;
  /** The button of the results last clicked, still shown: React answers it once it has taken the DOM over. */
  clicked: HTMLButtonElement | null;
}

export class FirstDialog {
  readonly dialog: HTMLDialogElement;
  readonly input: HTMLInputElement;
  readonly #options: FirstDialogOptions;
  readonly #listening = new AbortController();
  #term: string;
  #query: QueryState<GroupedAnswer> = IDLE_QUERY;
  #lastSearched = '';
  #typedAt: number | undefined;
  #firstTerm: string;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending = 0;
  #requestId = 0;
  #handedOver = false;
  #closed = false;
  /** Whether the results area shown was built for a term (the empty state shows for none). */
  #shownTerm = false;
  #clicked: HTMLButtonElement | null = null;

  constructor(options: FirstDialogOptions) {
    this.#options = options;
    this.#term = options.term.slice(0, SEARCH_INPUT_MAX);
    this.#firstTerm = this.#term;
    this.#typedAt = options.typedAt;
    const dom = toDom(this.#markup().dialog) as HTMLDialogElement;
    this.dialog = dom;
    this.input = dom.querySelector('input')!;
    this.#shownTerm = this.#term.trim() !== '';
    options.root.replaceChildren(dom);
    dom.showModal();
    this.input.focus();
    this.input.setSelectionRange(this.input.value.length, this.input.value.length);
    options.source.warmUp?.();

    const signal = this.#listening.signal;
    this.input.addEventListener('input', () => this.#typed(this.input.value.slice(0, SEARCH_INPUT_MAX)), { signal });
    this.input.addEventListener('keydown', (event) => this.#keyDown(event), { signal });
    dom.querySelector('button[aria-label="Close search"]')!.addEventListener('click', () => dom.close(), { signal });
    // A result, "...N more" or "Back to results": answered by React once it is there.
    dom.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest?.('button');
        if (button && this.#resultsArea().contains(button)) this.#clicked = button;
      },
      { signal },
    );
    // Kept after the hand-over: a close in the moment React takes over still reaches the launcher.
    dom.addEventListener('close', () => this.#onClose());
    this.#typed(this.#term);
  }

  /** Nothing waits to be searched or shown. */
  get settled(): boolean {
    return this.#timer === undefined && this.#pending === 0;
  }

  get open(): boolean {
    return !this.#closed;
  }

  /** Where its search stands. */
  get query(): QueryState<GroupedAnswer> {
    return this.#query;
  }

  /** The header box's whole text, when letters still reached it after the dialog opened. */
  setTerm(term: string): void {
    if (this.#handedOver || this.#closed) return;
    this.input.value = term.slice(0, SEARCH_INPUT_MAX);
    this.#typed(this.input.value);
  }

  /** Stops updating the dialog: React takes it over from the state returned. */
  handOver(): FirstDialogHandOver {
    this.#handedOver = true;
    this.#listening.abort();
    clearTimeout(this.#timer);
    return { term: this.#term, query: this.#query, clicked: this.#clicked?.isConnected ? this.#clicked : null };
  }

  /** Removes the dialog without closing it (another dialog replaces it). */
  dispose(): void {
    this.#handedOver = true;
    this.#closed = true;
    this.#listening.abort();
    clearTimeout(this.#timer);
    this.dialog.remove();
  }

  #onClose(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#handedOver) {
      this.#listening.abort();
      clearTimeout(this.#timer);
      rememberMode('search');
      this.dialog.remove();
    }
    this.#options.onClose();
  }

  #keyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      // A search box would clear itself on Escape; here Escape closes the dialog at once.
      event.preventDefault();
      this.dialog.close();
      return;
    }
    const top = this.#query.data?.topMatchId;
    if (event.key === 'Enter' && top) {
      const result = Object.values(this.#query.data!.loaded)
        .flat()
        .find((r) => r?.id === top);
      if (!result) return;
      event.preventDefault();
      window.location.assign(result.url);
    }
  }

  /** The rules of `useDebouncedSearch`, for the box now holding `term`. */
  #typed(term: string): void {
    this.#term = term;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const action = queryAction(term, this.#lastSearched);
    if (action === 'reset') {
      this.#requestId++;
      this.#pending = 0;
      this.#lastSearched = '';
      this.#show(IDLE_QUERY);
      return;
    }
    if (action === 'skip') {
      this.#show(this.#query);
      return;
    }
    const query = normaliseTerm(term);
    const source = this.#options.source;
    source.prepare?.(query);
    // Only the term the dialog opened with was typed earlier; once another is typed, every search waits in full.
    if (term !== this.#firstTerm) this.#typedAt = undefined;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        const id = ++this.#requestId;
        this.#pending = 1;
        this.#lastSearched = query;
        this.#show({ ...this.#query, status: 'loading' });
        loadGroupedAnswer(source, query).then(
          (data) => {
            if (id !== this.#requestId || this.#handedOver) return;
            this.#pending = 0;
            this.#show({ status: 'done', data, term: query });
          },
          () => {
            if (id !== this.#requestId || this.#handedOver) return;
            this.#pending = 0;
            this.#lastSearched = ''; // the same term may be tried again
            this.#show({ status: 'error', data: null, term: query });
          },
        );
      },
      debounceWait(source.debounceMs, this.#typedAt, performance.now()),
    );
    this.#show(this.#query);
  }

  #markup() {
    return dialogMarkup(this.#options.branding, { term: this.#term, query: this.#query, orgId: this.#options.orgId });
  }

  /**
   * Shows `query`: the line under the box, the results area and the alert are rebuilt, the rest is kept. The
   * skeleton of a search waits {@link SKELETON_DELAY_MS}: an answer ready before then replaces the last one at once.
   */
  #show(query: QueryState<GroupedAnswer>): void {
    const changed = query !== this.#query;
    this.#query = query;
    if (query.status === 'loading' && changed) {
      setTimeout(() => {
        if (this.#query === query && !this.#handedOver) this.#render();
      }, SKELETON_DELAY_MS);
      return;
    }
    if (changed || !this.#shownFor(this.#term)) this.#render();
    if (this.settled) this.#options.onSettled?.(query);
  }

  #render(): void {
    const markup = this.#markup();
    const box = this.#box();
    const label = this.input.closest('label')!;
    while (label.nextSibling) label.nextSibling.remove();
    if (markup.correction) label.parentNode!.appendChild(toDom(markup.correction));
    box.replaceChild(toDom(markup.results), this.#resultsArea());
    box.querySelector(':scope > [role=alert]')?.remove();
    if (markup.alert) box.appendChild(toDom(markup.alert));
    this.#shownTerm = this.#term.trim() !== '';
  }

  /** The dialog's box: its header, the search box's row, the results area, then an alert when there is one. */
  #box(): HTMLElement {
    return this.dialog.firstElementChild as HTMLElement;
  }

  /** The part `#render` rebuilds: the results, their detail and the empty and loading states. */
  #resultsArea(): Element {
    return this.#box().children[2]!;
  }

  /** Whether the results area was built for a term like `term` (empty or not: the empty state depends on it). */
  #shownFor(term: string): boolean {
    return this.#shownTerm === (term.trim() !== '');
  }
}
