/**
 * Writes a built site's `_headers` (`edge/node/site-headers.ts`): the security headers of its pages, with the
 * Content-Security-Policy allowing the inline code of its final HTML by hash, the third-party scripts its
 * customization configures (`consentScripts`) and their providers' hosts, PORTAL_FRAME_ANCESTORS and
 * CSP_EXTRA_SOURCES. Workers Static Assets applies the file on Cloudflare; the embedded server reads it.
 */
import { readFile } from 'node:fs/promises';
import { SnapshotSchema } from '../../../content/index.ts';
import { parseEnv } from '../../config/env.ts';
import { writeSiteHeaders, type InlineCode } from '../site-headers.ts';
import { thirdPartySources } from '../../security-headers.ts';
import { consentScripts } from '../../../site/lib/shell.ts';

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
  const settings = parseEnv(env);
  const https = /^https:/i.test(publicUrl ?? settings.PUBLIC_URL ?? '');
  return writeSiteHeaders({
    siteDir,
    thirdParty: thirdPartySources(consentScripts(snapshot.customization).map((s) => s.src)),
    frameAncestors: settings.PORTAL_FRAME_ANCESTORS,
    extra: settings.CSP_EXTRA_SOURCES,
    https,
  });
}
