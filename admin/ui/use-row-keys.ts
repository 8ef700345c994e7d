/**
 * Keys for the rows of a list that a person edits — rows added, removed and moved. A key stays with its row, so
 * React keeps each row's elements, their state and focus with the row (an index would leave them at the place).
 */
import { useRef, useState } from 'react';

export interface RowKeys {
  /** One key a row, in the list's order. */
  keys: number[];
  /** A row was added at the end. */
  added(): void;
  /** The row at `index` was removed. */
  removed(index: number): void;
  /** The row at `from` now stands at `to`. */
  moved(from: number, to: number): void;
}

export function useRowKeys(length: number): RowKeys {
  const next = useRef(0);
  const fresh = (count: number) => Array.from({ length: count }, () => next.current++);
  const [keys, setKeys] = useState(() => fresh(length));
  // The list was replaced as a whole (the saved one again): new rows, new keys.
  let current = keys;
  if (keys.length !== length) {
    current = fresh(length);
    setKeys(current);
  }
  return {
    keys: current,
    added: () => setKeys((k) => [...k, next.current++]),
    removed: (index) => setKeys((k) => k.filter((_, i) => i !== index)),
    moved: (from, to) =>
      setKeys((k) => {
        const order = [...k];
        const [key] = order.splice(from, 1);
        order.splice(to, 0, key!);
        return order;
      }),
  };
}
