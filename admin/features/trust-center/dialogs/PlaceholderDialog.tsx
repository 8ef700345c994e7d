/**
 * Set empty placeholder (admin spec §2 screen 6, §5): the text a card shows when it has no items; empty or at
 * most 1000 characters ('Placeholder text cannot exceed 1000 characters'); success 'Placeholder text updated'.
 */
import { useId, useState } from 'react';
import { EDIT_TEXTS } from '../../../../content/editing/texts.ts';
import { MESSAGES } from '../../../../content/messages.ts';
import { PlaceholderSchema, type Card } from '../../../../content/schemas/card.ts';
import { showSnack } from '../../../stores/snacks.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { updateCard } from '../api.ts';

export function PlaceholderDialog({ open, onClose, card }: { open: boolean; onClose(): void; card: Card }) {
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(card.placeholder);
  const write = useWrite();
  const invalid = !PlaceholderSchema.safeParse(text).success;

  async function save() {
    if (!(await write.run(() => updateCard(card.productId, card.kind, { placeholder: text })))) return;
    showSnack(EDIT_TEXTS.placeholderUpdated);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      title="Edit placeholder text"
      onClose={onClose}
      write={write}
      onOpen={() => setText(card.placeholder)}
      onSave={() => void save()}
      canSave={!invalid && text !== card.placeholder}
      error={write.error?.message}
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
    </FormDialog>
  );
}
