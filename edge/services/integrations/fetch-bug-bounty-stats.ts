/**
 * HackerOne program statistics for the bug-bounty integration (admin spec §3, §7, §8).
 *
 * Asks HackerOne's GraphQL endpoint (`{HACKERONE_API_URL}/graphql`) for the public `team` of a program handle —
 * the fields HackerOne shows on a program's page: resolved reports, the last resolution, the response-time
 * snapshot (hours) and the average bounty range — and maps them to {@link BugBountyStats}.
 *
 * Outcomes: `team: null` (no such public program) → HACKERONE_NOT_FOUND; a GraphQL error or an answer of the
 * wrong shape → HACKERONE_UNKNOWN; no answer, a timeout or a 5xx → INTEGRATION_TEMPORARY naming HackerOne's host.
 */
import { z } from 'zod';
import { ERRORS, fill } from '../../../content/errors.ts';
import type { BugBountyStats } from '../../../content/contracts/integrations.ts';
import { HACKERONE_HOST } from '../../../content/integrations.ts';
import { AppError, appError } from '../../errors.ts';

/** How long HackerOne may take to answer. */
export const INTEGRATION_TIMEOUT_MS = 10_000;

export const HACKERONE_TEAM_QUERY = `query TrustCenterProgramStatistics($handle: String!) {
  team(handle: $handle) {
    handle
    name
    url
    currency
    resolved_report_count
    last_report_resolved_at
    average_bounty_lower_amount
    average_bounty_upper_amount
    most_recent_sla_snapshot {
      average_time_to_first_program_response
      average_time_to_report_triage
    }
  }
}`;

const nullableNumber = z
  .number()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const TeamSchema = z.object({
  handle: z.string(),
  name: z.string(),
  url: z.string().nullable().optional(),
  currency: z.string().nullable().optional(),
  resolved_report_count: nullableNumber,
  last_report_resolved_at: z.string().nullable().optional(),
  average_bounty_lower_amount: nullableNumber,
  average_bounty_upper_amount: nullableNumber,
  most_recent_sla_snapshot: z
    .object({ average_time_to_first_program_response: nullableNumber, average_time_to_report_triage: nullableNumber })
    .nullable()
    .optional(),
});

const AnswerSchema = z.object({
  data: z.object({ team: TeamSchema.nullable() }).nullable().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

export interface FetchBugBountyStatsOptions {
  /** HackerOne base URL (`integrationsConfig(config).hackeroneApiUrl`). */
  baseUrl: string;
  /** Program handle (`hackeroneHandle(link)`). */
  handle: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The temporary-error text naming the service's host (admin spec §8). */
export function temporaryError(host: string, details?: Record<string, unknown>): AppError {
  return new AppError('INTEGRATION_TEMPORARY', { host, ...details }, fill(ERRORS.INTEGRATION_TEMPORARY.message, { host }));
}

/**
 * The statistics of a public HackerOne program.
 * @throws HACKERONE_NOT_FOUND, HACKERONE_UNKNOWN or INTEGRATION_TEMPORARY (see the module comment).
 */
export async function fetchBugBountyStats({
  baseUrl,
  handle,
  fetch: doFetch = fetch,
  timeoutMs = INTEGRATION_TIMEOUT_MS,
}: FetchBugBountyStatsOptions): Promise<BugBountyStats> {
  const host = new URL(HACKERONE_HOST).host;
  let response: Response;
  try {
    response = await doFetch(`${baseUrl.replace(/\/+$/, '')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: HACKERONE_TEAM_QUERY, variables: { handle } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw temporaryError(host, { reason: error instanceof Error ? error.message : String(error) });
  }
  if (response.status >= 500 || response.status === 429) throw temporaryError(host, { upstreamStatus: response.status });
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = AnswerSchema.safeParse(body);
  if (!response.ok || !parsed.success || parsed.data.errors?.length || !parsed.data.data) {
    throw appError('HACKERONE_UNKNOWN', { upstreamStatus: response.status });
  }
  const team = parsed.data.data.team;
  if (!team) throw appError('HACKERONE_NOT_FOUND', { handle });

  const lower = team.average_bounty_lower_amount;
  const upper = team.average_bounty_upper_amount;
  return {
    handle: team.handle,
    name: team.name,
    url: team.url || `${HACKERONE_HOST}/${team.handle}`,
    programStatistics: {
      reportsResolved: team.resolved_report_count ?? 0,
      lastReportedResolved: team.last_report_resolved_at ?? null,
    },
    responseEfficiency: {
      averageTimeToFirstResponse: team.most_recent_sla_snapshot?.average_time_to_first_program_response ?? null,
      averageTimeToTriage: team.most_recent_sla_snapshot?.average_time_to_report_triage ?? null,
      averageBounty: lower === null && upper === null ? null : { lower: lower ?? upper ?? 0, upper: upper ?? lower ?? 0, currency: team.currency || 'USD' },
    },
  };
}
