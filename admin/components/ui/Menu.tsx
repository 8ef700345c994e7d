/**
 * A menu button: a button that opens a list of actions (`role="menu"`). Closes on choosing, on Escape and on a
 * click elsewhere.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** Shown greyed with this reason. */
  hint?: string;
}

/**
 * The list opens below the button, or above it when there is no room below within the scrolling list the menu
 * sits in (an ancestor marked `data-menu-bounds`) or the window.
 */
export function Menu({ label, actions, icon, className = '' }: { label: string; actions: MenuAction[]; icon?: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  /** Open upwards when there is no room below the button. */
  const [up, setUp] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return (
    <div ref={ref} className={`relative ${className}`}>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          // Room below, within the scrolling list the menu sits in (`data-menu-bounds`) or the window.
          const rect = event.currentTarget.getBoundingClientRect();
          const bounds = event.currentTarget.closest('[data-menu-bounds]')?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
          const height = 16 + 36 * actions.length;
          setUp(rect.bottom + height > bounds.bottom && rect.top - height > bounds.top);
          setOpen((v) => !v);
        }}
      >
        {icon ?? <DotsIcon />}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className={`menu z-40 w-60 rounded-box bg-base-100 p-1 shadow-lg absolute right-0 ${up ? 'bottom-full mb-1' : 'top-full mt-1'}`}>
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={action.disabled}
                aria-disabled={action.disabled || undefined}
                title={action.hint}
                className={action.disabled ? 'pointer-events-none opacity-50' : ''}
                onClick={() => {
                  setOpen(false);
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

export function DotsIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" fill="currentColor" aria-hidden="true">
      <circle cx="4" cy="10" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="16" cy="10" r="1.6" />
    </svg>
  );
}
