/**
 * A drag-and-drop list (sortablejs) with a handle per row, and a row menu — move to top, up, down, to bottom,
 * each disabled at the edge (admin spec §4) — as the keyboard way to do the same.
 */
import { useRef, type ReactNode } from 'react';
import { DragHandleIcon } from '../../../ui/icons.tsx';
import { Menu, type MenuAction } from '../../../ui/Menu.tsx';
import { useSortable } from '../../../ui/use-sortable.ts';

export interface SortableRow {
  id: string;
  label: string;
  /** Extra content after the label (icons, badges). */
  extra?: ReactNode;
  /** A separator row: not draggable itself, but rows move across it. */
  divider?: boolean;
}

export function SortableList({
  rows,
  onMove,
  label,
  disabled = false,
}: {
  rows: SortableRow[];
  onMove(from: number, to: number): void;
  label: string;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLUListElement>(null);
  useSortable(ref, onMove, { handle: '[data-drag-handle]', draggable: '[data-sortable-row]', disabled });
  const last = rows.length - 1;
  return (
    <ul ref={ref} aria-label={label} data-menu-bounds className="flex max-h-[600px] flex-col gap-1 overflow-y-auto">
      {rows.map((row, index) =>
        row.divider ? (
          <li
            key={row.id}
            data-sortable-row
            data-divider
            className="border-t-2 border-dashed border-base-300 px-2 pt-2 text-xs font-semibold uppercase text-base-content/60"
          >
            {row.label}
          </li>
        ) : (
          <li key={row.id} data-sortable-row data-row-id={row.id} className="flex items-center gap-2 rounded bg-base-200 px-2 py-1">
            <span data-drag-handle className="cursor-grab text-base-content/50" title="Drag to re-order" aria-hidden="true">
              <DragHandleIcon />
            </span>
            <span className="flex-1 truncate">{row.label}</span>
            {row.extra}
            <Menu label={`Actions for ${row.label}`} actions={moveActions(index, last, disabled, (to) => onMove(index, to))} />
          </li>
        ),
      )}
    </ul>
  );
}

/** The row menu's moves (admin spec §4): to top, up, down, to bottom, each disabled at the edge. */
export function moveActions(index: number, last: number, disabled: boolean, move: (to: number) => void): MenuAction[] {
  return [
    { label: 'Move to top', onSelect: () => move(0), disabled: disabled || index === 0 },
    { label: 'Move up', onSelect: () => move(index - 1), disabled: disabled || index === 0 },
    { label: 'Move down', onSelect: () => move(index + 1), disabled: disabled || index === last },
    { label: 'Move to bottom', onSelect: () => move(last), disabled: disabled || index === last },
  ];
}
