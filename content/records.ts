/**
 * A snapshot stored as records: one row per entity, so an edit touches one row while publish and export read
 * the whole document. `snapshotToRecords` and `recordsToSnapshot` are inverse (tested for losslessness).
 */
import type { Snapshot } from './schemas/snapshot.ts';
import { SnapshotSchema } from './schemas/snapshot.ts';

/** Collections that hold a single object. */
export const SINGLETON_COLLECTIONS = ['organization', 'customization', 'plan', 'space'] as const;
/** Collections that hold lists, with the key of each entry. */
export const LIST_COLLECTIONS = {
  products: (e: { productId: string }) => e.productId,
  pages: (e: { productId: string }) => e.productId,
  cards: (e: { productId: string; kind: string }) => `${e.productId}.${e.kind}`,
  items: (e: { itemUid: string }) => e.itemUid,
  files: (e: { fileId: string }) => e.fileId,
  subprocessors: (e: { id: string }) => e.id,
  trustedBy: (e: { id: string }) => e.id,
  knowledgeBase: (e: { objectID: string }) => e.objectID,
  topics: (e: { id: string }) => e.id,
  permissionProfiles: (e: { id: string }) => e.id,
  tprmPartners: (e: { id: string }) => e.id,
} as const;
export type SingletonCollection = (typeof SINGLETON_COLLECTIONS)[number];
export type ListCollection = keyof typeof LIST_COLLECTIONS;
export type Collection = SingletonCollection | ListCollection;
export const COLLECTIONS: Collection[] = [...SINGLETON_COLLECTIONS, ...(Object.keys(LIST_COLLECTIONS) as ListCollection[])];
export const SINGLETON_ID = 'main';

export interface ContentRecord {
  collection: Collection;
  recordId: string;
  position: number;
  data: unknown;
}

export function isCollection(name: string): name is Collection {
  return (COLLECTIONS as string[]).includes(name);
}
export function isSingleton(name: Collection): name is SingletonCollection {
  return (SINGLETON_COLLECTIONS as readonly string[]).includes(name);
}

/** Key of an entry of a list collection. */
export function recordKey(collection: ListCollection, entry: unknown): string {
  return (LIST_COLLECTIONS[collection] as (e: unknown) => string)(entry);
}

export function snapshotToRecords(snapshot: Snapshot): ContentRecord[] {
  const records: ContentRecord[] = [];
  for (const c of SINGLETON_COLLECTIONS) records.push({ collection: c, recordId: SINGLETON_ID, position: 0, data: snapshot[c] });
  for (const c of Object.keys(LIST_COLLECTIONS) as ListCollection[]) {
    (snapshot[c] as unknown[]).forEach((entry, position) => {
      records.push({ collection: c, recordId: recordKey(c, entry), position, data: entry });
    });
  }
  return records;
}

/** Assembles (and validates) a snapshot from records in any order. */
export function recordsToSnapshot(records: Iterable<ContentRecord>): Snapshot {
  const doc: Record<string, unknown> = { schemaVersion: 1 };
  const lists: Record<string, { position: number; recordId: string; data: unknown }[]> = {};
  for (const r of records) {
    if (isSingleton(r.collection)) doc[r.collection] = r.data;
    else {
      const list = lists[r.collection] ?? [];
      lists[r.collection] = list;
      list.push(r);
    }
  }
  for (const c of Object.keys(LIST_COLLECTIONS)) {
    doc[c] = (lists[c] ?? []).sort((a, b) => a.position - b.position || a.recordId.localeCompare(b.recordId)).map((r) => r.data);
  }
  return SnapshotSchema.parse(doc);
}
