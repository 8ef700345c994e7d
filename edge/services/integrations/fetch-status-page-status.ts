/**
 * The live status of a Statuspage page for the status-page integration (admin spec §3, §4, §7, §8).
 *
 * Reads the page's public API: `{page}/api/v2/summary.json` — `status { indicator, description }`, the
 * components and the scheduled maintenances — and maps it to an indicator state of `STATUS_INDICATORS`:
 * a maintenance in progress → `maintenance`; Statuspage's `minor` / `major` / `critical` as they are; `none` with
 * every component operational → `operational`; otherwise `none`.
 *
 * With `STATUSPAGE_API_URL` set the request goes to `{base}/{page host}{page path}/api/v2/summary.json` instead.
 *
 * Outcomes: not a Statuspage answer (404, HTML, another shape) → STATUSPAGE_INVALID; no answer, a timeout or a
 * 5xx → INTEGRATION_TEMPORARY naming the page's host.
 */
import { z } from 'zod';
import type { StatusPageStatus } from '../../../content/contracts/integrations.ts';
import { statusPageUrl, type StatusIndicator } from '../../../content/integrations.ts';
import { appError } from '../../errors.ts';
import { INTEGRATION_TIMEOUT_MS, temporaryError } from './fetch-bug-bounty-stats.ts';

const SummarySchema = z.object({
  page: z.object({ id: z.string(), name: z.string() }).loose(),
  status: z.object({ indicator: z.enum(['none', 'minor', 'major', 'critical']), description: z.string() }),
  components: z.array(z.object({ status: z.string() }).loose()).optional(),
  scheduled_maintenances: z.array(z.object({ status: z.string() }).loose()).optional(),
});

export interface FetchStatusPageStatusOptions {
  /** The status page address as the editor wrote it (`status.acme.com` or `https://acme.statuspage.io`). */
  pageUrl: string;
  /** `integrationsConfig(config).statuspageApiUrl`: empty to ask the page itself. */
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The address of the page's `summary.json` (see the module comment). */
export function summaryUrl(page: string, apiBase = ''): string {
  if (!apiBase) return `${page}/api/v2/summary.json`;
  const url = new URL(page);
  return `${apiBase.replace(/\/+$/, '')}/${url.host}${url.pathname.replace(/\/+$/, '')}/api/v2/summary.json`;
}

/**
 * The page's status: its description and indicator state.
 * @throws STATUSPAGE_INVALID or INTEGRATION_TEMPORARY (see the module comment).
 */
export async function fetchStatusPageStatus({
  pageUrl,
  apiBase = '',
  fetch: doFetch = fetch,
  timeoutMs = INTEGRATION_TIMEOUT_MS,
}: FetchStatusPageStatusOptions): Promise<StatusPageStatus> {
  const page = statusPageUrl(pageUrl);
  if (!page) throw appError('STATUSPAGE_INVALID', { reason: 'not a status page address' });
  const host = new URL(page).host;
  let response: Response;
  try {
    response = await doFetch(summaryUrl(page, apiBase), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw temporaryError(host, { reason: error instanceof Error ? error.message : String(error) });
  }
  if (response.status >= 500 || response.status === 429) throw temporaryError(host, { upstreamStatus: response.status });
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = SummarySchema.safeParse(body);
  if (!response.ok || !parsed.success) throw appError('STATUSPAGE_INVALID', { upstreamStatus: response.status });
  return { description: parsed.data.status.description, status: indicatorOf(parsed.data) };
}

function indicatorOf(summary: z.output<typeof SummarySchema>): StatusIndicator {
  if ((summary.scheduled_maintenances ?? []).some((m) => m.status === 'in_progress' || m.status === 'verifying')) return 'maintenance';
  if (summary.status.indicator !== 'none') return summary.status.indicator;
  const components = summary.components ?? [];
  return components.length > 0 && components.every((c) => c.status === 'operational') ? 'operational' : 'none';
}
