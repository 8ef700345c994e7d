/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): top layer, focus kept inside, Escape closes,
 * focus returns to where it was. Styled with daisyUI's `modal`; the heading names the dialog.
 *
 * With an `anchor` on screens at least 640px wide it is drawn as a popover of that element instead: the box sits
 * just below it (above when there is no room below), kept within the window, over the page without dimming it.
 * Smaller screens keep the bottom sheet.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { leftInsideView } from '../../lib/placement.ts';

/** From this width an anchored modal is drawn as a popover (Tailwind's `sm`, where the modal stops being a sheet). */
const POPOVER_MEDIA = '(min-width: 640px)';
const POPOVER_WIDTH = 384;
const GAP = 8;
const MARGIN = 16;

/** Where the box of a popover anchored to `rect` goes, for a box `height` tall, in a window `width`×`height`. */
export function popoverPosition(rect: Pick<DOMRect, 'top' | 'bottom' | 'left'>, height: number, view: { width: number; height: number }): { top: number; left: number; width: number } {
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

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
      const { top, left, width } = popoverPosition(anchor.getBoundingClientRect(), box.current?.offsetHeight ?? 0, { width: window.innerWidth, height: window.innerHeight });
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
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
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
          <h2 id={headingId} className="text-lg font-semibold">
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
