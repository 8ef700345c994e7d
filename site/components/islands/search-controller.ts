/**
 * The link between the static search boxes in the header (`SearchLauncher.astro`, no framework) and the React
 * search island, which is loaded only when a visitor first uses a box: the launcher asks the controller to open a
 * dialog, the island renders whatever the controller says is open.
 */

export type SearchDialogKind = 'content' | 'items';

export interface SearchOpenRequest {
  kind: SearchDialogKind;
  /** What the visitor had typed into the header box already. */
  term: string;
  /** When they last typed into it (`performance.now()`), if they did. */
  typedAt?: number;
  /** Increases with every request, so asking twice reopens. */
  seq: number;
}

/** A dialog closed less than this long ago does not reopen on the focus that returns to its box. */
export const REFOCUS_GRACE_MS = 400;

export class SearchController {
  #request: SearchOpenRequest | null = null;
  #seq = 0;
  #closedAt = -Infinity;
  readonly #listeners = new Set<() => void>();
  readonly #closeListeners = new Set<() => void>();

  /** The open dialog, or null. */
  get request(): SearchOpenRequest | null {
    return this.#request;
  }

  open(kind: SearchDialogKind, term = '', typedAt?: number): void {
    this.#request = { kind, term, typedAt, seq: ++this.#seq };
    this.#emit();
  }

  /**
   * Called when a dialog closed. With `seq`, only the dialog of that request closes: a dialog's close event comes
   * a moment after it was closed, and another dialog (Ctrl+K right after Escape) may be open by then.
   */
  close(seq?: number, now = Date.now()): void {
    if (!this.#request || (seq !== undefined && seq !== this.#request.seq)) return;
    this.#request = null;
    this.#closedAt = now;
    this.#emit();
    for (const listener of this.#closeListeners) listener();
  }

  /** Whether a dialog closed a moment ago (focus returning to the header box must not reopen it). */
  closedRecently(now = Date.now()): boolean {
    return now - this.#closedAt < REFOCUS_GRACE_MS;
  }

  /** For `useSyncExternalStore`. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Runs `listener` each time a dialog closes. */
  onClose(listener: () => void): () => void {
    this.#closeListeners.add(listener);
    return () => this.#closeListeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
