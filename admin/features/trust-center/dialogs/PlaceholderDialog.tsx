/**
 * Set empty placeholder (admin spec §2 screen 6, §5): the text a card shows when it has no items; empty or at
 * most 1000 characters ('Placeholder text cannot exceed 1000 characters'); success 'Placeholder text updated'.
 */
import { useEffect, useId, useState } from 'react';
import { EDIT_TEXTS } from '../../../../content/editing/texts.ts';
import { MESSAGES } from '../../../../content/messages.ts';
import { PlaceholderSchema, type Card } from '../../../../content/schemas/card.ts';
import { messageOf } from '../../../api.ts';
import { showSnack } from '../../../stores/snacks.ts';
import { updateCard } from '../api.ts';
import { Modal } from '../../../ui/Modal.tsx';

export function PlaceholderDialog({ open, onClose, card }: { open: boolean; onClose(): void; card: Card }) {
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(card.placeholder);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setText(card.placeholder);
      setFailure(null);
    }
  }, [open, card.placeholder]);

  const invalid = !PlaceholderSchema.safeParse(text).success;

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      await updateCard(card.productId, card.kind, { placeholder: text });
      showSnack(EDIT_TEXTS.placeholderUpdated);
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Edit placeholder text"
      onClose={onClose}
      busy={submitting}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={invalid || submitting || text === card.placeholder} onClick={() => void submit()}>
            Save
          </button>
        </>
      }
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        Placeholder text
      </label>
      <textarea
        id={inputId}
        rows={4}
        className={`textarea w-full ${invalid ? 'textarea-error' : ''}`}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={messageId}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={messageId} className={`mt-1 text-xs ${invalid ? 'text-error' : 'text-base-content/60'}`}>
        {invalid ? MESSAGES.placeholderTooLong : `Shown when the card has no items. ${text.length}/1000`}
      </p>
      {failure && (
        <p role="alert" className="mt-2 text-error">
          {failure}
        </p>
      )}
    </Modal>
  );
}
