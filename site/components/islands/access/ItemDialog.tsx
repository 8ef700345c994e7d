/** The details of an item that account mode unlocked (or that only the account's profile lists). */
import { useEffect, useRef } from 'react';
import type { PortalView, ViewItem } from '../../../../content/policy.ts';
import { ENABLED_STATE_LABELS } from '../../../../content/schemas/item.ts';
import Conversation from '../Conversation.tsx';
import { detailsOf } from './account-mode.ts';
import { TEXTS } from './texts.ts';
import { useItemViewTimer } from '../use-item-view-timer.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

export default function ItemDialog({
  view,
  item,
  orgId,
  previewingAs,
  onClose,
}: {
  view: PortalView;
  item: ViewItem;
  orgId: string;
  previewingAs?: { accountId?: string; permissionProfileId?: string };
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useItemViewTimer(orgId, item.itemUid, item.productId, !previewingAs);
  useModalDialog(dialog);
  useEffect(() => {
    body.current?.replaceChildren(detailsOf(view, item, { orgId, previewingAs }));
  }, [view, item, orgId, previewingAs]);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="gh-item-dialog-title" onClose={onClose} data-item-dialog={item.itemUid}>
      <div className="modal-box max-w-2xl">
        <div className="modal-header mb-1 flex items-start justify-between gap-2">
          <h2 id="gh-item-dialog-title" className="text-lg font-semibold">
            {item.title}
          </h2>
          <button type="button" className="btn btn-sm btn-circle btn-ghost -mt-1 -mr-2 shrink-0" aria-label={TEXTS.close} onClick={onClose}>
            ✕
          </button>
        </div>
        <p className="mb-3 text-sm opacity-70">{ENABLED_STATE_LABELS[item.enabledState]}</p>
        <div ref={body} />
        <Conversation orgId={orgId} itemUid={item.itemUid} productId={item.productId} />
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-label={TEXTS.close}>
          {TEXTS.close}
        </button>
      </form>
    </dialog>
  );
}
