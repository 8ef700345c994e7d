/** React binding of `lib/item-view-timer.ts`: times an item while the component showing it is mounted. */
import { useEffect } from 'react';
import { startItemViewTimer } from '../../lib/item-view-timer.ts';

/** Sends an `item_view` with the time the item was open when the component unmounts (or the page is left). */
export function useItemViewTimer(orgId: string, itemUid: string, productId: string | undefined, enabled = true): void {
  useEffect(() => {
    if (!enabled || !orgId) return undefined;
    return startItemViewTimer({ orgId, itemUid, productId });
  }, [orgId, itemUid, productId, enabled]);
}
