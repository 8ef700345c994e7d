/**
 * `glasshouse cloudflare push`: copies one organisation from the local database and file store into the
 * deployment's D1 and R2 — its row, draft, revisions, staff, accounts and members, access requests and settings,
 * NDAs, audit log, comments, subscribers, questionnaires and analytics, and every blob under its prefix
 * (documents, icons, banners, the server-side search indexes).
 *
 * Safe to run again: rows are upserted by primary key (never deleted and re-inserted, so nothing cascades), the
 * draft is replaced as a whole, append-only logs only gain rows. It never overwrites newer data in D1 unless
 * forced: when the Worker's draft was edited after the local one, or a revision was published on the Worker that
 * the local database does not have, nothing is copied and the command says what is newer. Rows D1 has that the
 * local database lacks (subscribers who arrived on the Worker …) are kept.
 *
 * Single-use sign-in links (`magic_links`) are not copied: a link is only good where it was sent.
 */
import path from 'node:path';
import type { Client } from '@libsql/client';
import { orgPrefix } from '../../../edge/blobs/keys.ts';
import type { DiskBlobStore } from '../../../edge/blobs/disk.ts';
import { SNAPSHOT_CHUNK_BYTES, chunkSnapshotText } from '../../../edge/services/revisions/freeze-revision.ts';
import { CliError } from '../../commands/types.ts';
import { assertStatementSize, quoteName, schemaTables, sqlLiteral, uniqueClashDeletes, upsertStatement, type TableInfo } from './sql.ts';
import type { CloudflareTarget, Row } from './target.ts';

/** Tables whose rows stay where they were made. */
export const NOT_PUSHED_TABLES = ['magic_links'];
/** Append-only tables: a row D1 already has is never changed. */
const APPEND_ONLY_TABLES = ['audit_log', 'analytics_events'];

export interface PushOptions {
  /** The local libSQL database. */
  client: Client;
  blobs: DiskBlobStore;
  orgId: string;
  target: CloudflareTarget;
  /** Overwrite newer data in D1. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface PushResult {
  /** Rows copied, by table. */
  rows: Record<string, number>;
  /** Blobs copied to R2. */
  files: number;
}

/** What D1 has that is newer than the local database (empty: safe to copy). */
export function newerInD1({ local, remote }: { local: { draft?: Row; revisions: Row[] }; remote: { draft?: Row; revisions: Row[] } }): string[] {
  const problems: string[] = [];
  const localDraftAt = Number(local.draft?.updated_at ?? 0);
  const remoteDraftAt = Number(remote.draft?.updated_at ?? 0);
  if (remote.draft && remoteDraftAt > localDraftAt) {
    problems.push(
      `the draft in D1 was changed at ${new Date(remoteDraftAt).toISOString()}, after the local draft (${localDraftAt ? new Date(localDraftAt).toISOString() : 'none'})`,
    );
  }
  const localRevisions = new Map(local.revisions.map((r) => [Number(r.number), Number(r.created_at)]));
  for (const revision of remote.revisions) {
    const number = Number(revision.number);
    const localCreated = localRevisions.get(number);
    if (localCreated === undefined) problems.push(`revision ${number} exists in D1 only (published on the Worker)`);
    else if (localCreated !== Number(revision.created_at)) problems.push(`revision ${number} in D1 is another publish than the local revision ${number}`);
  }
  return problems;
}

/** The local rows of the organisation, table by table (parents first). */
async function readLocalRows(client: Client, orgId: string, tables: TableInfo[]): Promise<Map<TableInfo, Row[]>> {
  const rows = new Map<TableInfo, Row[]>();
  for (const table of tables) {
    if (NOT_PUSHED_TABLES.includes(table.name)) continue;
    const column = table.name === 'organizations' ? 'id' : table.columns.includes('org_id') ? 'org_id' : null;
    if (!column) continue;
    const result = await client.execute({ sql: `SELECT * FROM ${quoteName(table.name)} WHERE ${quoteName(column)} = ?`, args: [orgId] });
    rows.set(
      table,
      result.rows.map((row) => Object.fromEntries(result.columns.map((c) => [c, row[c]]))),
    );
  }
  return rows;
}

/** Local revisions whose snapshot is too large for one D1 row become a row plus `revision_chunks` rows. */
function chunkLargeRevisions(revisions: Row[]): { revisions: Row[]; chunks: Row[] } {
  const chunks: Row[] = [];
  const out = revisions.map((row) => {
    const snapshot = typeof row.snapshot === 'string' ? row.snapshot : '';
    if (row.snapshot_chunks || new TextEncoder().encode(snapshot).length <= SNAPSHOT_CHUNK_BYTES) return row;
    const pieces = chunkSnapshotText(snapshot);
    pieces.forEach((data, seq) => {
      chunks.push({ org_id: row.org_id, number: row.number, seq, data });
    });
    return { ...row, snapshot: '', snapshot_chunks: pieces.length };
  });
  return { revisions: out, chunks };
}

