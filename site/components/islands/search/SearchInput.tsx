/** The search box of both search dialogs: a magnifier, then the input (capped at the search input's length). */
import type { ComponentProps } from 'react';
import { SEARCH_INPUT_MAX } from '../../../../content/search/types.ts';

type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'maxLength' | 'autoComplete' | 'spellCheck' | 'onChange'> & {
  /** The typed text, already cut to the maximum length. */
  onTermChange(term: string): void;
};

export function SearchInput({ onTermChange, ...input }: SearchInputProps) {
  return (
    <label className="input w-full">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 opacity-60" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        {...input}
        type="search"
        maxLength={SEARCH_INPUT_MAX}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onTermChange(event.target.value.slice(0, SEARCH_INPUT_MAX))}
      />
    </label>
  );
}
