/**
 * "Get Grade" of the security grades editor (admin spec §5, §7, §8): a company's SecurityScorecard grade.
 *
 * Asks `{SSC_API_URL}/companies/{domain}` (`Authorization: Token {SSC_API_KEY}`), which answers the company's
 * scorecard `{ domain, name, score, grade, … }`.
 *
 * Outcomes: a domain that is not a bare domain, or one SecurityScorecard refuses (400, 404, 422) → SSC_BAD_DOMAIN;
 * a scorecard without a grade yet (`grade` missing or null, or the API's `scorecard_not_calculated` error) →
 * SSC_NOT_CALCULATED; no answer, a timeout, a 5xx or a refused token → SSC_BAD_NETWORK.
 */
import { z } from 'zod';
import type { SecurityScorecardGrade } from '../../../content/contracts/integrations.ts';
import { appError } from '../../errors.ts';
import { INTEGRATION_TIMEOUT_MS } from './fetch-bug-bounty-stats.ts';

const BARE_DOMAIN = /^(?!www\.)(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i;

const ScorecardSchema = z.object({
  domain: z.string().optional(),
  name: z.string().optional(),
  score: z.number().nullable().optional(),
  grade: z.string().nullable().optional(),
});

export interface FetchSecurityScorecardGradeOptions {
  baseUrl: string;
  apiKey?: string;
  domain: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function mentionsNotCalculated(body: unknown): boolean {
  return JSON.stringify(body ?? '').includes('scorecard_not_calculated');
}

/** @throws SSC_BAD_DOMAIN, SSC_NOT_CALCULATED or SSC_BAD_NETWORK (see the module comment). */
export async function fetchSecurityScorecardGrade({
  baseUrl,
  apiKey,
  domain,
  fetch: doFetch = fetch,
  timeoutMs = INTEGRATION_TIMEOUT_MS,
}: FetchSecurityScorecardGradeOptions): Promise<SecurityScorecardGrade> {
  const name = domain.trim().toLowerCase();
  if (!BARE_DOMAIN.test(name)) throw appError('SSC_BAD_DOMAIN', { domain });
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers.authorization = `Token ${apiKey}`;
  let response: Response;
  try {
    response = await doFetch(`${baseUrl.replace(/\/+$/, '')}/companies/${encodeURIComponent(name)}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw appError('SSC_BAD_NETWORK');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (mentionsNotCalculated(body)) throw appError('SSC_NOT_CALCULATED', { domain: name });
  if (response.status === 400 || response.status === 404 || response.status === 422) throw appError('SSC_BAD_DOMAIN', { domain: name });
  if (!response.ok) throw appError('SSC_BAD_NETWORK', { upstreamStatus: response.status });
  const parsed = ScorecardSchema.safeParse(body);
  if (!parsed.success) throw appError('SSC_BAD_NETWORK', { reason: 'unexpected answer' });
  const grade = parsed.data.grade?.trim().toUpperCase();
  if (!grade || !/^[A-F]$/.test(grade)) throw appError('SSC_NOT_CALCULATED', { domain: name });
  return { domain: parsed.data.domain ?? name, grade, score: parsed.data.score ?? null };
}
