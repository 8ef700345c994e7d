/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): top layer, focus kept inside, Escape closes,
 * focus returns to where it was. Styled with daisyUI's `modal`; the heading names the dialog.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

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
}

export function Modal({ open, onClose, title, children, actions, boxClassName = '', name }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={headingId} data-modal={name}>
      {open && (
        <div className={`modal-box ${boxClassName}`}>
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
