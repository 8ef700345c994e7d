/**
 * Subscribing to an organisation's trust center updates (double opt-in): the address is stored as pending and a
 * confirmation link is emailed. Repeating the request is harmless: one row; while pending, at most one mail per
 * resend window (10 minutes by default: the first mail's link is the one to use); nothing sent once confirmed.
 */
import { sql, type SQL } from 'drizzle-orm';
import { batchGroups } from '../../db/batch.ts';
import { ALWAYS, bound, preparedQuery, type Guard } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { subscribers, subscriptionBlocks, type SubscriberStatus } from '../../db/schema.ts';
import type { SignedOrgMailing } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { forgetMail, mailAllowed, mailOnceStatement, type PlannedLimits } from '../limits/abuse-limits.ts';
import { confirmationEmail } from './confirmation-email.ts';
import type { SubscribeSource } from '../../../content/contracts/subscriptions.ts';
import { signLinkToken } from '../tokens/link-token.ts';

/** Confirmation links are valid for 7 days. */
export const SUBSCRIBE_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SUBSCRIBE_TOKEN_PURPOSE = 'subscribe';

/**
 * Block patterns that would cover `email`: the address itself, its domain and every parent domain
 * (`a@eu.example.com` → `a@eu.example.com`, `eu.example.com`, `example.com`, `com`), also written with a leading `@`.
 */
export function blockPatternsFor(email: string): string[] {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const patterns = [address];
  const labels = domain.split('.');
  for (let i = 0; i < labels.length; i++) {
    const suffix = labels.slice(i).join('.');
    if (suffix) patterns.push(suffix, `@${suffix}`);
  }
  return patterns;
}

/**
 * The rows of `subscription_blocks` by which the organisation blocks an address: `orgId`, and `patterns` the JSON of
 * its `blockPatternsFor` (values, or placeholders of a prepared query).
 */
function blocksOf(orgId: unknown, patterns: unknown): SQL {
  return sql`${subscriptionBlocks.orgId} = ${orgId} AND ${subscriptionBlocks.pattern} IN (SELECT value FROM json_each(${patterns}))`;
}

/** Whether the organisation blocked this address or its domain. */
export async function isSubscriptionBlocked({ db, orgId, email }: { db: Db; orgId: string; email: string }): Promise<boolean> {
  const rows = await db
    .select({ pattern: subscriptionBlocks.pattern })
    .from(subscriptionBlocks)
    .where(blocksOf(orgId, JSON.stringify(blockPatternsFor(email))))
    .limit(1);
  return rows.length > 0;
}

