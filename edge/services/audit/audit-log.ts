/**
 * The audit log: every access decision, login, NDA acceptance, invitation and document download of an
 * organisation, appended to a hash-chained table.
 *
 * Row n stores `prev_hash` = the hash of row n-1 (64 zeros for the first row) and `hash` = SHA-256 of the canonical
 * JSON of its own content and `prev_hash`. Editing a row changes its hash, which no longer matches the next row's
 * `prev_hash`; deleting a row leaves a gap in `seq`; deleting the newest rows is caught by `audit_heads`, which
 * holds the number and hash of the newest row. {@link verifyAudit} checks all three.
 *
 *   await appendAudit({ db, orgId, action: 'document.download', actor: member.email, subject: fileId, data: { itemUid } });
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AuditEntry, AuditProblem, AuditVerification } from '../../../content/contracts/access.ts';
import type { Db } from '../../db/types.ts';
import { auditHeads, auditLog, type AuditRow } from '../../db/schema.ts';
import { canonicalJson } from '../revisions/draft-changed.ts';

/** `prev_hash` of an organisation's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** Actions recorded by the product (others may be added; the log accepts any dotted name). */
export type { AuditEntry, AuditProblem, AuditVerification };

export type AuditAction =
  | 'access.request'
  | 'access.approve'
  | 'access.decline'
  | 'access.extend_request'
  | 'account.login'
  | 'account.logout'
  | 'account.update'
  | 'account.revoke'
  | 'member.remove'
  | 'nda.accept'
  | 'invite.send'
  | 'document.download'
  | (string & {});

export interface AppendAuditOptions {
  db: Db;
  orgId: string;
  action: AuditAction;
  /** Who did it: the member's or visitor's email, `staff:<email>`, or `system`. */
  actor: string;
  /** What it was done to: an email, account id, file id … */
  subject: string;
  /** Details (JSON-serialisable). */
  data?: Record<string, unknown>;
  /** Time in ms (defaults to the clock). */
  now?: number;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The hash a row must carry: SHA-256 of the canonical JSON of its content and the previous hash. */
export function auditRowHash(row: Omit<AuditEntry, 'hash' | 'data'> & { data: string }): Promise<string> {
  return sha256Hex(
    canonicalJson({
      orgId: row.orgId,
      seq: row.seq,
      at: row.at,
      action: row.action,
      actor: row.actor,
      subject: row.subject,
      data: row.data,
      prevHash: row.prevHash,
    }),
  );
}

function toEntry(row: AuditRow): AuditEntry {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    // An edited row may hold anything; verification reports it.
  }
  return { ...row, data };
}

/** How often appending retries when another writer took the same number at the same moment. */
const APPEND_ATTEMPTS = 25;

/**
 * Appends one entry to the organisation's chain and returns it. The row and the new head are written in one
 * batch; a concurrent append that took the same number makes this one retry on the new head.
 */
export async function appendAudit({ db, orgId, action, actor, subject, data = {}, now = Date.now() }: AppendAuditOptions): Promise<AuditEntry> {
  const dataText = canonicalJson(data);
  for (let attempt = 1; ; attempt++) {
    const [head] = await db.select().from(auditHeads).where(eq(auditHeads.orgId, orgId)).limit(1);
    const seq = (head?.seq ?? 0) + 1;
    const prevHash = head?.hash ?? GENESIS_HASH;
    const row = { orgId, seq, at: now, action, actor, subject, data: dataText, prevHash };
    const hash = await auditRowHash(row);
    try {
      const headWrite = head
        ? db
            .update(auditHeads)
            .set({ seq, hash })
            .where(and(eq(auditHeads.orgId, orgId), eq(auditHeads.seq, head.seq)))
        : db.insert(auditHeads).values({ orgId, seq, hash });
      await db.batch([db.insert(auditLog).values({ ...row, hash }), headWrite]);
      return { ...row, data: JSON.parse(dataText) as Record<string, unknown>, hash };
    } catch (error) {
      if (attempt >= APPEND_ATTEMPTS || !/UNIQUE|PRIMARY KEY|constraint/i.test(String((error as Error)?.message ?? error))) throw error;
      // Let the other writer finish before reading the head again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** Entries of an organisation's log in order (optionally only after `afterSeq`), at most `limit`. */
export async function readAudit({
  db,
  orgId,
  afterSeq = 0,
  limit = 1000,
}: {
  db: Db;
  orgId: string;
  afterSeq?: number;
  limit?: number;
}): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), gt(auditLog.seq, afterSeq)))
    .orderBy(asc(auditLog.seq))
    .limit(limit);
  return rows.map(toEntry);
}

/** Every organisation that has an audit log or a head. */
export async function auditOrgIds({ db }: { db: Db }): Promise<string[]> {
  const rows = await db.all<{ org_id: string }>(sql`SELECT org_id FROM audit_log UNION SELECT org_id FROM audit_heads ORDER BY org_id`);
  return rows.map((r) => r.org_id);
}

/**
 * Checks an organisation's chain: every row's hash, every link to the previous row, contiguous numbering from 1,
 * and the head (newest row) against `audit_heads`.
 */
export async function verifyAudit({ db, orgId }: { db: Db; orgId: string }): Promise<AuditVerification> {
  const problems: AuditProblem[] = [];
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let count = 0;
  let last: AuditRow | undefined;
  for (let afterSeq = 0; ; ) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), gt(auditLog.seq, afterSeq)))
      .orderBy(asc(auditLog.seq))
      .limit(1000);
    if (rows.length === 0) break;
    for (const row of rows) {
      count++;
      if (row.seq !== expectedSeq) {
        problems.push({ seq: row.seq, problem: 'missing-rows', message: `rows ${expectedSeq}–${row.seq - 1} are missing (deleted)` });
      }
      if (row.prevHash !== prevHash) {
        problems.push({ seq: row.seq, problem: 'chain-broken', message: `row ${row.seq} does not link to the row before it` });
      }
      const hash = await auditRowHash(row);
      if (hash !== row.hash) problems.push({ seq: row.seq, problem: 'edited', message: `row ${row.seq} was changed after it was written` });
      prevHash = row.hash;
      expectedSeq = row.seq + 1;
      last = row;
    }
    afterSeq = rows[rows.length - 1]!.seq;
  }
  const [head] = await db.select().from(auditHeads).where(eq(auditHeads.orgId, orgId)).limit(1);
  if (!head && last) {
    problems.push({ seq: last.seq, problem: 'head-missing', message: 'the record of the newest row is missing' });
  } else if (head && (!last || head.seq > last.seq)) {
    problems.push({ seq: head.seq, problem: 'missing-tail', message: `rows after ${last?.seq ?? 0} up to ${head.seq} are missing (deleted)` });
  } else if (head && last && (head.seq !== last.seq || head.hash !== last.hash)) {
    problems.push({ seq: last.seq, problem: 'head-mismatch', message: `the newest row ${last.seq} is not the one recorded (${head.seq})` });
  }
  return { orgId, rows: count, ok: problems.length === 0, problems };
}
