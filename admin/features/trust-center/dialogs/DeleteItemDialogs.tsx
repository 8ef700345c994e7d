/**
 * Deleting a custom item: a confirmation, and on failure the "Delete Error" dialog with
 * 'There was an unexpected error while deleting "{title}".' (admin spec §8).
 */
import { useState } from 'react';
import { EDIT_TEXTS } from '../../../../content/editing/texts.ts';
import { TEMPLATES, fill } from '../../../../content/errors.ts';
import type { Item } from '../../../../content/schemas/item.ts';
import { deleteCustomItem } from '../api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Modal } from '../../../ui/Modal.tsx';

export function DeleteItemDialogs({ open, onClose, item }: { open: boolean; onClose(): void; item: Item }) {
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteCustomItem(item.productId, item.itemUid);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <ConfirmDialog
        open={open && !failed && !deleting}
        title="Delete item"
        body={`Delete "${item.title}"? This cannot be undone.`}
        confirmLabel="Delete"
        danger
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
      <Modal
        open={open && failed}
        title={EDIT_TEXTS.deleteErrorTitle}
        onClose={() => {
          setFailed(false);
          onClose();
        }}
        actions={
          <button
            type="button"
            className="btn"
            onClick={() => {
              setFailed(false);
              onClose();
            }}
          >
            Close
          </button>
        }
      >
        <p>{fill(TEMPLATES.deleteCustomItemFailed, { title: item.title })}</p>
      </Modal>
    </>
  );
}