/** The link in the confirmation email: `{base}/api/share/{orgId}/subscribe/confirm?token=…`. */
export function confirmSubscriptionUrl(baseUrl: string, orgId: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/share/${encodeURIComponent(orgId)}/subscribe/confirm?token=${encodeURIComponent(token)}`;
}

const value = (name: string) => sql.placeholder(`subscriber_${name}`);

/** Neither the address nor its domain is blocked by the organisation (`subscriber_patterns`: JSON of `blockPatternsFor`). */
const notBlocked = () => sql`NOT EXISTS (SELECT 1 FROM ${subscriptionBlocks} WHERE ${blocksOf(value('org'), value('patterns'))})`;

/** The address is a pending subscriber of the organisation. */
const pending = () =>
  sql`EXISTS (SELECT 1 FROM ${subscribers} WHERE ${subscribers.orgId} = ${value('org')} AND ${subscribers.email} = ${value('email')} AND ${subscribers.status} = 'pending')`;

/**
 * One statement: unless the address or its domain is blocked (or the request is over an abuse limit: `within`),
 * insert the pending row, or — when the address is already there — restart the double opt-in of an unsubscribed
 * one (a pending or confirmed one stays as it is). Insert-or-update keeps one row even when the same request arrives
 * twice at once. No row back: blocked or refused. Built once per database: every value is a placeholder.
 */
function upsertQuery(db: Db, within: Guard) {
  return preparedQuery(db, `subscribe-upsert:${within.name}`, (db) =>
    db
      .insert(subscribers)
      .select(
        sql`SELECT ${value('id')}, ${value('org')}, ${value('email')}, ${value('source')}, 'pending', ${value('at')}, NULL WHERE ${within.sql()} AND ${notBlocked()}`,
      )
      .onConflictDoUpdate({
        target: [subscribers.orgId, subscribers.email],
        set: {
          status: sql`CASE WHEN ${subscribers.status} = 'unsubscribed' THEN 'pending' ELSE ${subscribers.status} END`,
          source: sql`CASE WHEN ${subscribers.status} = 'unsubscribed' THEN excluded.source ELSE ${subscribers.source} END`,
          confirmedAt: sql`CASE WHEN ${subscribers.status} = 'unsubscribed' THEN NULL ELSE ${subscribers.confirmedAt} END`,
        },
      })
      .returning({ status: subscribers.status })
      .prepare(),
  );
}

export interface SubscribeOptions extends SignedOrgMailing {
  /** Already trimmed and lowercased (see `SubscribeEmailSchema`). */
  email: string;
  source: SubscribeSource;
  /** While pending, at most one confirmation mail per this long (0: one per request); a repeat re-uses the first. */
  resendMs?: number;
  /** The request's abuse counters (`planLimits`), run in the same batch: nothing is stored when one is over. */
  limits?: PlannedLimits;
}

export interface SubscribeResult {
  /** The subscriber's state after the call. */
  status: SubscriberStatus;
  /** Whether a confirmation email was sent. */
  mailed: boolean;
}

/**
 * Records a pending subscription and emails the confirmation link.
 * @throws SUBSCRIPTION_BLOCKED (403) when the address or its domain is blocked; SUBSCRIBE_FAILED (500) when the
 * email could not be sent (the pending row stays, so trying again re-sends it).
 */
export async function subscribe(options: SubscribeOptions): Promise<SubscribeResult> {
  const { db, mail, config, secret, now, log = console.error, org } = options;
  const { email, source, resendMs = 0, limits } = options;
  const at = now();
  const within = limits?.within ?? ALWAYS;
  const values = {
    ...within.values,
    subscriber_id: crypto.randomUUID(),
    subscriber_org: org.id,
    subscriber_email: email,
    subscriber_source: source,
    subscriber_at: at,
    subscriber_patterns: JSON.stringify(blockPatternsFor(email)),
  };
  const upsert = bound<{ status: SubscriberStatus }[]>(upsertQuery(db, within), values);
  // The confirmation mailed a moment ago is still good (its link lasts 7 days): a repeat within the resend window
  // sends nothing, and the answer is the same. Counted only for an address left pending by the upsert.
  const mailOnce =
    resendMs > 0
      ? mailOnceStatement(
          { db, now: at, action: 'subscribe', orgId: org.id, email, windowMs: resendMs },
          { name: `subscribe-mail:${within.name}`, sql: () => sql`${within.sql()} AND ${notBlocked()} AND ${pending()}`, values },
        )
      : null;
  // The abuse counters, the subscriber and the mail counter: one batch, one round trip, one transaction.
  const answers = await batchGroups(db, { counters: limits?.statements ?? [], upsert: [upsert], mailOnce: mailOnce ? [mailOnce] : [] });
  await limits?.settle(answers.counters);
  const [row] = answers.upsert[0];
  if (!row) throw appError('SUBSCRIPTION_BLOCKED');
  if (row.status === 'confirmed') return { status: 'confirmed', mailed: false };
  if (mailOnce && !mailAllowed(answers.mailOnce[0]?.[0])) return { status: 'pending', mailed: false };

  const token = await signLinkToken({
    secret,
    purpose: SUBSCRIBE_TOKEN_PURPOSE,
    subject: email,
    orgId: org.id,
    ttlSeconds: SUBSCRIBE_TOKEN_TTL_SECONDS,
    now: at,
  });
  const confirmUrl = confirmSubscriptionUrl(orgPublicUrl(org, config), org.id, token);
  try {
    await mail.send(confirmationEmail({ to: email, orgName: org.name, confirmUrl }));
  } catch (error) {
    log('Could not send the subscription confirmation email', error);
    // Nothing went out: trying again must send it.
    await forgetMail({ db, action: 'subscribe', orgId: org.id, email });
    throw appError('SUBSCRIBE_FAILED');
  }
  return { status: 'pending', mailed: true };
}
