/**
 * Shows a `<dialog>` as a modal while its component is mounted, and closes it before React takes it out of the
 * page. The order matters for keyboard users: a modal dialog closed while still in the document gives focus back
 * to the control that opened it, while one that is simply removed drops focus onto the page itself.
 *
 * A layout effect, because React runs those cleanups before it removes the elements of an unmounted component
 * (passive effect cleanups run after, on a detached dialog).
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [ref]);
}

/**
 * Shows a `<dialog>` that stays mounted as a modal while `open` is true, and closes it when `open` turns false (the
 * portal's and the admin's `Modal`).
 */
export function useDialogOpen(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [ref, open]);
}
