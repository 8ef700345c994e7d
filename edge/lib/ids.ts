/** Identifiers the edge makes for the rows it creates. */

/** A new random id with a prefix: `acc_…`, `mem_…`, `req_…`, `nda_…` (24 hex digits). */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
