/** The action row at the end of a modal's content: a dismiss button (Cancel, Close, Back …), then the main actions. */
import type { ReactNode } from 'react';

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
