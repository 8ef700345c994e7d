/**
 * Edit display text (admin spec §2 screen 7, §5): empty (the default is used) or 4–100 characters; the helper
 * 'Must be at least 4 characters, or leave empty for default.' turns into the error when the text is too short
 * or too long.
 */
import { useId, useState } from 'react';
import { EDIT_TEXTS } from '../../../../content/editing/texts.ts';
import { cardLabel } from '../../../../content/editing/layout.ts';
import { MESSAGES } from '../../../../content/messages.ts';
import { DisplayTextSchema, type Card } from '../../../../content/schemas/card.ts';
import { showSnack } from '../../../stores/snacks.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { updateCard } from '../api.ts';

export function DisplayTextDialog({ open, onClose, card }: { open: boolean; onClose(): void; card: Card }) {
  const inputId = useId();
  const helperId = useId();
  const [text, setText] = useState(card.displayText);
  const write = useWrite();
  const invalid = !DisplayTextSchema.safeParse(text).success;

  async function save() {
    if (!(await write.run(() => updateCard(card.productId, card.kind, { displayText: text.trim() })))) return;
    showSnack(EDIT_TEXTS.displayTextUpdated);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      title="Edit display text"
      onClose={onClose}
      write={write}
      onOpen={() => setText(card.displayText)}
      onSave={() => void save()}
      canSave={!invalid && text.trim() !== card.displayText}
      error={write.error?.message}
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
    </FormDialog>
  );
}
