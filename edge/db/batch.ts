/**
 * `db.batch` for lists built at run time. Drizzle types a batch as a literal tuple, so a list assembled from parts
 * (a request's abuse counters, then a service's own statements) had to be cast through `unknown`, and its answers
 * read back by position. `batchAll` runs one list; `batchGroups` runs named lists in one batch — one round trip,
 * one transaction — in the order the object names them, and answers each list's results under its name.
 *
 *   const { counters, upsert: [rows] } = await batchGroups(db, { counters: limits.statements, upsert: [upsert] });
 */
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from './types.ts';

type Item = BatchItem<'sqlite'>;

/** Runs `items` in one batch: their answers, in order. An empty list runs nothing. */
export async function batchAll<const L extends readonly Item[]>(db: Db, items: L): Promise<BatchResponse<L>> {
  if (items.length === 0) return [] as unknown as BatchResponse<L>;
  return (await db.batch(items as unknown as readonly [Item, ...Item[]])) as BatchResponse<L>;
}

/** Runs every list of `groups` in one batch, in the order of their names: the answers of each list under its name. */
export async function batchGroups<const G extends Record<string, readonly Item[]>>(db: Db, groups: G): Promise<{ [K in keyof G]: BatchResponse<G[K]> }> {
  const lists = Object.entries(groups);
  const answers: readonly unknown[] = await batchAll(
    db,
    lists.flatMap(([, items]) => items),
  );
  const byName: Record<string, unknown[]> = {};
  let at = 0;
  for (const [name, items] of lists) {
    byName[name] = answers.slice(at, at + items.length);
    at += items.length;
  }
  return byName as { [K in keyof G]: BatchResponse<G[K]> };
}
