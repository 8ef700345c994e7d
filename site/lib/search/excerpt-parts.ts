/**
 * A search excerpt's parts: the index gives text with `<mark>` around matches and `<` `>` escaped; it is split into
 * plain and matched parts, shown as text nodes and `<mark>` elements, never as HTML. Shared by the React dialog
 * (`SearchExcerpt.tsx`) and the header launcher's first answer (`dialog-markup.ts`).
 */
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
