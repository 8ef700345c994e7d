/**
 * A menu button (WAI-ARIA APG "Menu Button"): a button that opens a list of actions (`role="menu"`). Closes on
 * choosing, on Escape, on Tab and on a click elsewhere. Opened from the keyboard (Enter, Space, ↓ or ↑) it moves
 * focus onto its first (or last) enabled action; ↑/↓, Home and End move between actions.
 *
 * Escape closes only the menu: the key press is consumed (`preventDefault`), so a `<dialog>` the menu sits in does
 * not also get its `cancel` — in Chromium the dialog's close request is the keydown's default action — and focus
 * returns to the button.
 * https://html.spec.whatwg.org/multipage/interaction.html#close-requests
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DotsIcon } from './icons.tsx';

export interface MenuAction {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** Shown greyed with this reason. */
  hint?: string;
}

/** Where focus goes when the menu opens. */
type OpenFocus = 'none' | 'first' | 'last';

/**
 * The list opens below the button, or above it when there is no room below within the scrolling list the menu
 * sits in (an ancestor marked `data-menu-bounds`) or the window.
 */
/** The menu's items that can be chosen, in order. */
function enabledItemsOf(list: HTMLUListElement | null): HTMLButtonElement[] {
  return [...(list?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])];
}

export function Menu({ label, actions, icon, className = '' }: { label: string; actions: MenuAction[]; icon?: ReactNode; className?: string }) {
  const [open, setOpen] = useState<false | OpenFocus>(false);
  /** Open upwards when there is no room below the button. */
  const [up, setUp] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const enabledItems = () => enabledItemsOf(listRef.current);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Consumed here: no dialog around the menu closes, no other handler acts on it.
      event.preventDefault();
      event.stopPropagation();
      close(ref.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open, close]);

  useEffect(() => {
    if (open === 'first') enabledItemsOf(listRef.current)[0]?.focus();
    else if (open === 'last') enabledItemsOf(listRef.current).at(-1)?.focus();
  }, [open]);

  function place(button: HTMLElement) {
    // Room below, within the scrolling list the menu sits in (`data-menu-bounds`) or the window.
    const rect = button.getBoundingClientRect();
    const bounds = button.closest('[data-menu-bounds]')?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
    const height = 16 + 36 * actions.length;
    setUp(rect.bottom + height > bounds.bottom && rect.top - height > bounds.top);
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    place(event.currentTarget);
    setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = enabledItems();
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(index + 1);
        break;
      case 'ArrowUp':
        focus(index < 0 ? items.length - 1 : index - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(items.length - 1);
        break;
      case 'Tab':
        // Leaving the menu closes it; focus moves on from the button as usual.
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div ref={ref} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onButtonKey}
        onClick={(event) => {
          place(event.currentTarget);
          // A click from the keyboard (Enter, Space: detail 0) moves focus into the menu, a mouse click does not.
          setOpen((v) => (v ? false : event.detail === 0 ? 'first' : 'none'));
        }}
      >
        {icon ?? <DotsIcon />}
      </button>
      {open && (
        <ul
          ref={listRef}
          id={menuId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA menu pattern on a list, whose items daisyUI's menu styles
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className={`menu z-40 w-60 rounded-box bg-base-100 p-1 shadow-lg absolute right-0 ${up ? 'bottom-full mb-1' : 'top-full mt-1'}`}
        >
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={action.disabled}
                aria-disabled={action.disabled || undefined}
                title={action.hint}
                className={action.disabled ? 'pointer-events-none opacity-50' : ''}
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
