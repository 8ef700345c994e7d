/**
 * Edit display text (admin spec §2 screen 7, §5): empty (the default is used) or 4–100 characters; the helper
 * 'Must be at least 4 characters, or leave empty for default.' turns into the error when the text is too short
 * or too long.
 */
import { useEffect, useId, useState } from 'react';
import { EDIT_TEXTS } from '../../../../content/editing/texts.ts';
import { cardLabel } from '../../../../content/editing/layout.ts';
import { MESSAGES } from '../../../../content/messages.ts';
import { DisplayTextSchema, type Card } from '../../../../content/schemas/card.ts';
import { messageOf } from '../../../api.ts';
import { showSnack } from '../../../stores/snacks.ts';
import { updateCard } from '../api.ts';
import { Modal } from '../../../ui/Modal.tsx';

export function DisplayTextDialog({ open, onClose, card }: { open: boolean; onClose(): void; card: Card }) {
  const inputId = useId();
  const helperId = useId();
  const [text, setText] = useState(card.displayText);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setText(card.displayText);
      setFailure(null);
    }
  }, [open, card.displayText]);

  const invalid = !DisplayTextSchema.safeParse(text).success;

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      await updateCard(card.productId, card.kind, { displayText: text.trim() });
      showSnack(EDIT_TEXTS.displayTextUpdated);
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
      title="Edit display text"
      onClose={onClose}
      busy={submitting}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={invalid || submitting || text.trim() === card.displayText} onClick={() => void submit()}>
            Save
          </button>
        </>
      }
    >
      <p className="mb-2 text-sm">Text shown under the {cardLabel(card)} card title.</p>
      <label htmlFor={inputId} className="text-sm font-medium">
        Display text
      </label>
      <input
        id={inputId}
        className={`input w-full ${invalid ? 'input-error' : ''}`}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={helperId}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={helperId} className={`mt-1 text-xs ${invalid ? 'text-error' : 'text-base-content/60'}`}>
        {MESSAGES.displayTextHelper}
      </p>
      {failure && (
        <p role="alert" className="mt-2 text-error">
          {failure}
        </p>
      )}
    </Modal>
  );
}
