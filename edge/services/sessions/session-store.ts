/**
 * Server-side sessions for staff (the admin) and account members (the portal), consulted on every authenticated
 * request (OWASP ASVS 4.0 V3).
 *
 * The cookie holds a random token (32 bytes, base64url); the `sessions` table stores only its SHA-256 with who
 * the session is for, when it started, when it was last used and when it ends. A session is usable while it is not
 * revoked, was used within its idle limit, and is before its absolute end:
 *
 *   | kind   | idle limit | absolute end | why                                                              |
 *   |--------|------------|--------------|------------------------------------------------------------------|
 *   | staff  | 12 hours   | 7 days       | staff change what the public sees and decide who gets access     |
 *   | member | 3 days     | 14 days      | members read gated documents; a customer's review spans days     |
 *
 * Each use renews it (sliding): `last_seen_at` moves forward, written at most once a minute. Signing out revokes the
 * session server-side, so a copied cookie stops working too; staff list and revoke their own sessions, an admin
 * revokes anyone's; changing a staff member's role, removing a staff member or a member, and revoking an account
 * end their sessions at once.
 *
 *   const { token } = await createSession({ db, kind: 'staff', orgId, userId, now, ip, userAgent });
 *   const session = await resolveSession({ db, kind: 'staff', token, now });   // null: refuse
 *   await revokeUserSessions({ db, kind: 'staff', orgId, userId, by: 'role-change', now });
 */
import { and, desc, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import { sessions, type SessionKind, type SessionRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after it started, however active. */
  absoluteMs: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const SESSION_POLICIES: Record<SessionKind, SessionPolicy> = {
  staff: { idleMs: 12 * HOUR, absoluteMs: 7 * DAY },
  member: { idleMs: 3 * DAY, absoluteMs: 14 * DAY },
};

/** `last_seen_at` is written at most this often (one write a minute per active session, not one per request). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** Ended sessions are kept this long (they show as ended in the lists), then deleted. */
export const ENDED_SESSION_RETENTION_MS = 30 * DAY;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The part of `node:crypto` a token's hash needs. */
interface SyncHashing {
  createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'hex'): string } };
}

/**
 * `node:crypto` where the runtime has it (Node; the Worker with Node compatibility): a synchronous SHA-256 of a short
 * token takes microseconds, where Web Crypto's asynchronous digest costs a round of promises on every authenticated
 * request. Web Crypto elsewhere.
 */
const nodeCrypto = ((): SyncHashing | undefined => {
  try {
    const module = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:crypto') as
      | SyncHashing
      | undefined;
    // A runtime that names the module but cannot hash with it (a partial emulation) uses Web Crypto.
    return module?.createHash('sha256').update('').digest('hex') === 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' ? module : undefined;
  } catch {
    return undefined;
  }
})();

/** SHA-256 of a session token, lowercase hex: what `sessions.token_hash` stores. */
export async function hashSessionToken(token: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(token).digest('hex');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A session token has 43 base64url characters; anything else is not looked up. */
export function isSessionTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export interface CreateSessionOptions {
  db: Db;
  kind: SessionKind;
  orgId: string;
  userId: string;
  accountId?: string | null;
  now: number;
  /** The client's address and browser, shown in the session lists. */
  ip?: string;
  userAgent?: string;
}

/** Starts a session; returns the token for the cookie (never stored) and the row. */
export async function createSession({
  db,
  kind,
  orgId,
  userId,
  accountId = null,
  now,
  ip = '',
  userAgent = '',
}: CreateSessionOptions): Promise<{ token: string; session: SessionRow }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const id = `ses_${base64url(crypto.getRandomValues(new Uint8Array(12)))}`;
  const row: SessionRow = {
    id,
    tokenHash: await hashSessionToken(token),
    kind,
    orgId,
    userId,
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_POLICIES[kind].absoluteMs,
    revokedAt: null,
    revokedBy: null,
    ip: ip.slice(0, 64),
    userAgent: userAgent.slice(0, 300),
  };
  await db.insert(sessions).values(row);
  // Housekeeping: sessions that ended long ago go (cheap, indexed by nothing but rare enough to run inline).
  if (Math.random() < 0.05) await deleteOldSessions({ db, now });
  return { token, session: row };
}

/** Whether the row is usable at `now` (not revoked, not idle too long, before its absolute end). */
export function isSessionActive(row: Pick<SessionRow, 'kind' | 'revokedAt' | 'lastSeenAt' | 'expiresAt'>, now: number): boolean {
  return row.revokedAt === null && now < row.expiresAt && now - row.lastSeenAt < SESSION_POLICIES[row.kind].idleMs;
}

/** When the row stops being usable if left alone: its idle or its absolute end, whichever comes first. */
export function sessionEndsAt(row: Pick<SessionRow, 'kind' | 'lastSeenAt' | 'expiresAt'>): number {
  return Math.min(row.expiresAt, row.lastSeenAt + SESSION_POLICIES[row.kind].idleMs);
}

