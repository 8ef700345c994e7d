/**
 * Company search field (admin spec §5, §7 SearchCompanies): after more than one character and a 200 ms pause it
 * lists matching companies — the organisation's own first, then the curated list — and always offers
 * 'Just use: "{name}"' to use the typed name as a custom company. A combobox with a listbox, operable by keyboard.
 */
import { useEffect, useId, useState } from 'react';
import { COMPANY_SEARCH_DELAY_MS, COMPANY_SEARCH_MIN_LENGTH, searchCompanies, type CompanyMatch } from '../../../../../content/companies.ts';
import { message } from '../../../../../content/messages.ts';
import { CompanyLogo } from '../../../../ui/form.tsx';

export interface CompanySearchProps {
  id: string;
  describedBy?: string;
  /** The chosen company's name ('' for none). */
  value: string;
  own: readonly { name: string; domain?: string }[];
  onSelect(match: CompanyMatch): void;
  invalid?: boolean;
}

export function CompanySearch({ id, describedBy, value, own, onSelect, invalid }: CompanySearchProps) {
  const listId = useId();
  const [text, setText] = useState(value);
  const [results, setResults] = useState<CompanyMatch[] | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const typed = text.trim();
    if (typed.length < COMPANY_SEARCH_MIN_LENGTH || typed === value) {
      setResults(null);
      return;
    }
    const timer = setTimeout(() => {
      const found = searchCompanies(typed, own);
      setResults([...found, { name: typed, origin: 'custom' }]);
      setActive(0);
    }, COMPANY_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, own]);

  // The active option stays in view while ↑/↓ move through a long list.
  useEffect(() => {
    if (results) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, results, listId]);

  const choose = (match: CompanyMatch) => {
    onSelect(match);
    setText(match.name);
    setResults(null);
  };

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={results !== null}
        aria-controls={listId}
        aria-activedescendant={results ? `${listId}-${active}` : undefined}
        aria-autocomplete="list"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        className={`input w-full ${invalid ? 'input-error' : ''}`}
        placeholder="Search for a company"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (!results) return;
          if (event.key === 'ArrowDown') setActive((a) => Math.min(results.length - 1, a + 1));
          else if (event.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
          else if (event.key === 'Enter') choose(results[active]!);
          else if (event.key === 'Escape') setResults(null);
          else return;
          event.preventDefault();
        }}
      />
      {results && (
        // Options are not buttons (no control inside an option): the input keeps focus, ↑/↓ move the active option
        // (aria-activedescendant), Enter or a click chooses it.
        <ul
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern on a list, whose options daisyUI's menu styles
          role="listbox"
          aria-label="Companies"
          className="menu absolute z-20 mt-1 max-h-64 w-full flex-nowrap overflow-y-auto rounded-box bg-base-100 shadow"
        >
          {results.map((match, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox: focus stays in the input, whose keys move the active option (aria-activedescendant)
            <li
              key={`${match.origin}:${match.name}`}
              id={`${listId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox (see above)
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer rounded px-3 py-1.5 ${index === active ? 'bg-base-200' : 'hover:bg-base-200'}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(match)}
            >
              {match.origin === 'custom' ? (
                message('justUse', { name: match.name })
              ) : (
                <span className="flex items-center gap-2">
                  <CompanyLogo src={match.logo} name={match.name} size={25} />
                  {match.name}
                  {match.domain && <span className="text-xs text-base-content/70">{match.domain}</span>}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
