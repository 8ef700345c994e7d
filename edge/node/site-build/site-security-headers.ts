/**
 * Writes a built site's `_headers` (`edge/node/site-headers.ts`): the security headers of its pages, with the
 * Content-Security-Policy allowing the inline code of its final HTML by hash, the third-party scripts its
 * customization configures (`consentScripts`) and their providers' hosts, PORTAL_FRAME_ANCESTORS and
 * CSP_EXTRA_SOURCES. Workers Static Assets applies the file on Cloudflare; the embedded server reads it.
 */
import { readFile } from 'node:fs/promises';
import { SnapshotSchema, type Snapshot } from '../../../content/index.ts';
import { parseEnv } from '../../config/env.ts';
import { writeSiteHeaders, type InlineCode, type WriteSiteHeadersOptions } from '../site-headers.ts';
import { thirdPartySources } from '../../security-headers.ts';
import { consentScripts } from '../../../site/lib/shell.ts';

/** What `_headers` says besides the hashes of the pages' inline code (plain data: it may go to another thread). */
export type SecurityHeaderSettings = Omit<WriteSiteHeadersOptions, 'siteDir'>;

/** The settings of a snapshot's `_headers`: its third-party scripts' sources, and the environment's framing and extra sources. */
export function securityHeaderSettings({
  snapshot,
  publicUrl,
  env = process.env,
}: {
  snapshot: Snapshot;
  publicUrl?: string;
  env?: Record<string, string | undefined>;
}): SecurityHeaderSettings {
  const settings = parseEnv(env);
  return {
    thirdParty: thirdPartySources(consentScripts(snapshot.customization).map((s) => s.src)),
    frameAncestors: settings.PORTAL_FRAME_ANCESTORS,
    extra: settings.CSP_EXTRA_SOURCES,
    https: /^https:/i.test(publicUrl ?? settings.PUBLIC_URL ?? ''),
  };
}

export async function writeSecurityHeaders({
  siteDir,
  snapshotPath,
  publicUrl,
  env = process.env,
}: {
  siteDir: string;
  snapshotPath: string;
  publicUrl?: string;
  env?: Record<string, string | undefined>;
}): Promise<InlineCode> {
  const snapshot = SnapshotSchema.parse(JSON.parse(await readFile(snapshotPath, 'utf8')));
  return writeSiteHeaders({ siteDir, ...securityHeaderSettings({ snapshot, publicUrl, env }) });
}