export interface FindUsableSessionOptions<T extends { stored: SessionRow }> {
  db: Db;
  kind: SessionKind;
  /** The cookie's token. */
  token: string;
  now: number;
  /** Reads the session by the token's hash: its row as `stored`, with what the caller joins to it (none: unknown). */
  read: (tokenHash: string) => Promise<T | undefined>;
}

/**
 * The usable session a cookie token names, renewed (sliding idle limit), with what `read` joined to it; `null` for a
 * token of the wrong shape, an unknown, revoked, idle or expired session, or a session of another kind.
 */
export async function findUsableSession<T extends { stored: SessionRow }>({ db, kind, token, now, read }: FindUsableSessionOptions<T>): Promise<T | null> {
  if (!isSessionTokenShape(token)) return null;
  const found = await read(await hashSessionToken(token));
  if (!found || found.stored.kind !== kind || !isSessionActive(found.stored, now)) return null;
  found.stored = await touchSession(db, found.stored, now);
  return found;
}

/**
 * The usable session of `token` (of `kind`), renewed (sliding idle limit); `null` for an unknown, revoked, idle or
 * expired one.
 */
export async function resolveSession({ db, kind, token, now }: { db: Db; kind: SessionKind; token: string; now: number }): Promise<SessionRow | null> {
  const read = async (tokenHash: string) => {
    const [stored] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    return stored && { stored };
  };
  return (await findUsableSession({ db, kind, token, now, read }))?.stored ?? null;
}

/**
 * A session found usable, as a request sees it: its last use is written at most once a minute (the idle timeout
 * counts from it).
 */
export async function touchSession(db: Db, row: SessionRow, now: number): Promise<SessionRow> {
  if (now - row.lastSeenAt < SESSION_TOUCH_INTERVAL_MS) return row;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)));
  return { ...row, lastSeenAt: now };
}

/** Revokes the session of a cookie token (sign-out). Unknown tokens are ignored. */
export async function revokeSessionToken({ db, token, by, now }: { db: Db; token: string; by: string; now: number }): Promise<void> {
  if (!isSessionTokenShape(token)) return;
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(sessions.tokenHash, await hashSessionToken(token)), isNull(sessions.revokedAt)));
}

/** Revokes the sessions `which` selects that are not revoked yet. @returns how many were revoked. */
async function revokeSessionsWhere(db: Db, which: SQL | undefined, by: string, now: number): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Revokes one session by id, within an organisation. @returns whether a usable session was revoked. */
export async function revokeSession({ db, orgId, id, by, now }: { db: Db; orgId: string; id: string; by: string; now: number }): Promise<boolean> {
  return (await revokeSessionsWhere(db, and(eq(sessions.id, id), eq(sessions.orgId, orgId)), by, now)) > 0;
}

/** Ends every session of a staff user or member (role change, removal). @returns how many were ended. */
export async function revokeUserSessions({
  db,
  kind,
  orgId,
  userId,
  by,
  now,
}: {
  db: Db;
  kind: SessionKind;
  orgId: string;
  userId: string;
  by: string;
  now: number;
}): Promise<number> {
  return revokeSessionsWhere(db, and(eq(sessions.orgId, orgId), eq(sessions.kind, kind), eq(sessions.userId, userId)), by, now);
}

/** Ends every member session of an account (the account was revoked). */
export async function revokeAccountSessions({
  db,
  orgId,
  accountId,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  accountId: string;
  by: string;
  now: number;
}): Promise<number> {
  return revokeSessionsWhere(db, and(eq(sessions.orgId, orgId), eq(sessions.kind, 'member'), eq(sessions.accountId, accountId)), by, now);
}

export interface ListSessionsOptions {
  db: Db;
  orgId: string;
  now: number;
  /** Only this kind. */
  kind?: SessionKind;
  /** Only this user's (with `kind`). */
  userId?: string;
  /** Only sessions still usable (default true). */
  activeOnly?: boolean;
}

/** An organisation's sessions, most recently used first. */
export async function listSessions({ db, orgId, now, kind, userId, activeOnly = true }: ListSessionsOptions): Promise<SessionRow[]> {
  const where: SQL[] = [eq(sessions.orgId, orgId)];
  if (kind) where.push(eq(sessions.kind, kind));
  if (userId) where.push(eq(sessions.userId, userId));
  if (activeOnly) where.push(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  const rows = await db
    .select()
    .from(sessions)
    .where(and(...where))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(500);
  return activeOnly ? rows.filter((row) => isSessionActive(row, now)) : rows;
}

/** Deletes sessions that ended (revoked or expired) more than {@link ENDED_SESSION_RETENTION_MS} ago. */
export async function deleteOldSessions({ db, now }: { db: Db; now: number }): Promise<void> {
  const before = now - ENDED_SESSION_RETENTION_MS;
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before), lt(sessions.lastSeenAt, before - SESSION_POLICIES.member.idleMs)));
}
