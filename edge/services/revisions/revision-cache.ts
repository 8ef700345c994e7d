/**
 * Published revisions, parsed once. A revision's snapshot never changes once frozen, so the parsed and validated
 * snapshot of (organisation, revision number) is kept in memory and reused by every request, and so is each
 * policy view of it (`viewFor`) per viewer profile.
 *
 * What is live is asked of the database on every call (one small query for the live revision's number): a publish
 * or a rollback — in this process, another server process or the CLI — makes a new number live, and the next
 * request reads and parses that one. A superseded revision's view is never served as live.
 *
 * Bounded: per database, at most `MAX_REVISIONS_PER_ORG` revisions of an organisation (the live one and the one it
 * replaced, for requests still in flight) and `MAX_REVISIONS` overall, least recently used first out; per revision,
 * at most `MAX_VIEWS_PER_REVISION` views. Cached objects are frozen: callers copy, never mutate.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { viewFor, viewerOf, type PortalView, type Viewer } from '../../../content/policy.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { revisions } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { requireRevisionSnapshot } from './read-revision.ts';

export const MAX_REVISIONS = 8;
export const MAX_REVISIONS_PER_ORG = 2;
export const MAX_VIEWS_PER_REVISION = 64;

/** The identity of a frozen revision: its number, and when it was frozen (so a re-created organisation never matches). */
export interface RevisionHead {
  number: number;
  createdAt: number;
}

interface Entry {
  orgId: string;
  snapshot: Promise<Snapshot>;
}

/** Per database (tests and tools open several), revisions by `orgId:number:createdAt`, in least recently used order. */
const snapshotCaches = new WeakMap<Db, Map<string, Entry>>();
/** Views of a parsed snapshot, by viewer key. */
const viewCaches = new WeakMap<Snapshot, Map<string, PortalView>>();

/** The organisation's live revision's number (and freezing time), or null before its first publish. */
export async function liveRevisionHead({ db, orgId }: { db: Db; orgId: string }): Promise<RevisionHead | null> {
  const [head] = await liveHeadQuery(db).all({ orgId });
  return head ?? null;
}

/** {@link liveRevisionHead}'s read, built once per database. */
const liveHeadQuery = (db: Db) =>
  preparedQuery(db, 'live-revision-head', (db) =>
    db
      .select({ number: revisions.number, createdAt: revisions.createdAt })
      .from(revisions)
      .where(and(eq(revisions.orgId, sql.placeholder('orgId')), eq(revisions.status, 'live')))
      .orderBy(desc(revisions.number))
      .limit(1)
      .prepare(),
  );

export interface CachedSnapshotOptions {
  db: Db;
  orgId: string;
  head: RevisionHead;
  /** Reads and validates the revision's snapshot on a miss; default `requireRevisionSnapshot`. */
  load?: () => Promise<Snapshot>;
}

/** The parsed snapshot of one revision: read and validated on first use, then shared. */
export function cachedRevisionSnapshot({ db, orgId, head, load }: CachedSnapshotOptions): Promise<Snapshot> {
  let cache = snapshotCaches.get(db);
  if (!cache) {
    cache = new Map();
    snapshotCaches.set(db, cache);
  }
  const key = `${orgId}:${head.number}:${head.createdAt}`;
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, hit);
    return hit.snapshot;
  }
  const snapshot = (load ?? (() => requireRevisionSnapshot({ db, orgId, number: head.number })))().then(deepFreeze);
  const entry: Entry = { orgId, snapshot };
  cache.set(key, entry);
  // A failed read is not remembered: the next request tries again.
  snapshot.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  evict(cache, orgId);
  return snapshot;
}

function evict(cache: Map<string, Entry>, orgId: string): void {
  const ofOrg = [...cache].filter(([, e]) => e.orgId === orgId);
  for (const [key] of ofOrg.slice(0, Math.max(0, ofOrg.length - MAX_REVISIONS_PER_ORG))) cache.delete(key);
  for (const key of [...cache.keys()].slice(0, Math.max(0, cache.size - MAX_REVISIONS))) cache.delete(key);
}

/** The live revision's parsed snapshot with its number, or null before the first publish. */
export async function cachedLiveRevision({ db, orgId }: { db: Db; orgId: string }): Promise<{ number: number; snapshot: Snapshot } | null> {
  const head = await liveRevisionHead({ db, orgId });
  if (!head) return null;
  return { number: head.number, snapshot: await cachedRevisionSnapshot({ db, orgId, head }) };
}

/**
 * What decides a view's content besides the snapshot: the mode, the permission profile, and (previewing staff)
 * whether an account is named. The account id itself only appears in `view.viewer`, which is filled in per call.
 */
function viewerKey(viewer: Viewer): string {
  switch (viewer.mode) {
    case 'AccountExternal':
      return `A:${viewer.accountId ? 1 : 0}:${viewer.permissionProfileId}`;
    case 'Preview':
      return `P:${viewer.accountId ? 1 : 0}:${viewer.permissionProfileId ?? ''}`;
    default:
      return viewer.mode;
  }
}

/**
 * `viewFor(snapshot, viewer)` of a cached snapshot, computed once per viewer profile. Same result as `viewFor`
 * (the `viewer` field is the caller's); the view is frozen and shared. Any other snapshot (a draft) is not
 * cached: its view is computed afresh.
 */
export function cachedViewFor(snapshot: Snapshot, viewer: Viewer): PortalView {
  if (!Object.isFrozen(snapshot)) return viewFor(snapshot, viewer);
  let views = viewCaches.get(snapshot);
  if (!views) {
    views = new Map();
    viewCaches.set(snapshot, views);
  }
  const key = viewerKey(viewer);
  let view = views.get(key);
  if (!view) {
    view = deepFreeze(viewFor(snapshot, viewer));
    if (views.size >= MAX_VIEWS_PER_REVISION) views.delete(views.keys().next().value!);
    views.set(key, view);
  }
  return withViewer(view, viewerOf(snapshot, viewer));
}

/** Shared views given another `viewer` field: the copy → the shared view it was made from. */
const sharedBase = new WeakMap<PortalView, PortalView>();

/** `view` (shared, frozen) for `who`: itself when its `viewer` field already says so, else a shallow copy. */
export function withViewer(view: PortalView, who: PortalView['viewer']): PortalView {
  const same = who.mode === view.viewer.mode && who.accountId === view.viewer.accountId && who.permissionProfileId === view.viewer.permissionProfileId;
  if (same) return view;
  const copy = { ...view, viewer: who };
  sharedBase.set(copy, sharedBase.get(view) ?? view);
  return copy;
}

/** The shared, frozen view a view was copied from (`withViewer`); the view itself when it is shared; else null. */
export function sharedViewOf(view: PortalView): PortalView | null {
  return sharedBase.get(view) ?? (Object.isFrozen(view) ? view : null);
}

/** Freezes a value and everything it holds (already frozen parts are skipped). */
function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object' || Object.isFrozen(next)) continue;
    Object.freeze(next);
    for (const child of Object.values(next)) if (child !== null && typeof child === 'object') pending.push(child);
  }
  return value;
}
