/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): top layer, focus kept inside, Escape closes
 * (even from a search box inside it), focus returns to where it was. Its heading and action row
 * stay in view when the content is taller than the window allows (the tall layout, `styles/global.css`). Styled with daisyUI's `modal`; the heading names the dialog.
 *
 * With an `anchor` on screens at least 640px wide it is drawn as a popover of that element instead: the box sits
 * just below it (above when there is no room below), kept within the window, over the page without dimming it.
 * Smaller screens keep the bottom sheet.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { leftInsideView } from '../../lib/placement.ts';
import { useDialogOpen } from './use-modal-dialog.ts';

/** From this width an anchored modal is drawn as a popover (Tailwind's `sm`, where the modal stops being a sheet). */
const POPOVER_MEDIA = '(min-width: 640px)';
const POPOVER_WIDTH = 384;
const GAP = 8;
const MARGIN = 16;

/** Where the box of a popover anchored to `rect` goes, for a box `height` tall, in a window `width`×`height`. */
export function popoverPosition(
  rect: Pick<DOMRect, 'top' | 'bottom' | 'left'>,
  height: number,
  view: { width: number; height: number },
): { top: number; left: number; width: number } {
  const width = Math.min(POPOVER_WIDTH, view.width - 2 * MARGIN);
  const left = leftInsideView(rect.left, width, view.width, MARGIN);
  const below = rect.bottom + GAP;
  const top = below + height <= view.height - GAP ? below : Math.max(GAP, rect.top - GAP - height);
  return { top, left, width };
}

export interface ModalProps {
  open: boolean;
  /** Called when the visitor closes it (Escape, the backdrop, or a button calling it). */
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  /** The action row (buttons). */
  actions?: ReactNode;
  /** Extra classes of the box (width …). */
  boxClassName?: string;
  /** A test hook and style hook on the dialog. */
  name?: string;
  /** The element that opened it: on large screens the modal is a popover anchored to it. */
  anchor?: HTMLElement | null;
}

export function Modal({ open, onClose, title, children, actions, boxClassName = '', name, anchor = null }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<CSSProperties | null>(null);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useDialogOpen(ref, open);
  // Unmounted while open: closed first, so focus goes back to the control that opened it (`useModalDialog`).
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  useLayoutEffect(() => {
    if (!open || !anchor) {
      setPlacement(null);
      return;
    }
    const place = () => {
      if (!window.matchMedia(POPOVER_MEDIA).matches || !anchor.isConnected) {
        setPlacement(null);
        return;
      }
      const { top, left, width } = popoverPosition(anchor.getBoundingClientRect(), box.current?.offsetHeight ?? 0, {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      setPlacement({ position: 'fixed', top, left, width, maxWidth: width, margin: 0 });
    };
    place();
    // Again once the box has its popover width (and so its final height).
    const frame = requestAnimationFrame(place);
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
    };
  }, [open, anchor]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: keep React in charge of the open state.
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Escape closes the dialog wherever focus is: a search box inside it would otherwise take the first Escape
    // to clear itself, and the dialog's `cancel` never comes. A control that uses Escape itself (an open menu)
    // calls preventDefault, and the dialog stays.
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('keydown', keydown);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('keydown', keydown);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={headingId}
      data-modal={name}
      data-anchored={placement ? 'true' : undefined}
      style={placement ? { backgroundColor: 'transparent' } : undefined}
    >
      {open && (
        <div ref={box} className={`modal-box ${placement ? 'border border-base-300 shadow-xl' : ''} ${boxClassName}`} style={placement ?? undefined}>
          <h2 id={headingId} className="modal-header text-lg font-semibold">
            {title}
          </h2>
          {children}
          {actions && <div className="modal-action flex-wrap">{actions}</div>}
        </div>
      )}
      <form method="dialog" className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => onClose()}>
          close
        </button>
      </form>
    </dialog>
  );
}

/**
 * The heading row of a hand-built modal: its title and a × button. It stays at the top of a tall modal
 * (`.modal-header`, see `styles/global.css`).
 */
export function ModalHeader({
  id,
  title,
  onClose,
  closeLabel = 'Close',
  closeDisabled = false,
  className = 'mb-2',
}: {
  id: string;
  title: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  /** The × shows but cannot be used (a dialog that cannot be closed while it works). */
  closeDisabled?: boolean;
  className?: string;
}) {
  return (
    <div className={`modal-header flex items-start justify-between gap-2 ${className}`}>
      <h2 id={id} className="text-lg font-semibold break-words">
        {title}
      </h2>
      {onClose && (
        <button
          type="button"
          className="btn btn-sm btn-circle btn-ghost -mt-1 -mr-2 shrink-0"
          aria-label={closeLabel}
          onClick={onClose}
          disabled={closeDisabled}
        >
          ✕
        </button>
      )}
    </div>
  );
}

interface ModalActionsProps {
  /** The dismiss button's text. */
  dismiss: ReactNode;
  onDismiss(): void;
  /** A ghost dismiss button (next to a form's submit button). */
  ghost?: boolean;
  /** Extra classes of the row. */
  className?: string;
  children?: ReactNode;
}

/** The action row at the end of a modal's content: a dismiss button (Cancel, Close, Back …), then the main actions. */
export function ModalActions({ dismiss, onDismiss, ghost = false, className, children }: ModalActionsProps) {
  return (
    <div className={className ? `modal-action ${className}` : 'modal-action'}>
      <button type="button" className={ghost ? 'btn btn-ghost' : 'btn'} onClick={onDismiss}>
        {dismiss}
      </button>
      {children}
    </div>
  );
}

/** A modal's plain dismiss button ("Close", "Go back" …). */
export function CloseButton({ onClick, label = 'Close', primary = false }: { onClick(): void; label?: string; primary?: boolean }) {
  return (
    <button type="button" className={primary ? 'btn btn-primary' : 'btn'} onClick={onClick}>
      {label}
    </button>
  );
}
