/**
 * A search excerpt with its matched words highlighted. The excerpt comes from the index as text with `<mark>`
 * around matches and `<` `>` escaped; it is turned into text nodes and `<mark>` elements, never into HTML.
 */
import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Splits an index excerpt into plain and matched parts. */
export function excerptParts(excerpt: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let at = 0;
  for (let found = pattern.exec(excerpt); found; found = pattern.exec(excerpt)) {
    if (found.index > at) parts.push({ text: decode(excerpt.slice(at, found.index).replace(/<[^>]*>/g, '')), match: false });
    parts.push({ text: decode(found[1]!.replace(/<[^>]*>/g, '')), match: true });
    at = found.index + found[0].length;
  }
  if (at < excerpt.length) parts.push({ text: decode(excerpt.slice(at).replace(/<[^>]*>/g, '')), match: false });
  return parts.filter((part) => part.text !== '');
}

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
