/**
 * An organisation's access settings (staff side): auto-approval, blocked domains, the default access period and
 * permission profile, the clickwrap NDA requirement, notifications and the bring-your-own-identity provider.
 * Stored as one JSON row per organisation; absent fields take their defaults, so old rows stay readable.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_PATTERN, refineWebLink } from '../../../content/schemas/common.ts';
import type { Db } from '../../db/types.ts';
import { accessSettings } from '../../db/schema.ts';
import { isPlainObject, jsonEqual, mergePatch, type JsonObject } from '../../../content/merge-patch.ts';
import { parseWith } from '../../lib/parse.ts';

export const AUTO_APPROVAL_MODES = ['never', 'conditions', 'always'] as const;
export type AutoApprovalMode = (typeof AUTO_APPROVAL_MODES)[number];

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .refine((d) => DOMAIN_PATTERN.test(d), 'Enter a domain such as example.com');

export const AccessSettingsSchema = z.object({
  /** never: staff decide every request; conditions: approve when the conditions hold; always: approve every request. */
  autoApproval: z.enum(AUTO_APPROVAL_MODES).default('never'),
  /** Conditions for `autoApproval: conditions`. */
  conditions: z
    .object({
      /** Approve when the requester's email domain is one of an account's domains (into that account). */
      domainMatchesAccount: z.boolean().default(true),
      /** Decline automatically (request_access_auto_declined) when no account matches. */
      declineUnmatched: z.boolean().default(false),
    })
    .default({ domainMatchesAccount: true, declineUnmatched: false }),
  /** Refuse free-mail addresses (also refused when the portal's customization blocks free email). */
  blockFreeMail: z.boolean().default(true),
  /** Requests from these domains (and their subdomains) are declined at once (request_declined_blocked_domain). */
  blockedDomains: z.array(DomainSchema).default([]),
  /** Access period of new and extended accounts in days; 0 = no expiry. */
  defaultAccessDays: z.number({ error: 'Enter a number of days' }).int('Enter a whole number of days').min(0).max(3650).default(365),
  /** Permission profile of accounts created automatically; empty = the first profile of the portal. */
  defaultPermissionProfileId: z.string().trim().default(''),
  /** Members must accept the clickwrap NDA before seeing gated content, unless their account has one on file. */
  ndaRequired: z.boolean().default(false),
  /** Email staff about each new request. */
  notifyStaff: z.boolean().default(true),
  /** Who gets the staff notifications; empty = every admin and editor. */
  staffNotificationEmails: z.array(z.string().trim().toLowerCase().regex(EMAIL_PATTERN, 'This email is invalid')).default([]),
  /** Webhook called on each new request with a signed JSON body. */
  webhook: z
    .object({
      url: z
        .string()
        .trim()
        .superRefine(refineWebLink())
        .default(''),
      /** HMAC-SHA256 key; the signature is sent as `X-Glasshouse-Signature: sha256=<hex>`. */
      secret: z.string().default(''),
      /** `json`: the request as JSON; `slack`: a Slack-compatible `{ text }` message. */
      format: z.enum(['json', 'slack']).default('json'),
    })
    .default({ url: '', secret: '', format: 'json' }),
  /** Bring your own identity: members arrive with a JWT signed by the organisation's identity system. */
  byoid: z
    .object({
      enabled: z.boolean().default(false),
      /** JWKS URL of the identity provider (asymmetric keys). */
      jwksUrl: z.string().trim().superRefine(refineWebLink({ httpsOnly: true })).default(''),
      /** Shared secret for HS256 tokens (when no JWKS URL is set). */
      sharedSecret: z.string().default(''),
      /** Expected `iss`, if any. */
      issuer: z.string().trim().default(''),
      /** Expected `aud`, if any. */
      audience: z.string().trim().default(''),
      /** Profile of accounts created from tokens that name none. */
      permissionProfileId: z.string().trim().default(''),
    })
    .default({ enabled: false, jwksUrl: '', sharedSecret: '', issuer: '', audience: '', permissionProfileId: '' }),
});
export type AccessSettings = z.output<typeof AccessSettingsSchema>;
export type AccessSettingsInput = z.input<typeof AccessSettingsSchema>;

