/**
 * The results of a search grouped by type (visitor spec §2): each group with its count, its entries ("Top match"
 * marks the best hit) and "...N more" while some are not shown.
 */
import { moreLabel, type ResultGroup } from '../../../../content/search/grouping.ts';
import type { SearchResultType } from '../../../../content/search/types.ts';

interface SearchResultGroupsProps {
  groups: readonly ResultGroup[];
  topMatchId: string | null | undefined;
  selectedId: string | null;
  /** The group whose next entries are loading. */
  loadingMore: SearchResultType | null;
  /** Hidden on small screens while a detail is open. */
  hidden: boolean;
  onOpen(id: string): void;
  onShowMore(type: SearchResultType, count: number): void;
}

export function SearchResultGroups({ groups, topMatchId, selectedId, loadingMore, hidden, onOpen, onShowMore }: SearchResultGroupsProps) {
  return (
    <div
      className={`min-h-0 flex-1 overflow-y-auto p-2 md:max-w-[45%] md:border-r md:border-base-300 ${hidden ? 'max-md:hidden' : ''}`}
      role="region"
      aria-label="Search results"
    >
      {groups.map((group) => (
        <section key={group.type} aria-label={`${group.label} (${group.count})`} className="mb-3">
          <h3 className="flex items-center gap-2 px-2 py-1 text-xs font-semibold uppercase tracking-wide opacity-70">
            <span>{group.label}</span>
            <span className="badge badge-ghost badge-sm" aria-label={`${group.count} results`}>
              {group.count}
            </span>
          </h3>
          <ul className="space-y-0.5">
            {group.results.map((result) => (
              <li key={result.id}>
                <button
                  type="button"
                  className={`flex w-full flex-col items-start gap-0.5 rounded-field px-2 py-1.5 text-left hover:bg-base-200 ${result.id === selectedId ? 'bg-base-200' : ''}`}
                  aria-current={result.id === selectedId ? 'true' : undefined}
                  onClick={() => onOpen(result.id)}
                >
                  <span className="flex w-full items-center gap-2">
                    <span className="min-w-0 flex-1 truncate font-medium">{result.title}</span>
                    {result.id === topMatchId && <span className="badge badge-primary badge-sm shrink-0">Top match</span>}
                  </span>
                  {result.subtitle && <span className="w-full truncate text-xs opacity-70">{result.subtitle}</span>}
                </button>
              </li>
            ))}
          </ul>
          {group.more > 0 && (
            <button
              type="button"
              className="btn btn-link btn-sm px-2"
              disabled={loadingMore === group.type}
              onClick={() => onShowMore(group.type, group.count)}
            >
              {moreLabel(group.more)}
            </button>
          )}
        </section>
      ))}
    </div>
  );
}
