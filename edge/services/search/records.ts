/**
 * The searchable records of a viewer: the same records the static index is built from (`searchRecords` of
 * `content/search/records.ts`), but taken from `viewFor(snapshot, viewer)` instead of the public view, each
 * with an id that names its exact content.
 *
 * A record's id is `type|url|fingerprint`, the fingerprint being the SHA-256 of the whole record (title,
 * content, metadata). Two viewers who may see the same thing get the same id; a viewer who sees less of it (a
 * locked item keeps only its title, a topic without its private updates) gets a different record with a
 * different id. The server index holds the records of every kind of viewer; a query only ever returns ids that
 * are in the asking viewer's own record set, so it can match only text that viewer may see.
 */
import { viewFor, type PortalView, type Viewer } from '../../../content/policy.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { searchRecords, type SearchRecord } from '../../../content/search/records.ts';

/** A record with its content-derived id. */
export interface IdentifiedRecord extends SearchRecord {
  id: string;
}

const encoder = new TextEncoder();

async function fingerprint(record: SearchRecord): Promise<string> {
  const canonical = JSON.stringify([record.url, record.content, Object.entries(record.meta).sort(), Object.entries(record.filters).sort()]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(canonical)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The records of a view, with their ids (the order of `searchRecords`). */
export async function identifiedRecords(view: PortalView): Promise<IdentifiedRecord[]> {
  const records = searchRecords(view);
  return Promise.all(records.map(async (record) => ({ ...record, id: `${record.meta.type}|${record.url}|${await fingerprint(record)}` })));
}

/**
 * Every kind of viewer a snapshot can have, for the index: staff (everything), an anonymous visitor, a member
 * without a permission profile, and a member of each permission profile. Any real viewer's view equals one of
 * these as far as search records go (an account member's is that of their profile, a preview's that of the
 * profile or account previewed).
 */
export function indexViewers(snapshot: Snapshot): Viewer[] {
  return [
    { mode: 'Main' },
    { mode: 'Public' },
    { mode: 'Preview', accountId: 'any-account' },
    ...snapshot.permissionProfiles.map((p): Viewer => ({ mode: 'Preview', permissionProfileId: p.id })),
  ];
}

/** The union of the records of every kind of viewer, each id once. */
export async function allRecords(snapshot: Snapshot): Promise<IdentifiedRecord[]> {
  const byId = new Map<string, IdentifiedRecord>();
  for (const viewer of indexViewers(snapshot)) {
    for (const record of await identifiedRecords(viewFor(snapshot, viewer))) if (!byId.has(record.id)) byId.set(record.id, record);
  }
  return [...byId.values()];
}
