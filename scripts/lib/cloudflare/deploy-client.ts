/**
 * The CI side of the publish loop, talking to the Worker's `/api/deploy/…` routes:
 *
 * - `buildFromWorker` (`glasshouse build --from <worker url> --revision <n>`): downloads the frozen revision's
 *   snapshot and public assets with a build token, and builds the static site from them with the Worker's
 *   `PUBLIC_URL`;
 * - `sendDeployReport` (`glasshouse cloudflare report`): the signed report that marks the revision deploying, live
 *   or failed (with the tail of a log).
 *
 * The build token is `GLASSHOUSE_BUILD_TOKEN` (a deploy hook sends one), else one made here from
 * `GLASSHOUSE_DEPLOY_SECRET`, valid 30 minutes for this organisation and revision only.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildBundle, DeployReportResult } from '../../../content/contracts/publishing.ts';
import { createBuildToken } from '../../../edge/services/deploy/build-token.ts';
import { SIGNATURE_HEADER, signBody } from '../../../edge/services/deploy/signature.ts';
import type { DeployReportStatus } from '../../../edge/services/deploy/report-deploy.ts';
import { CliError } from '../../commands/types.ts';

/** How long a build token made by the CLI lasts. */
const CLI_BUILD_TOKEN_TTL_SECONDS = 30 * 60;

export interface DeployClientOptions {
  /** The Worker's address (its PUBLIC_URL). */
  workerUrl: string;
  /** The organisation's id or slug. */
  org: string;
  revision: number;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

function deployUrl({ workerUrl, org, revision }: Pick<DeployClientOptions, 'workerUrl' | 'org' | 'revision'>, suffix = ''): string {
  return `${workerUrl.replace(/\/+$/, '')}/api/deploy/${encodeURIComponent(org)}/revisions/${revision}${suffix}`;
}

/** The build token to download with: GLASSHOUSE_BUILD_TOKEN, else one made from GLASSHOUSE_DEPLOY_SECRET. */
export async function buildTokenFor({ org, revision, env }: Pick<DeployClientOptions, 'org' | 'revision' | 'env'>): Promise<string> {
  const given = env.GLASSHOUSE_BUILD_TOKEN?.trim();
  if (given) return given;
  const secret = env.GLASSHOUSE_DEPLOY_SECRET?.trim();
  if (!secret) throw new CliError('Set GLASSHOUSE_DEPLOY_SECRET (the secret the Worker has) or GLASSHOUSE_BUILD_TOKEN to download a revision from the Worker.');
  return createBuildToken({ secret, org, revision, ttlSeconds: CLI_BUILD_TOKEN_TTL_SECONDS });
}

async function failure(response: Response, what: string): Promise<CliError> {
  const text = await response.text().catch(() => '');
  let message = text.slice(0, 300);
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? message;
  } catch {
    // not JSON
  }
  return new CliError(`${what} failed: the Worker answered ${response.status}${message ? `: ${message}` : ''}`);
}

async function get(url: string, token: string, doFetch: typeof fetch, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await doFetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new CliError(`${what} failed: ${url} could not be reached (${(error as Error).message}).`);
  }
  if (!response.ok) throw await failure(response, what);
  return response;
}

export interface DownloadedRevision {
  bundle: BuildBundle;
  /** The snapshot file written. */
  snapshotFile: string;
}

/** Downloads the revision's facts and snapshot (into `scratch`). */
export async function downloadRevision(options: DeployClientOptions & { scratch: string }): Promise<DownloadedRevision> {
  const doFetch = options.fetch ?? fetch;
  const token = await buildTokenFor(options);
  const bundle = (await (await get(deployUrl(options), token, doFetch, `Reading revision ${options.revision}`)).json()) as BuildBundle;
  const snapshot = await (await get(deployUrl(options, '/snapshot'), token, doFetch, `Downloading the snapshot of revision ${options.revision}`)).text();
  const snapshotFile = path.join(options.scratch, 'snapshot.json');
  await writeFile(snapshotFile, snapshot);
  return { bundle, snapshotFile };
}

/** Downloads the public assets into `<outDir>/assets/`. Returns how many. */
export async function downloadAssets(options: DeployClientOptions & { assets: string[]; outDir: string }): Promise<number> {
  const doFetch = options.fetch ?? fetch;
  const token = await buildTokenFor(options);
  for (const asset of options.assets) {
    const response = await get(deployUrl(options, `/asset?path=${encodeURIComponent(asset)}`), token, doFetch, `Downloading the asset ${asset}`);
    const file = path.join(options.outDir, 'assets', ...asset.split('/'));
    const relative = path.relative(path.join(options.outDir, 'assets'), file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new CliError(`The Worker listed an asset outside the assets folder: ${asset}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, new Uint8Array(await response.arrayBuffer()));
  }
  return options.assets.length;
}

export interface ReportOptions extends DeployClientOptions {
  status: DeployReportStatus;
  /** The build and deploy output (its end is kept). */
  log?: string;
  /** The clock (ms since the epoch) that dates the report. */
  now?: () => number;
}

/** Sends the signed report; resolves with the revision's new status. */
export async function sendDeployReport(options: ReportOptions): Promise<DeployReportResult> {
  const secret = options.env.GLASSHOUSE_DEPLOY_SECRET?.trim();
  if (!secret) throw new CliError('Set GLASSHOUSE_DEPLOY_SECRET (the secret the Worker has) to sign the report.');
  const body = JSON.stringify({
    orgId: options.org,
    revision: options.revision,
    status: options.status,
    ...(options.log ? { log: options.log.slice(-64_000) } : {}),
    sentAt: (options.now ?? Date.now)(),
  });
  const url = deployUrl(options, '/report');
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await signBody(secret, body) },
      body,
    });
  } catch (error) {
    throw new CliError(`Reporting revision ${options.revision} as ${options.status} failed: ${url} could not be reached (${(error as Error).message}).`);
  }
  if (!response.ok) throw await failure(response, `Reporting revision ${options.revision} as ${options.status}`);
  return (await response.json()) as DeployReportResult;
}