export async function pushOrganization({ client, blobs, orgId, target, force = false, log = () => {} }: PushOptions): Promise<PushResult> {
  const tables = schemaTables();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const local = await readLocalRows(client, orgId, tables);
  const org = local.get(byName.get('organizations')!)?.[0];
  if (!org) throw new CliError(`The local database has no organisation ${orgId}.`);

  // What D1 already has.
  const [clash, remoteDraft, remoteRevisions] = await target.query([
    `SELECT id FROM organizations WHERE slug = ${sqlLiteral(org.slug)} AND id <> ${sqlLiteral(orgId)}`,
    `SELECT version, updated_at FROM draft_state WHERE org_id = ${sqlLiteral(orgId)}`,
    `SELECT number, created_at FROM revisions WHERE org_id = ${sqlLiteral(orgId)} ORDER BY number`,
  ]);
  if (clash!.length > 0) {
    throw new CliError(`D1 already has another organisation with the slug "${org.slug}" (${String(clash![0]!.id)}); rename one of them first.`);
  }
  const newer = newerInD1({
    local: { draft: local.get(byName.get('draft_state')!)?.[0], revisions: local.get(byName.get('revisions')!) ?? [] },
    remote: { draft: remoteDraft![0], revisions: remoteRevisions! },
  });
  if (newer.length > 0 && !force) {
    throw new CliError(
      `D1 (${target.label}) has newer data for ${String(org.slug)} than the local database:\n${newer.map((p) => `  - ${p}`).join('\n')}\nNothing was copied. Pass --force to overwrite it with the local data.`,
    );
  }
  if (newer.length > 0) log(`Overwriting newer data in D1 (--force): ${newer.join('; ')}`);

  const statements: string[] = [];
  const counts: Record<string, number> = {};
  const add = (statement: string, what: string) => {
    assertStatementSize(statement, what);
    statements.push(statement);
  };
  const revisionsTable = byName.get('revisions')!;
  const chunksTable = byName.get('revision_chunks')!;
  const { revisions, chunks } = chunkLargeRevisions(local.get(revisionsTable) ?? []);
  local.set(revisionsTable, revisions);
  local.set(chunksTable, [...(local.get(chunksTable) ?? []), ...chunks]);

  // The draft is replaced as a whole (a record deleted locally must go); with --force, the revisions too.
  add(`DELETE FROM draft_records WHERE org_id = ${sqlLiteral(orgId)}`, 'Clearing the draft');
  if (force) add(`DELETE FROM revisions WHERE org_id = ${sqlLiteral(orgId)}`, 'Clearing the revisions');
  for (const revision of revisions) {
    if (revision.snapshot_chunks)
      add(`DELETE FROM revision_chunks WHERE org_id = ${sqlLiteral(orgId)} AND number = ${sqlLiteral(revision.number)}`, 'Clearing chunks');
  }

  for (const table of tables) {
    const rows = local.get(table);
    if (!rows?.length) continue;
    counts[table.name] = rows.length;
    for (const row of rows) {
      const what = `A row of ${table.name} (${table.primaryKey.map((c) => String(row[c])).join(', ')})`;
      if (table.name === 'draft_records') {
        add(upsertStatement(table, row), what);
        continue;
      }
      if (table.name === 'audit_heads') {
        // The chain's head moves forward only: D1 may have gained audit rows on the Worker.
        const statement = upsertStatement(table, row);
        add(force ? statement : `${statement} WHERE excluded."seq" > "audit_heads"."seq"`, what);
        continue;
      }
      for (const statement of uniqueClashDeletes(table, row)) add(statement, what);
      add(upsertStatement(table, row, { keepNewer: !force, onConflict: APPEND_ONLY_TABLES.includes(table.name) ? 'ignore' : 'update' }), what);
    }
  }
  log(`Copying ${Object.values(counts).reduce((a, b) => a + b, 0)} rows of ${String(org.slug)} to D1 (${target.label})…`);
  await target.execute(statements);

  // Every blob of the organisation (documents, assets, search indexes …), with its content type.
  const keys = (await blobs.list(orgPrefix(orgId))).filter((key) => !key.endsWith('/'));
  const objects = [];
  for (const key of keys) {
    const blob = await blobs.get(key);
    await blob?.body.cancel().catch(() => {});
    objects.push({ key, file: path.join(blobs.dir, ...key.split('/')), contentType: blob?.contentType ?? contentTypeOfKey(key) });
  }
  if (objects.length > 0) {
    log(`Copying ${objects.length} files to R2 (${target.label})…`);
    await target.putObjects(objects);
  }
  return { rows: counts, files: objects.length };
}

/** A content type from the file name, for blobs stored without one. */
function contentTypeOfKey(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return {
    pdf: 'application/pdf',
    json: 'application/json',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    gif: 'image/gif',
    ico: 'image/x-icon',
  }[ext];
}
