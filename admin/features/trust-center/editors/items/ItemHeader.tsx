/**
 * Item header (admin spec §2 screen 10): title (editable when the item may be renamed), tags, enabled-state icon,
 * the Conversation slot, the footer "Modified at {date} by {name}" and the item action menu.
 */
import type { ReactNode } from 'react';
import { EDIT_TEXTS, editText } from '../../../../../content/editing/texts.ts';
import { ENABLED_STATE_LABELS, type EnabledState, type Item } from '../../../../../content/schemas/item.ts';
import { ConversationSlot } from './ConversationSlot.tsx';
import { formatDate } from '../../../../../content/dates.ts';

const STATE_TONE: Record<EnabledState, string> = { enabled: 'text-success', workInProgress: 'text-warning', notEnabled: 'text-base-content/40' };

/** "MMMM d, yyyy", in UTC like every calendar date the product shows. */
export const formatModifiedDate = formatDate;

/** The enabled state as a coloured dot with its label for assistive technology (and as a tooltip). */
export function EnabledStateIcon({ state }: { state: EnabledState }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" className={STATE_TONE[state]} role="img" aria-label={ENABLED_STATE_LABELS[state]}>
      <title>{ENABLED_STATE_LABELS[state]}</title>
      {state === 'workInProgress' ? (
        <path d="M6 1a5 5 0 1 1 0 10V1Z" fill="currentColor" stroke="currentColor" />
      ) : (
        <circle cx="6" cy="6" r="5" fill="currentColor" />
      )}
      {state === 'workInProgress' && <circle cx="6" cy="6" r="4.5" fill="none" stroke="currentColor" />}
    </svg>
  );
}

export function ModifiedFooter({ item }: { item: Item }) {
  if (!item.lastModified) return null;
  return (
    <p className="text-xs text-base-content/60">
      {editText(EDIT_TEXTS.modifiedAt, { date: formatModifiedDate(item.lastModified.on), name: item.lastModified.by.name })}
    </p>
  );
}

export interface ItemHeaderProps {
  item: Item;
  /** The title control: text, or an input in edit mode. */
  title: ReactNode;
  /** Tags as they are in the form (edit) or the item (view). */
  tags: string[];
  state: EnabledState;
  /** The item action menu. */
  menu?: ReactNode;
}

export function ItemHeader({ item, title, tags, state, menu }: ItemHeaderProps) {
  return (
    <header className="flex flex-col gap-1">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <EnabledStateIcon state={state} />
          <div className="min-w-0 flex-1">{title}</div>
        </div>
        {menu}
      </div>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="badge badge-outline badge-sm">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <ConversationSlot item={item} />
      <ModifiedFooter item={item} />
    </header>
  );
}
