/**
 * Shows a `<dialog>` as a modal while its component is mounted, and closes it before React takes it out of the
 * page. The order matters for keyboard users: a modal dialog closed while still in the document gives focus back
 * to the control that opened it, while one that is simply removed drops focus onto the page itself.
 *
 * A layout effect, because React runs those cleanups before it removes the elements of an unmounted component
 * (passive effect cleanups run after, on a detached dialog).
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [ref]);
}
