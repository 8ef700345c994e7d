/**
 * Abuse limits on every route that sends mail or checks a credential, so an instance cannot be used as a mail
 * cannon or a password-guessing oracle (OWASP ASVS 4.0 V2.2.1, V11.1.4).
 *
 * Each action is counted per client address (an IPv6 client by its /64), per target address (the email the mail
 * would go to), per organisation, and — for signed-in members — per member, in fixed windows kept in the database
 * (`rate_limits`), so the counts hold across restarts and across Worker isolates (libSQL and D1 alike, one atomic
 * upsert per counter). A request over any limit is refused with 429 TOO_MANY_REQUESTS, `Retry-After` and the
 * message "Too many attempts. Try again in N minutes."; the first refusal of a window is written to the
 * organisation's audit log (`security.rate_limited`), and staff see the counters of refused requests in the
 * access panel. On Cloudflare, a Workers Rate Limiting binding (`RATE_LIMITER`), when bound, is asked first.
 *
 * Besides, at most one mail goes to an address per `resendMs` for the same action (`allowMailOnce`): a second
 * subscribe or sign-in request in that window re-uses the pending mail and answers as the first did.
 *
 * Every default can be changed with `RATE_LIMITS` (see {@link parseLimitOverrides}), e.g.
 * `RATE_LIMITS="staff-login.ip=20/15m, subscribe.org=1000/1h, *.resend=5m"`; `=off` switches one counter off.
 *
 *   await enforceLimits(deps, { action: 'subscribe', orgId: org.id, ip: clientIp(request), email });
 */
import type { BlockedAttempt } from '../../../content/contracts/sessions.ts';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { batchAll } from '../../db/batch.ts';
import { ALWAYS, bound, preparedQuery, type Guard } from '../../db/prepared.ts';
import { rateLimits, type RateLimitRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { tooManyAttemptsMessage } from '../../../content/errors.ts';
import { addressBucket } from '../../lib/client.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { LIMIT_ACTIONS, LIMIT_SCOPES, limitsFor, type LimitAction, type LimitOverrides, type LimitRule, type LimitScope } from '../../config/limits.ts';

const DAY = 24 * 60 * 60 * 1000;

export { DEFAULT_LIMITS, LIMIT_ACTIONS, LIMIT_SCOPES, limitsFor, parseLimitOverrides } from '../../config/limits.ts';
export type { ActionLimits, LimitAction, LimitOverrides, LimitRule, LimitScope } from '../../config/limits.ts';

/** The Workers Rate Limiting binding's interface (`[[ratelimits]]` in wrangler.toml). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

type LimitDeps = Pick<AppDeps, 'db' | 'now' | 'log' | 'config' | 'rateLimiter'>;

export interface LimitSubject {
  action: LimitAction;
  /** The organisation the request is for (its counter, and where refusals are audited). */
  orgId?: string | null;
  /** The client's address (`clientIp`). */
  ip?: string;
  /** The address the mail would go to, lowercased. */
  email?: string;
  /** The signed-in member. */
  memberId?: string;
  /** How much this request counts (the number of invited addresses); default 1. */
  weight?: number;
}

interface Count {
  scope: LimitScope;
  rule: LimitRule;
  row: RateLimitRow;
  over: boolean;
}

interface CountInput {
  key: string;
  action: string;
  scope: string;
  orgId: string | null;
  subject: string;
  rule: LimitRule;
  weight: number;
  now: number;
}

/** The placeholder `name` of a counter's upsert. */
const countValue = (name: string) => sql.placeholder(`count_${name}`);

/**
 * One counter's upsert, answering the counter as it now stands, built once per database (and guard): every value
 * is a placeholder. With a guard, nothing is counted (and no row comes back) unless its condition holds — so a
 * counter can depend on statements before it in the same batch.
 */
