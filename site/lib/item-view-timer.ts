/**
 * Item views with their duration (visitor spec §4 "Item opening … Closing collapses it and records the duration"):
 * the time an item was open and visible, sent once as an `item_view` analytics event when it is closed — the item
 * dialog unmounting, or the item page being hidden or left (`visibilitychange` to hidden, `pagehide`; a page
 * restored from the back/forward cache counts as a new view). Time spent in a hidden tab is not counted.
 */
import { track } from './analytics.ts';

export interface ItemViewTarget {
  orgId: string;
  itemUid: string;
  productId?: string;
}

/** Staff previewing the portal as an account or profile are not visitors. */
export function isPreviewUrl(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has('permissionProfileId') || q.has('accountId');
}

/**
 * Starts timing a view of `target`; returns `close()`, which sends the event (if the page has not already) and
 * stops listening. The view is sent at most once.
 */
export function startItemViewTimer(target: ItemViewTarget, now: () => number = () => performance.now()): () => void {
  let visibleMs = 0;
  let visibleSince: number | null = document.visibilityState === 'visible' ? now() : null;
  let sent = false;

  const send = () => {
    if (sent) return;
    sent = true;
    if (visibleSince !== null) visibleMs += now() - visibleSince;
    visibleSince = null;
    if (visibleMs <= 0) return;
    track(target.orgId, {
      type: 'item_view',
      itemUid: target.itemUid,
      durationMs: Math.round(visibleMs),
      ...(target.productId ? { productId: target.productId } : {}),
    });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
    else if (!sent && visibleSince === null) visibleSince = now();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    visibleMs = 0;
    visibleSince = now();
    sent = false;
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', send);
  window.addEventListener('pageshow', onShow);
  return () => {
    send();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', send);
    window.removeEventListener('pageshow', onShow);
  };
}
