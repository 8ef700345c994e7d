/**
 * Keeping keyboard focus inside a dialog: Tab on its last control goes to its first, Shift+Tab on its first to its
 * last. A native modal `<dialog>` makes the page behind it inert, but Tab past its last control still leaves the
 * document (focus lands on the page itself, nothing the user can see); this closes the loop.
 *
 * `installDialogFocusWrap()` does it for every modal `<dialog>` of a page (portal and admin), once per page.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls of `root` Tab can reach, in document order (visible ones only). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    // `tabindex="-1"` takes a control out of the Tab order (a dialog's backdrop button): were it counted as the
    // last stop, Tab on the real last one would not wrap and focus would fall onto the page.
    if (el.tabIndex < 0 || el.closest('[inert]')) return false;
    // An unchecked radio of a group with a checked one is not a Tab stop.
    if (
      el instanceof HTMLInputElement &&
      el.type === 'radio' &&
      !el.checked &&
      el.name &&
      root.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`)
    )
      return false;
    return el.checkVisibility();
  });
}

/** Handles a keydown inside `root`: wraps Tab and Shift+Tab around its ends. */
export function wrapTab(event: { key: string; shiftKey: boolean; defaultPrevented: boolean; preventDefault(): void }, root: HTMLElement): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const items = focusableIn(root);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items.at(-1)!;
  const active = document.activeElement;
  const outside = !root.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The modal `<dialog>` keyboard focus belongs to: the one holding focus, else the last one opened. */
function currentModal(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d.matches(':modal'));
  return open.find((d) => d.contains(document.activeElement)) ?? open.at(-1) ?? null;
}

let installed = false;

/** Wraps Tab around the controls of whichever modal `<dialog>` is open, for the whole page. */
export function installDialogFocusWrap(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      const dialog = currentModal();
      if (dialog) wrapTab(event, dialog);
    },
    true,
  );
}