export const DEFAULT_ACCESS_SETTINGS: AccessSettings = AccessSettingsSchema.parse({});

/**
 * Stored settings, parsed. A field that no longer passes the rules (saved before a rule was tightened) takes its
 * default alone: the rest of the settings are kept, never reset as a whole.
 */
export function parseStoredSettings(data: unknown): AccessSettings {
  let value: unknown = isPlainObject(data) ? data : {};
  for (let attempt = 0; attempt < 20; attempt++) {
    const parsed = AccessSettingsSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const failing = new Set(parsed.error.issues.map((issue) => issue.path.map(String)));
    let next: unknown = value;
    for (const path of failing) next = withoutPath(next, path);
    if (jsonEqual(next, value)) break;
    value = next;
  }
  return DEFAULT_ACCESS_SETTINGS;
}

function withoutPath(value: unknown, path: string[]): unknown {
  if (path.length === 0 || !isPlainObject(value)) return undefined;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...value };
  if (rest.length === 0 || Array.isArray(copy[head])) delete copy[head];
  else copy[head] = withoutPath(copy[head], rest);
  return copy;
}

/** The organisation's settings (defaults when none were saved). */
export async function readAccessSettings({ db, orgId }: { db: Db; orgId: string }): Promise<AccessSettings> {
  const [row] = await db.select().from(accessSettings).where(eq(accessSettings.orgId, orgId)).limit(1);
  if (!row) return DEFAULT_ACCESS_SETTINGS;
  return parseStoredSettings(row.data);
}

export interface UpdateAccessSettingsOptions {
  db: Db;
  orgId: string;
  /** The fields to change (JSON Merge Patch, RFC 7396); `{}` changes nothing. */
  patch: JsonObject;
  by: string;
  now: number;
}

/**
 * Applies `patch` to the stored settings and saves them when they changed. Secrets are never sent to the browser,
 * so an empty webhook or BYOID secret in the patch means "unchanged"; removing the webhook's URL removes its secret.
 * @throws VALIDATION_FAILED with the first rule's message.
 */
export async function updateAccessSettings({ db, orgId, patch, by, now }: UpdateAccessSettingsOptions): Promise<AccessSettings> {
  const previous = await readAccessSettings({ db, orgId });
  const input = parseWith(AccessSettingsSchema, mergePatch(previous, patch));
  const settings: AccessSettings = {
    ...input,
    webhook: { ...input.webhook, secret: input.webhook.secret || (input.webhook.url ? previous.webhook.secret : '') },
    byoid: { ...input.byoid, sharedSecret: input.byoid.sharedSecret || previous.byoid.sharedSecret },
  };
  if (jsonEqual(settings, previous)) return previous;
  return saveAccessSettings({ db, orgId, settings, by, now });
}

/** Replaces the settings (already validated with {@link AccessSettingsSchema}). */
export async function saveAccessSettings({ db, orgId, settings, by, now }: { db: Db; orgId: string; settings: AccessSettings; by: string; now: number }): Promise<AccessSettings> {
  await db
    .insert(accessSettings)
    .values({ orgId, data: settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: accessSettings.orgId, set: { data: settings, updatedAt: now, updatedBy: by } });
  return settings;
}

/** Settings as staff see them: the webhook and BYOID secrets are never sent back, only whether they are set. */
export function redactSettings(settings: AccessSettings): AccessSettings & { webhook: { secretSet: boolean }; byoid: { sharedSecretSet: boolean } } {
  return {
    ...settings,
    webhook: { ...settings.webhook, secret: '', secretSet: settings.webhook.secret !== '' },
    byoid: { ...settings.byoid, sharedSecret: '', sharedSecretSet: settings.byoid.sharedSecret !== '' },
  };
}
