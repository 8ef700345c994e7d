/**
 * A search excerpt with its matched words highlighted. The excerpt comes from the index as text with `<mark>`
 * around matches and `<` `>` escaped; it is turned into text nodes and `<mark>` elements, never into HTML.
 */
import type { ReactNode } from 'react';
import { excerptParts } from '../../lib/search/excerpt-parts.ts';

export { excerptParts } from '../../lib/search/excerpt-parts.ts';

export function SearchExcerpt({ excerpt, className }: { excerpt: string; className?: string }): ReactNode {
  const parts = excerptParts(excerpt);
  if (parts.length === 0) return null;
  return (
    <p className={className}>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-warning/40 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
