/**
 * SQL text for copying rows into D1 (`glasshouse cloudflare push`): values as literals, so the same statements run
 * through `wrangler d1 execute --file` and the local emulation. Table facts (columns, primary key, unique
 * constraints, foreign keys) come from the drizzle schema, so new tables are copied without changes here.
 */
import { is } from 'drizzle-orm';
import { SQLiteTable, getTableConfig } from 'drizzle-orm/sqlite-core';
import * as schema from '../../../edge/db/schema.ts';
import { CliError } from '../../commands/types.ts';

/** D1 refuses an SQL statement longer than 100,000 bytes (https://developers.cloudflare.com/d1/platform/limits/). */
export const D1_MAX_STATEMENT_BYTES = 100_000;

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Unique constraints other than the primary key. */
  uniques: string[][];
  /** Tables this one references. */
  references: string[];
  /** Whether other tables reference this one (deleting a row could cascade). */
  referenced: boolean;
}

/** Every table of the schema, parents before the tables that reference them. */
export function schemaTables(): TableInfo[] {
  const infos = new Map<string, TableInfo>();
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    const primaryKey = config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
    const uniques = [
      ...config.indexes.filter((i) => i.config.unique).map((i) => i.config.columns.map((c) => (c as { name: string }).name)),
      ...config.columns.filter((c) => c.isUnique && !c.primary).map((c) => [c.name]),
    ];
    const references = config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name);
    infos.set(config.name, { name: config.name, columns: config.columns.map((c) => c.name), primaryKey, uniques, references, referenced: false });
  }
  for (const info of infos.values()) for (const parent of info.references) if (infos.has(parent)) infos.get(parent)!.referenced = true;
  // Depth-first: each table after the tables it references.
  const ordered: TableInfo[] = [];
  const seen = new Set<string>();
  const visit = (info: TableInfo) => {
    if (seen.has(info.name)) return;
    seen.add(info.name);
    for (const parent of info.references) if (parent !== info.name && infos.has(parent)) visit(infos.get(parent)!);
    ordered.push(info);
  };
  for (const info of [...infos.values()].sort((a, b) => a.name.localeCompare(b.name))) visit(info);
  return ordered;
}

/** A value as an SQL literal. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CliError(`Cannot copy the number ${value} into D1.`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return `X'${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}'`;
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.includes('\u0000')) throw new CliError('Cannot copy text containing a NUL character into D1.');
  return `'${text.replaceAll("'", "''")}'`;
}

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface UpsertOptions {
  /** Keep the row D1 has when its `updated_at` is newer (unless forced). */
  keepNewer?: boolean;
  /** `ignore`: never change a row D1 has (append-only logs). */
  onConflict?: 'update' | 'ignore';
}

/** `INSERT … ON CONFLICT (primary key) DO UPDATE` for one row: idempotent, and never deletes (no cascade). */
export function upsertStatement(table: TableInfo, row: Record<string, unknown>, { keepNewer = false, onConflict = 'update' }: UpsertOptions = {}): string {
  const columns = table.columns.filter((c) => c in row);
  const insert = `INSERT INTO ${quoteName(table.name)} (${columns.map(quoteName).join(', ')}) VALUES (${columns.map((c) => sqlLiteral(row[c])).join(', ')})`;
  const target = table.primaryKey.map(quoteName).join(', ');
  const updates = columns.filter((c) => !table.primaryKey.includes(c));
  if (onConflict === 'ignore' || updates.length === 0) return `${insert} ON CONFLICT (${target}) DO NOTHING`;
  const set = updates.map((c) => `${quoteName(c)} = excluded.${quoteName(c)}`).join(', ');
  const newer = keepNewer && columns.includes('updated_at') ? ` WHERE excluded."updated_at" >= ${quoteName(table.name)}."updated_at"` : '';
  return `${insert} ON CONFLICT (${target}) DO UPDATE SET ${set}${newer}`;
}

/**
 * For each unique constraint besides the primary key: removes the row D1 has with the same unique values but
 * another primary key (staff added on the Worker under another id, for instance), so the upsert can take its
 * place. Only for tables nothing references, so no delete can cascade.
 */
export function uniqueClashDeletes(table: TableInfo, row: Record<string, unknown>): string[] {
  if (table.referenced) return [];
  return table.uniques
    .filter((unique) => unique.every((c) => c in row))
    .map((unique) => {
      const same = unique.map((c) => `${quoteName(c)} = ${sqlLiteral(row[c])}`).join(' AND ');
      const other = table.primaryKey.map((c) => `${quoteName(c)} = ${sqlLiteral(row[c])}`).join(' AND ');
      return `DELETE FROM ${quoteName(table.name)} WHERE ${same} AND NOT (${other})`;
    });
}

/** Fails, naming `what`, when a statement is longer than D1 accepts. */
export function assertStatementSize(statement: string, what: string): void {
  const bytes = new TextEncoder().encode(statement).length;
  if (bytes > D1_MAX_STATEMENT_BYTES) {
    throw new CliError(`${what} is too large for one D1 statement (${Math.ceil(bytes / 1000)} KB; D1 accepts ${D1_MAX_STATEMENT_BYTES / 1000} KB).`);
  }
}