function countQuery(db: Db, when: Guard) {
  return preparedQuery(db, `rate-limit-count:${when.name}`, (db) => {
    const now = countValue('now');
    const weight = countValue('weight');
    const ended = sql`(${rateLimits.windowStart} + ${rateLimits.windowMs} <= ${now})`;
    const counted = sql`CASE WHEN ${ended} THEN ${weight} ELSE ${rateLimits.count} + ${weight} END`;
    const refusedNow = sql`(${counted}) > ${countValue('limit')}`;
    // INSERT … SELECT (every column, in the table's order) so that the guard can hold the insert back.
    const row = sql`SELECT ${countValue('key')}, ${countValue('action')}, ${countValue('scope')}, ${countValue('orgId')}, ${countValue('subject')}, ${now}, ${countValue('windowMs')}, ${weight}, ${countValue('firstBlocked')}, ${countValue('firstBlockedAt')} WHERE ${when.sql()}`;
    return db
      .insert(rateLimits)
      .select(row)
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: counted,
          blocked: sql`(CASE WHEN ${ended} THEN 0 ELSE ${rateLimits.blocked} END) + (CASE WHEN ${refusedNow} THEN ${weight} ELSE 0 END)`,
          lastBlockedAt: sql`CASE WHEN ${refusedNow} THEN ${now} ELSE ${rateLimits.lastBlockedAt} END`,
          windowStart: sql`CASE WHEN ${ended} THEN ${now} ELSE ${rateLimits.windowStart} END`,
          windowMs: sql`CASE WHEN ${ended} THEN ${countValue('windowMs')} ELSE ${rateLimits.windowMs} END`,
          orgId: sql`COALESCE(${countValue('orgId')}, ${rateLimits.orgId})`,
          subject: sql`${countValue('subject')}`,
        },
      })
      .returning()
      .prepare();
  });
}

/** One counter's upsert with this request's values, for a batch; it answers the counter's row (none: not counted). */
function countStatement(db: Db, { key, action, scope, orgId, subject, rule: { limit, windowMs }, weight, now }: CountInput, when: Guard = ALWAYS) {
  const refusedFirst = weight > limit;
  return bound<RateLimitRow[]>(countQuery(db, when), {
    ...when.values,
    count_key: key,
    count_action: action,
    count_scope: scope,
    count_orgId: orgId,
    count_subject: subject,
    count_now: now,
    count_windowMs: windowMs,
    count_weight: weight,
    count_limit: limit,
    count_firstBlocked: refusedFirst ? weight : 0,
    count_firstBlockedAt: refusedFirst ? now : null,
  });
}

/**
 * The guard that holds while none of `counters` is over its limit (read in the same batch, after they were
 * counted). One SQL text whatever the counters: they are one JSON placeholder.
 */
function withinLimits(counters: { key: string; limit: number }[]): Guard {
  return {
    name: 'within-limits',
    sql: () =>
      sql`NOT EXISTS (SELECT 1 FROM json_each(${sql.placeholder('limits_counters')}) AS counter JOIN ${rateLimits} ON ${rateLimits.key} = json_extract(counter.value, '$.key') WHERE ${rateLimits.count} > json_extract(counter.value, '$.limit'))`,
    values: { limits_counters: JSON.stringify(counters) },
  };
}

type CountStatement = ReturnType<typeof countStatement>;

/**
 * A request's counters, planned but not yet run, so that a service can run them in one batch (one round trip, one
 * transaction) with its own statements: `statements` first, then the service's statements guarded by `within`
 * (true while no counter of the request is over its limit), then `settle` with the counters' answers, which
 * refuses the request (429) when one is over.
 */
export interface PlannedLimits {
  statements: CountStatement[];
  within: Guard;
  settle(results: readonly unknown[]): Promise<void>;
}

/**
 * Counts the request against every limit of its action and refuses it when one is exceeded.
 * @throws TOO_MANY_REQUESTS (429) with `retryAfter` (seconds, also sent as the `Retry-After` header).
 */
