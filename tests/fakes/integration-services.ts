/**
 * Local stand-ins for the third-party services of the integrations, speaking their documented response shapes,
 * on one node:http server bound to 127.0.0.1:
 *
 *   {url}/hackerone/graphql                         HackerOne GraphQL: `{ data: { team } }` (team null when unknown)
 *   {url}/statuspage/{page host}{path}/api/v2/summary.json   Statuspage summary: page, components, incidents,
 *                                                   scheduled_maintenances, status { indicator, description }
 *   {url}/ssc/companies/{domain}                    SecurityScorecard company scorecard: { domain, name, score, grade, … }
 *
 * Point the edge at them with HACKERONE_API_URL={url}/hackerone, STATUSPAGE_API_URL={url}/statuspage and
 * SSC_API_URL={url}/ssc. Tests change the answers through the returned maps; `failing` makes a host answer 503.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTeam {
  handle: string;
  name: string;
  url?: string;
  currency?: string;
  resolved_report_count: number | null;
  last_report_resolved_at: string | null;
  average_bounty_lower_amount: number | null;
  average_bounty_upper_amount: number | null;
  most_recent_sla_snapshot: { average_time_to_first_program_response: number | null; average_time_to_report_triage: number | null } | null;
}

export interface FakeStatusPage {
  name: string;
  indicator: 'none' | 'minor' | 'major' | 'critical';
  description: string;
  components?: { name: string; status: string }[];
  maintenanceInProgress?: boolean;
}

export type FakeScorecard = { grade: string | null; score: number | null; name?: string } | 'not_calculated';

export interface FakeIntegrationServices {
  url: string;
  hackeroneUrl: string;
  statuspageUrl: string;
  sscUrl: string;
  /** HackerOne programs by handle; `broken` answers a GraphQL error. */
  teams: Map<string, FakeTeam>;
  /** Status pages by `host` + path (`status.acme.com`, `acme.statuspage.io`). */
  pages: Map<string, FakeStatusPage>;
  /** Scorecards by domain. */
  scorecards: Map<string, FakeScorecard>;
  /** Services answering 503 (`hackerone`, `ssc`, or a status page key). */
  failing: Set<string>;
  /** Every request: method, path and the Authorization header. */
  requests: { method: string; path: string; authorization?: string }[];
  close(): Promise<void>;
}

export function demoTeam(handle = 'acme'): FakeTeam {
  return {
    handle,
    name: 'Acme',
    url: `https://hackerone.com/${handle}`,
    currency: 'USD',
    resolved_report_count: 128,
    last_report_resolved_at: '2026-01-10T09:30:00.000Z',
    average_bounty_lower_amount: 250,
    average_bounty_upper_amount: 500,
    most_recent_sla_snapshot: { average_time_to_first_program_response: 5.5, average_time_to_report_triage: 26 },
  };
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function summary(page: FakeStatusPage, key: string) {
  const components = page.components ?? [{ name: 'API', status: page.indicator === 'none' ? 'operational' : 'degraded_performance' }];
  return {
    page: { id: key.replace(/\W/g, '').slice(0, 12), name: page.name, url: `https://${key}`, time_zone: 'Etc/UTC', updated_at: '2026-01-15T12:00:00.000Z' },
    components: components.map((c, i) => ({
      id: `c${i}`,
      name: c.name,
      status: c.status,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2026-01-15T12:00:00.000Z',
      position: i + 1,
      description: null,
      showcase: true,
      group_id: null,
      page_id: 'p',
      group: false,
      only_show_if_degraded: false,
    })),
    incidents: [],
    scheduled_maintenances: page.maintenanceInProgress
      ? [
          {
            id: 'm1',
            name: 'Database upgrade',
            status: 'in_progress',
            impact: 'maintenance',
            scheduled_for: '2026-01-15T11:00:00.000Z',
            scheduled_until: '2026-01-15T13:00:00.000Z',
          },
        ]
      : [],
    status: { indicator: page.indicator, description: page.description },
  };
}

/** Starts the fake services on 127.0.0.1 (`port` 0 picks a free one). */
export async function startFakeIntegrationServices(port = 0): Promise<FakeIntegrationServices> {
  const teams = new Map<string, FakeTeam>();
  const pages = new Map<string, FakeStatusPage>();
  const scorecards = new Map<string, FakeScorecard>();
  const failing = new Set<string>();
  const requests: FakeIntegrationServices['requests'] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization });

    if (path === '/hackerone/graphql' && req.method === 'POST') {
      if (failing.has('hackerone')) return send(res, 503, '<html>Service Unavailable</html>', 'text/html');
      let body: { query?: string; variables?: { handle?: string } };
      try {
        body = JSON.parse(await bodyOf(req));
      } catch {
        return send(res, 400, { errors: [{ message: 'Invalid JSON' }] });
      }
      const handle = body.variables?.handle ?? '';
      if (!body.query?.includes('team(handle: $handle)')) return send(res, 200, { errors: [{ message: 'Unknown query' }] });
      if (handle === 'broken') return send(res, 200, { data: null, errors: [{ message: 'Internal error', locations: [{ line: 2, column: 3 }] }] });
      return send(res, 200, { data: { team: teams.get(handle) ?? null } });
    }

    const status = /^\/statuspage\/(.+)\/api\/v2\/summary\.json$/.exec(path);
    if (status && req.method === 'GET') {
      const key = status[1]!;
      if (failing.has(key)) return send(res, 503, '<html>Service Unavailable</html>', 'text/html');
      const page = pages.get(key);
      if (!page) return send(res, 404, '<!doctype html><title>Page not found</title>', 'text/html');
      return send(res, 200, summary(page, key));
    }

    const company = /^\/ssc\/companies\/([^/]+)$/.exec(path);
    if (company && req.method === 'GET') {
      if (failing.has('ssc')) return send(res, 500, { error: { statusCode: 500, message: 'Internal Server Error' } });
      if (!req.headers.authorization?.startsWith('Token ')) return send(res, 401, { error: { statusCode: 401, message: 'Unauthorized' } });
      const domain = company[1]!;
      const card = scorecards.get(domain);
      if (!card) return send(res, 404, { error: { statusCode: 404, message: `Company not found: ${domain}` } });
      if (card === 'not_calculated')
        return send(res, 409, { error: { statusCode: 409, code: 'scorecard_not_calculated', message: 'Scorecard not calculated yet' } });
      return send(res, 200, {
        domain,
        name: card.name ?? domain,
        industry: 'technology',
        size: 'size_51_to_200',
        score: card.score,
        grade: card.grade,
        last30day_score_change: 0,
        created_at: '2024-03-01T00:00:00.000Z',
        grade_url: `https://securityscorecard.io/security-rating/${domain}`,
        is_custom_vendor: false,
      });
    }

    send(res, 404, { error: 'not found' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hackeroneUrl: `${url}/hackerone`,
    statuspageUrl: `${url}/statuspage`,
    sscUrl: `${url}/ssc`,
    teams,
    pages,
    scorecards,
    failing,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
