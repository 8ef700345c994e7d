/**
 * A modal dialog on the native `<dialog>` element (`showModal`): focus stays inside (Tab wraps around its
 * controls: `installDialogFocusWrap`, `site/lib/focus-wrap.ts`), Escape closes it (the `cancel` event), and clicking the backdrop does nothing — a half-edited form is
 * never lost to a stray click (admin spec §2 screen 3).
 */
import { useId, useRef, type ReactNode } from 'react';
import { useDialogOpen } from '../../site/components/islands/use-modal-dialog.ts';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called on Escape (and by the dialog's own Cancel/close buttons). */
  onClose(): void;
  children: ReactNode;
  /** The buttons row. */
  actions?: ReactNode;
  /** Wider box for lists. */
  wide?: boolean;
  /** While true, Escape does not close (e.g. while saving). */
  busy?: boolean;
  /**
   * Makes the box a form: Enter in a field, or a `type="submit"` button among the actions, calls it (a disabled
   * submit button blocks both). The form does not validate natively — the dialog shows the content model's messages.
   */
  onSubmit?(): void;
}

export function Modal({ open, title, onClose, children, actions, wide = false, busy = false, onSubmit }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useDialogOpen(ref, open);

  const content = (
    <>
      <h2 id={titleId} className="mb-4 text-lg font-semibold break-words">
        {title}
      </h2>
      {children}
      {actions && <div className="modal-action">{actions}</div>}
    </>
  );

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through React state so the dialog and its state agree.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && onSubmit && (
        <form
          className={`modal-box ${wide ? 'max-w-2xl' : ''}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {content}
        </form>
      )}
      {open && !onSubmit && <div className={`modal-box ${wide ? 'max-w-2xl' : ''}`}>{content}</div>}
    </dialog>
  );
}
