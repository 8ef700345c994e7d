/** Lists of the admin: a table's header row, and a box that scrolls what overflows it (a wide table, a long log). */
import type { ReactNode } from 'react';

/** A column a screen reader names but the eye does not need (a row's buttons under "Actions"). */
export interface HiddenColumn {
  hidden: string;
}

/**
 * A table's `<thead>`: one `<th scope="col">` a column, in order. `false` leaves a column out (a column shown
 * only to some); a {@link HiddenColumn} is named for screen readers only. `className` styles the `<thead>`.
 */
export function TableHead({ columns, className }: { columns: readonly (string | HiddenColumn | false)[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) =>
          column === false ? null : typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.hidden} scope="col">
              <span className="sr-only">{column.hidden}</span>
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/**
 * A named region whose content scrolls inside it (`className` sets its height or overflow). It takes focus with
 * Tab so that a keyboard can scroll it too.
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable for keyboard users to scroll it (axe scrollable-region-focusable)
    <section tabIndex={0} aria-label={label} className={className}>
      {children}
    </section>
  );
}
