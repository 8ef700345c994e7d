/**
 * Answers the hydration directive (`hydrate-on-interaction.ts`) fetched for an island before it hydrated: the
 * island takes the answer instead of asking the edge again. Shared through `window`, since the directive and the
 * islands are bundled apart. An answer is taken once; a failed one is forgotten (the island asks itself).
 */

type Probes = Map<string, Promise<unknown>>;

function probes(): Probes {
  const w = window as unknown as { __ghProbes?: Probes };
  w.__ghProbes ??= new Map();
  return w.__ghProbes;
}

/** The answer already asked for `url`, else `ask()`'s, kept for the island. */
export function rememberProbe(url: string, ask: () => Promise<unknown>): Promise<unknown> {
  const known = probes().get(url);
  if (known) return known;
  const asked = ask();
  probes().set(url, asked);
  asked.catch(() => probes().delete(url));
  return asked;
}

/** The answer the directive fetched for `url` (once), or null when it asked nothing. */
export function takeProbe(url: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const known = probes().get(url) ?? null;
  probes().delete(url);
  return known;
}
