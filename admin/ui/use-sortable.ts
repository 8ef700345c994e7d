/**
 * Drag-and-drop ordering of a rendered list with sortablejs, React keeping the order: when a drag ends, the DOM
 * move Sortable made is undone and `onMove(from, to)` updates the state, so React stays the only writer of the
 * list's DOM.
 */
import Sortable from 'sortablejs';
import { useEffect, useRef, type RefObject } from 'react';

export interface SortableOptions {
  /** Selector of the drag handle inside each row (default: the whole row). */
  handle?: string;
  /** Selector of the rows that can be dragged (default: `[data-sortable-row]`). */
  draggable?: string;
  disabled?: boolean;
}

/** Moves the entry at `from` to `to`. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

export function useSortable(
  ref: RefObject<HTMLElement | null>,
  onMove: (from: number, to: number) => void,
  { handle, draggable = '[data-sortable-row]', disabled = false }: SortableOptions = {},
): void {
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled) return;
    const sortable = Sortable.create(element, {
      animation: 150,
      handle,
      draggable,
      // Pointer events rather than the HTML5 drag API: the same behaviour with mouse, touch and pen.
      forceFallback: true,
      fallbackOnBody: true,
      onEnd(event) {
        const { item, from, oldIndex, newIndex, oldDraggableIndex, newDraggableIndex } = event;
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        // Undo Sortable's DOM move; React re-renders the list in the new order.
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex] ?? null);
        onMoveRef.current(oldDraggableIndex ?? oldIndex, newDraggableIndex ?? newIndex);
      },
    });
    return () => sortable.destroy();
  }, [ref, handle, draggable, disabled]);
}