export async function enforceLimits(deps: LimitDeps, subject: LimitSubject): Promise<void> {
  const planned = await planLimits(deps, subject);
  await planned.settle(await batchAll(deps.db, planned.statements));
}

/** The counters of `subject` as a {@link PlannedLimits}; the rate-limiting binding, when bound, is asked here. */
export async function planLimits(deps: LimitDeps, subject: LimitSubject): Promise<PlannedLimits> {
  const { db, now: clock } = deps;
  const now = clock();
  const limits = limitsFor(subject.action, deps.config.limits);
  const weight = Math.max(1, Math.floor(subject.weight ?? 1));
  const orgId = subject.orgId ?? null;
  const values: Partial<Record<LimitScope, { key: string; subject: string }>> = {};
  if (subject.ip) values.ip = { key: addressBucket(subject.ip), subject: subject.ip };
  if (subject.email) values.email = { key: `${orgId ?? '-'}:${subject.email.toLowerCase()}`, subject: subject.email.toLowerCase() };
  if (orgId) values.org = { key: orgId, subject: '' };
  if (subject.memberId) values.member = { key: subject.memberId, subject: subject.email ?? subject.memberId };

  if (deps.rateLimiter && subject.ip) {
    // The binding counts per Cloudflare location, in memory: a cheap first line before the database.
    const { success } = await deps.rateLimiter.limit({ key: `${subject.action}:${addressBucket(subject.ip)}` }).catch(() => ({ success: true }));
    if (!success) throw tooManyRequests(60);
  }

  const planned = LIMIT_SCOPES.flatMap((scope) => {
    const rule = limits[scope];
    const value = values[scope];
    return rule && value ? [{ scope, rule, key: `${subject.action}:${scope}:${value.key}`, subject: value.subject }] : [];
  });
  return {
    statements: planned.map(({ scope, rule, key, subject: counted }) =>
      countStatement(db, { key, action: subject.action, scope, orgId, subject: counted, rule, weight, now }),
    ),
    within: withinLimits(planned.map(({ key, rule }) => ({ key, limit: rule.limit }))),
    settle: async (results) => {
      const counts: Count[] = planned.map(({ scope, rule }, i) => {
        const row = (results[i] as RateLimitRow[])[0]!;
        return { scope, rule, row, over: row.count > rule.limit };
      });
      if (cleanupDue(db, now)) await deleteEndedCounters({ db, now }).catch(() => {});
      await refuseOver(deps, subject, { counts, orgId, weight, now });
    },
  };
}

/** Refuses the request (429) when one of its counters is over; the first refusal of a window is audited. */
async function refuseOver(
  deps: LimitDeps,
  subject: LimitSubject,
  { counts, orgId, weight, now }: { counts: Count[]; orgId: string | null; weight: number; now: number },
): Promise<void> {
  const { db } = deps;
  const over = counts.filter((c) => c.over);
  if (over.length === 0) return;
  const retryAfter = Math.max(...over.map((c) => Math.ceil((c.row.windowStart + c.row.windowMs - now) / 1000)), 1);
  // The first refusal of a window goes to the audit log; later ones only add to the counter staff see.
  const first = over.find((c) => c.row.blocked === weight);
  if (first && orgId) {
    await appendAudit({
      db,
      orgId,
      action: 'security.rate_limited',
      actor: subject.ip ? `ip:${subject.ip}` : 'anonymous',
      subject: first.row.subject || orgId,
      data: { limitedAction: subject.action, scope: first.scope, limit: first.rule.limit, windowMs: first.rule.windowMs, retryAfter },
      now,
    }).catch((error: unknown) => deps.log('Could not audit a refused request', error));
  }
  throw tooManyRequests(retryAfter);
}

/** The 429 error: "Too many attempts. Try again in N minutes.", `retryAfter` in seconds. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('TOO_MANY_REQUESTS', { retryAfter: seconds }, tooManyAttemptsMessage(seconds));
}

/**
 * Whether a mail of `action` may go to `email` now: true for the first in `windowMs` (the action's
 * {@link ActionLimits.resendMs}), false for a repeat — the caller answers as if it had sent, so the reply says
 * nothing about the address. `windowMs` 0: always true.
 */
