/**
 * A row of tabs (`role="tablist"`, daisyUI `tabs`): a button a tab, the selected one `aria-selected` and
 * highlighted. Used by the portal's islands and the admin alike.
 */
import type { ReactNode } from 'react';

export interface TabListProps<T extends string> {
  tabs: readonly { id: T; label: ReactNode }[];
  selected: T | undefined;
  onSelect(id: NoInfer<T>): void;
  /** The list's name for screen readers (e.g. "Products"). */
  label?: string;
  /** The id of the panel the tabs show (`aria-controls`). */
  controls?: string;
  /** The style after `tabs` (`tabs-border`, `tabs-box tabs-sm` …). */
  className: string;
}

export function TabList<T extends string>({ tabs, selected, onSelect, label, controls, className }: TabListProps<T>) {
  return (
    <div role="tablist" aria-label={label} className={`tabs ${className}`}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={selected === t.id}
          aria-controls={controls}
          className={`tab ${selected === t.id ? 'tab-active' : ''}`}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
