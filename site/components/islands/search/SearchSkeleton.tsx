/** Three placeholder rows while a search runs (visitor spec §2 "The skeleton shows 3 rows"). */
export function SearchSkeleton() {
  return (
    <div className="flex-1 space-y-4 p-4" role="status" aria-label="Loading results">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2" data-skeleton-row aria-hidden="true">
          <div className="skeleton h-4 w-2/3" />
          <div className="skeleton h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}