export async function allowMailOnce(options: MailOnceOptions): Promise<boolean> {
  if (options.windowMs <= 0) return true;
  const [rows] = await options.db.batch([mailOnceStatement(options)]);
  return mailAllowed(rows[0]);
}

export interface MailOnceOptions {
  db: Db;
  now: number;
  action: LimitAction;
  orgId: string;
  email: string;
  windowMs: number;
}

/**
 * {@link allowMailOnce} as a statement for a batch, counted only when `when` holds; read its answer with
 * {@link mailAllowed} (no row: not counted, no mail). `windowMs` must be above 0.
 */
export function mailOnceStatement({ db, now, action, orgId, email, windowMs }: MailOnceOptions, when?: Guard) {
  const address = email.toLowerCase();
  const input = { key: `${action}:mail:${orgId}:${address}`, action, scope: 'mail', orgId, subject: address, rule: { limit: 1, windowMs }, weight: 1, now };
  return countStatement(db, input, when);
}

/** Whether the counter a {@link mailOnceStatement} answered allows the mail: the first of its window. */
export const mailAllowed = (row: RateLimitRow | undefined): boolean => row?.count === 1;

/** Forgets that a mail of `action` went to `email` (the state it was about changed), so the next request mails. */
export async function forgetMail({ db, action, orgId, email }: { db: Db; action: LimitAction; orgId: string; email: string }): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${action}:mail:${orgId}:${email.toLowerCase()}`));
}

/** Counters of an organisation that refused requests since `since`, most recent first. */
export async function listBlockedAttempts({
  db,
  orgId,
  since,
  limit = 100,
  overrides,
}: {
  db: Db;
  orgId: string;
  since: number;
  limit?: number;
  overrides?: LimitOverrides;
}): Promise<BlockedAttempt[]> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.orgId, orgId), ne(rateLimits.scope, 'mail'), gt(rateLimits.lastBlockedAt, since)))
    .orderBy(desc(rateLimits.lastBlockedAt))
    .limit(limit);
  return rows.map((row) => ({
    action: row.action,
    scope: row.scope,
    subject: row.subject,
    blocked: row.blocked,
    attempts: row.count,
    limit: (LIMIT_ACTIONS as readonly string[]).includes(row.action)
      ? (limitsFor(row.action as LimitAction, overrides)[row.scope as LimitScope]?.limit ?? null)
      : null,
    windowStart: row.windowStart,
    windowMs: row.windowMs,
    lastBlockedAt: row.lastBlockedAt ?? row.windowStart,
  }));
}

/**
 * Ended counters are deleted at most this often per database (and process or isolate), by the first request after,
 * so that the delete is not repeated while requests pour in (it finds them by the index of their windows' ends).
 */
export const COUNTER_CLEANUP_EVERY_MS = 60_000;

const lastCleanup = new WeakMap<Db, number>();

/** Whether a request counted now should delete the ended counters first (and note that it does). */
function cleanupDue(db: Db, now: number): boolean {
  const last = lastCleanup.get(db);
  if (last !== undefined && now - last < COUNTER_CLEANUP_EVERY_MS && now >= last) return false;
  lastCleanup.set(db, now);
  return true;
}

/**
 * The delete of the counters whose window ended more than a day ago (their refusals stay in the audit log). Its
 * condition is the expression of the `rate_limits_window_end` index, which finds them without reading the table.
 */
export function endedCountersDelete(db: Db, now: number) {
  return db.delete(rateLimits).where(lt(sql`${rateLimits.windowStart} + ${rateLimits.windowMs}`, now - DAY));
}

/** Deletes counters whose window ended more than a day ago. */
export async function deleteEndedCounters({ db, now }: { db: Db; now: number }): Promise<void> {
  await endedCountersDelete(db, now);
}
