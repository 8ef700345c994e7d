/** The switch between searching and asking the AI (visitor spec §2), shown once AI answers are available. */
import type { SearchMode } from './search-mode.ts';

export function SearchModeTabs({ mode, onChoose }: { mode: SearchMode; onChoose(mode: SearchMode): void }) {
  return (
    <div role="tablist" aria-label="Search mode" className="tabs tabs-box tabs-sm mb-2 w-fit">
      {(['search', 'ai'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={mode === m}
          className={`tab ${mode === m ? 'tab-active' : 'text-base-content!'}`}
          onClick={() => onChoose(m)}
        >
          {m === 'search' ? 'Search' : 'Ask AI'}
        </button>
      ))}
    </div>
  );
}
