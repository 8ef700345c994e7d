/**
 * An organisation's access settings (staff side): auto-approval, blocked domains, the default access period and
 * permission profile, the clickwrap NDA requirement, notifications and the bring-your-own-identity provider.
 * Stored as one JSON row per organisation; absent fields take their defaults, so old rows stay readable.
 */
import { eq } from 'drizzle-orm';
import { AccessSettingsSchema, type AccessSettings, type AccessSettingsView } from '../../../content/contracts/access.ts';
import type { Db } from '../../db/types.ts';
import { accessSettings } from '../../db/schema.ts';
import { isPlainObject, jsonEqual, mergePatch, type JsonObject } from '../../../content/merge-patch.ts';
import { parseWith } from '../../lib/parse.ts';

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
export async function saveAccessSettings({
  db,
  orgId,
  settings,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  settings: AccessSettings;
  by: string;
  now: number;
}): Promise<AccessSettings> {
  await db
    .insert(accessSettings)
    .values({ orgId, data: settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: accessSettings.orgId, set: { data: settings, updatedAt: now, updatedBy: by } });
  return settings;
}

/** Settings as staff see them: the webhook and BYOID secrets are never sent back, only whether they are set. */
export function redactSettings(settings: AccessSettings): AccessSettingsView {
  return {
    ...settings,
    webhook: { ...settings.webhook, secret: '', secretSet: settings.webhook.secret !== '' },
    byoid: { ...settings.byoid, sharedSecret: '', sharedSecretSet: settings.byoid.sharedSecret !== '' },
  };
}
