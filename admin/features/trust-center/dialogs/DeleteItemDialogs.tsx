/**
 * Deleting a custom item: a confirmation, and on failure the "Delete Error" dialog with
 * 'There was an unexpected error while deleting "{title}".' (admin spec §8).
 */
import { EDIT_TEXTS } from '../../../../content/editing/texts.ts';
import { TEMPLATES, fill } from '../../../../content/errors.ts';
import type { Item } from '../../../../content/schemas/item.ts';
import { deleteCustomItem } from '../api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { Modal } from '../../../ui/Modal.tsx';

export function DeleteItemDialogs({ open, onClose, item }: { open: boolean; onClose(): void; item: Item }) {
  // The delete; its failure opens the "Delete Error" dialog (its message is the spec's, not the edge's).
  const write = useWrite();
  const failed = write.error !== null;

  async function confirm() {
    if (await write.run(() => deleteCustomItem(item.productId, item.itemUid))) onClose();
  }
  function closeFailure() {
    write.reset();
    onClose();
  }

  return (
    <>
      <ConfirmDialog
        open={open && !failed && !write.busy}
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
        onClose={closeFailure}
        actions={
          <button type="button" className="btn" onClick={closeFailure}>
            Close
          </button>
        }
      >
        <p>{fill(TEMPLATES.deleteCustomItemFailed, { title: item.title })}</p>
      </Modal>
    </>
  );
}
