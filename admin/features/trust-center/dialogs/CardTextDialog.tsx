/**
 * The two texts of a card a person sets in a dialog (admin spec §2 screens 6 and 7, §5, §8):
 * - Edit display text: empty (the default is used) or 4–100 characters; the helper 'Must be at least 4
 *   characters, or leave empty for default.' turns into the error when the text is too short or too long.
 * - Edit placeholder text: the text a card shows when it has no items; empty or at most 1000 characters
 *   ('Placeholder text cannot exceed 1000 characters'); success 'Placeholder text updated'.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { EDIT_TEXTS } from '../../../../content/editing/texts.ts';
import { cardLabel } from '../../../../content/editing/layout.ts';
import { MESSAGES } from '../../../../content/messages.ts';
import { DisplayTextSchema, PlaceholderSchema, type Card } from '../../../../content/schemas/card.ts';
import { showSnack } from '../../../stores/snacks.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { Field, useWrite } from '../../../ui/form.tsx';
import { updateCard } from '../api.ts';

export type CardText = 'displayText' | 'placeholder';

interface CardTextForm {
  title: string;
  label: string;
  schema: z.ZodType;
  /** The snack after a save. */
  saved: string;
  /** What is stored of the text typed. */
  stored(text: string): string;
  /** Under the field while the text is valid, and the error when it is not. */
  hint(text: string): string;
  error: string;
  intro?(card: Card): string;
  /** A multi-line field of that many rows. */
  rows?: number;
}

const FORMS: Record<CardText, CardTextForm> = {
  displayText: {
    title: 'Edit display text',
    label: 'Display text',
    schema: DisplayTextSchema,
    saved: EDIT_TEXTS.displayTextUpdated,
    stored: (text) => text.trim(),
    hint: () => MESSAGES.displayTextHelper,
    error: MESSAGES.displayTextHelper,
    intro: (card) => `Text shown under the ${cardLabel(card)} card title.`,
  },
  placeholder: {
    title: 'Edit placeholder text',
    label: 'Placeholder text',
    schema: PlaceholderSchema,
    saved: EDIT_TEXTS.placeholderUpdated,
    stored: (text) => text,
    hint: (text) => `Shown when the card has no items. ${text.length}/1000`,
    error: MESSAGES.placeholderTooLong,
    rows: 4,
  },
};

export function CardTextDialog({ text: which, open, onClose, card }: { text: CardText; open: boolean; onClose(): void; card: Card }) {
  const form = FORMS[which];
  const [text, setText] = useState(card[which]);
  const write = useWrite();
  const invalid = !form.schema.safeParse(text).success;

  async function save() {
    if (!(await write.run(() => updateCard(card.productId, card.kind, { [which]: form.stored(text) })))) return;
    showSnack(form.saved);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      title={form.title}
      onClose={onClose}
      write={write}
      onOpen={() => setText(card[which])}
      onSave={() => void save()}
      canSave={!invalid && form.stored(text) !== card[which]}
      error={write.error?.message}
    >
      {form.intro && <p className="mb-2 text-sm">{form.intro(card)}</p>}
      <Field label={form.label} hint={form.hint(text)} error={invalid ? form.error : undefined}>
        {(id, describedBy) => {
          const common = { id, value: text, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
          return form.rows ? (
            <textarea {...common} rows={form.rows} className={`textarea w-full ${invalid ? 'textarea-error' : ''}`} onChange={(e) => setText(e.target.value)} />
          ) : (
            <input {...common} className={`input w-full ${invalid ? 'input-error' : ''}`} onChange={(e) => setText(e.target.value)} />
          );
        }}
      </Field>
    </FormDialog>
  );
}
