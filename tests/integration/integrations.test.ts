/**
 * Integration routes (admin spec §7, §8) against local stand-ins of HackerOne, Statuspage and SecurityScorecard
 * that answer with the services' documented response shapes.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { freezeRevision } from '../../edge/services/revisions/freeze-revision.ts';
import { markRevision } from '../../edge/services/revisions/mark-revision.ts';
import { demoTeam, startFakeIntegrationServices, type FakeIntegrationServices } from '../fakes/integration-services.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

const orgId = 'org_acme';
const TEMPORARY_HACKERONE =
  "Temporary connection error. It might be due to a temporary issue in hackerone.com. In the meantime, your live status isn't shared on your Trust Center.";

let fakes: FakeIntegrationServices;
let t: TestApp;
let editor: string;
let viewer: string;

beforeAll(async () => {
  fakes = await startFakeIntegrationServices();
});
afterAll(async () => {
  await fakes.close();
});

function snapshotWith(options: { hackerone?: string; statuspage?: string; features?: string[] } = {}) {
  const base = smallSnapshot();
  return {
    ...base,
    plan: { name: 'Growth', features: options.features ?? ['integrations'] },
    cards: [...(base.cards ?? []), { productId: 'main', kind: 'applicationSecurity' }, { productId: 'main', kind: 'infrastructure' }],
    items: [
      ...(base.items ?? []),
      {
        itemUid: 'itm_bounty',
        productId: 'main',
        cardKind: 'applicationSecurity',
        title: 'Bug bounty program',
        slug: 'bug-bounty',
        integrations: options.hackerone ? { hackerone: { allowed: true, enabled: true, link: options.hackerone } } : {},
      },
      {
        itemUid: 'itm_status',
        productId: 'main',
        cardKind: 'infrastructure',
        title: 'Status monitoring',
        slug: 'status',
        integrations: options.statuspage ? { statuspage: { allowed: true, showInCard: true, url: options.statuspage } } : {},
      },
    ],
  };
}

async function seed(options: Parameters<typeof snapshotWith>[0] = {}) {
  await replaceDraft({ db: t.db, orgId, snapshot: snapshotWith(options), by: 'seed' });
}

async function publishDraft() {
  const { number } = await freezeRevision({ db: t.db, orgId, by: 'seed' });
  await markRevision({ db: t.db, orgId, number, status: 'live' });
}

function send(method: string, path: string, cookie: string | null, body?: unknown) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie } : {}));
}

beforeEach(async () => {
  t = await makeTestApp({
    config: {
      integrations: { hackeroneApiUrl: fakes.hackeroneUrl, statuspageApiUrl: fakes.statuspageUrl, sscApiUrl: fakes.sscUrl, sscApiKey: 'ssc-test-key' },
    },
  });
  await seed();
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', t.deps.now());
  fakes.teams.clear();
  fakes.pages.clear();
  fakes.scorecards.clear();
  fakes.failing.clear();
  fakes.requests.length = 0;
  fakes.teams.set('acme', demoTeam('acme'));
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/integrations/hackerone/connect', () => {
  it('answers the program statistics of a valid link', async () => {
    for (const page of ['hackerone.com/acme', 'https://hackerone.com/acme', 'https://www.hackerone.com/Acme/']) {
      const res = await send('POST', '/api/integrations/hackerone/connect', editor, { page });
      expect(res.status, page).toBe(200);
      expect(await jsonOf(res)).toEqual({
        handle: 'acme',
        name: 'Acme',
        url: 'https://hackerone.com/acme',
        programStatistics: { reportsResolved: 128, lastReportedResolved: '2026-01-10T09:30:00.000Z' },
        responseEfficiency: { averageTimeToFirstResponse: 5.5, averageTimeToTriage: 26, averageBounty: { lower: 250, upper: 500, currency: 'USD' } },
      });
    }
    expect(fakes.requests.filter((r) => r.path === '/hackerone/graphql')).toHaveLength(3);
  });

  it('refuses a link that is not {host}/{program} without query parameters', async () => {
    for (const page of ['hackerone.com/acme?type=team', 'https://bugcrowd.com/acme', 'hackerone.com/', 'hackerone.com/acme/reports', '']) {
      const res = await send('POST', '/api/integrations/hackerone/connect', editor, { page });
      expect(res.status, page).toBe(400);
      expect((await jsonOf(res)).error).toBe('Please enter a valid HackerOne link, e.g. https://hackerone.com/acme (without query parameters)');
    }
    expect(fakes.requests).toHaveLength(0);
  });

  it('answers NOT_FOUND for an unknown program, UNKNOWN for a failing query, and the temporary text when HackerOne is down', async () => {
    let res = await send('POST', '/api/integrations/hackerone/connect', editor, { page: 'hackerone.com/nobody' });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      code: 'HACKERONE_NOT_FOUND',
      error: 'Invalid HackerOne connection: please enter a valid HackerOne link or contact support.',
    });

    res = await send('POST', '/api/integrations/hackerone/connect', editor, { page: 'hackerone.com/broken' });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ code: 'HACKERONE_UNKNOWN', error: 'Invalid HackerOne connection. Please try again or contact support.' });

    fakes.failing.add('hackerone');
    res = await send('POST', '/api/integrations/hackerone/connect', editor, { page: 'hackerone.com/acme' });
    expect(res.status).toBe(502);
    expect(await jsonOf(res)).toMatchObject({ code: 'INTEGRATION_TEMPORARY', error: TEMPORARY_HACKERONE });
  });

  it('answers the temporary text when nothing listens at the HackerOne address', async () => {
    const closed = await startFakeIntegrationServices();
    await closed.close();
    t.deps.config.integrations = { hackeroneApiUrl: closed.hackeroneUrl };
    const res = await send('POST', '/api/integrations/hackerone/connect', editor, { page: 'hackerone.com/acme' });
    expect(res.status).toBe(502);
    expect((await jsonOf(res)).error).toBe(TEMPORARY_HACKERONE);
  });

  it('needs an editor session, JSON, and the plan’s integrations feature', async () => {
    expect((await send('POST', '/api/integrations/hackerone/connect', null, { page: 'hackerone.com/acme' })).status).toBe(401);
    expect((await send('POST', '/api/integrations/hackerone/connect', viewer, { page: 'hackerone.com/acme' })).status).toBe(403);
    const text = await t.app.fetch(
      t.request('POST', '/api/integrations/hackerone/connect', 'page=hackerone.com/acme', { cookie: editor, 'content-type': 'text/plain' }),
    );
    expect(text.status).toBe(400);

    await seed({ features: [] });
    const res = await send('POST', '/api/integrations/hackerone/connect', editor, { page: 'hackerone.com/acme' });
    expect(res.status).toBe(402);
    expect(await jsonOf(res)).toMatchObject({ code: 'PLAN_LOCKED', error: 'Upgrade your plan to unlock this feature' });
    expect(fakes.requests).toHaveLength(0);
  });
});

describe('GET /api/integrations/hackerone?productId=', () => {
  it('gives staff the statistics of the draft’s connected program', async () => {
    await seed({ hackerone: 'hackerone.com/acme' });
    const res = await send('GET', '/api/integrations/hackerone?productId=main', viewer);
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).programStatistics.reportsResolved).toBe(128);
  });

  it('gives visitors the live revision’s program, and 404 when none is connected', async () => {
    await seed({ hackerone: 'hackerone.com/acme' });
    expect((await send('GET', '/api/integrations/hackerone?productId=main', null)).status).toBe(404);
    await publishDraft();
    const res = await send('GET', `/api/integrations/hackerone?productId=main&orgId=${orgId}`, null);
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).handle).toBe('acme');
    const other = await send('GET', '/api/integrations/hackerone?productId=other', null);
    expect(other.status).toBe(404);
    expect((await jsonOf(other)).code).toBe('INTEGRATION_NOT_CONNECTED');
  });

  it('reuses the statistics for visitors for a while instead of asking HackerOne on every view; staff get fresh ones', async () => {
    await seed({ hackerone: 'hackerone.com/acme' });
    await publishDraft();
    const anonymous = `/api/integrations/hackerone?productId=main&orgId=${orgId}`;
    await send('GET', anonymous, null);
    await send('GET', anonymous, null);
    expect(fakes.requests).toHaveLength(1);
    t.advance(6 * 60_000);
    await send('GET', anonymous, null);
    expect(fakes.requests).toHaveLength(2);
    await send('GET', '/api/integrations/hackerone?productId=main', viewer);
    await send('GET', '/api/integrations/hackerone?productId=main', viewer);
    expect(fakes.requests).toHaveLength(4);
  });

  it('requires a productId', async () => {
    const res = await send('GET', '/api/integrations/hackerone', viewer);
    expect(res.status).toBe(400);
  });
});

describe('GET /api/integrations/ssc/:domain', () => {
  it('answers the grade with the configured token', async () => {
    fakes.scorecards.set('acme.com', { grade: 'B', score: 86 });
    const res = await send('GET', '/api/integrations/ssc/acme.com', editor);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ domain: 'acme.com', grade: 'B', score: 86 });
    expect(fakes.requests[0]).toMatchObject({ path: '/ssc/companies/acme.com', authorization: 'Token ssc-test-key' });
  });

  it('answers bad_domain, scorecard_not_calculated and bad_network with the spec’s texts', async () => {
    fakes.scorecards.set('new.example', 'not_calculated');
    fakes.scorecards.set('nograde.example', { grade: null, score: null });
    const cases: [string, number, string, string][] = [
      ['unknown.example', 400, 'SSC_BAD_DOMAIN', 'Domain is invalid. Please try a different name.'],
      ['https%3A%2F%2Fwww.acme.com', 400, 'SSC_BAD_DOMAIN', 'Domain is invalid. Please try a different name.'],
      ['new.example', 404, 'SSC_NOT_CALCULATED', 'Your company does not have a score yet. Please try again later'],
      ['nograde.example', 404, 'SSC_NOT_CALCULATED', 'Your company does not have a score yet. Please try again later'],
    ];
    for (const [domain, status, code, error] of cases) {
      const res = await send('GET', `/api/integrations/ssc/${domain}`, editor);
      expect(res.status, domain).toBe(status);
      expect(await jsonOf(res)).toMatchObject({ code, error });
    }
    fakes.failing.add('ssc');
    const res = await send('GET', '/api/integrations/ssc/acme.com', editor);
    expect(res.status).toBe(502);
    expect(await jsonOf(res)).toMatchObject({ code: 'SSC_BAD_NETWORK', error: 'Server error. Please try again.' });
  });

  it('answers bad_network when SecurityScorecard refuses the token', async () => {
    t.deps.config.integrations = { sscApiUrl: fakes.sscUrl };
    fakes.scorecards.set('acme.com', { grade: 'A', score: 95 });
    const res = await send('GET', '/api/integrations/ssc/acme.com', editor);
    expect(res.status).toBe(502);
    expect((await jsonOf(res)).code).toBe('SSC_BAD_NETWORK');
  });

  it('is for editors only', async () => {
    expect((await send('GET', '/api/integrations/ssc/acme.com', null)).status).toBe(401);
    expect((await send('GET', '/api/integrations/ssc/acme.com', viewer)).status).toBe(403);
  });
});

describe('status page', () => {
  const page = (overrides = {}) => ({ name: 'Acme Status', indicator: 'none' as const, description: 'All Systems Operational', ...overrides });

  it('GET /api/integrations/statuspageio/:url answers description and status for each indicator state', async () => {
    const cases: [object, string, string][] = [
      [page(), 'All Systems Operational', 'operational'],
      [page({ components: [] }), 'All Systems Operational', 'none'],
      [page({ indicator: 'minor', description: 'Partially Degraded Service' }), 'Partially Degraded Service', 'minor'],
      [page({ indicator: 'major', description: 'Partial System Outage' }), 'Partial System Outage', 'major'],
      [page({ indicator: 'critical', description: 'Major System Outage' }), 'Major System Outage', 'critical'],
      [page({ maintenanceInProgress: true, description: 'Service Under Maintenance' }), 'Service Under Maintenance', 'maintenance'],
    ];
    for (const [answer, description, status] of cases) {
      fakes.pages.set('status.acme.com', answer as never);
      const res = await send('GET', `/api/integrations/statuspageio/${encodeURIComponent('https://status.acme.com')}`, editor);
      expect(res.status, status).toBe(200);
      expect(await jsonOf(res)).toEqual({ description, status });
    }
    expect(fakes.requests.at(-1)?.path).toBe('/statuspage/status.acme.com/api/v2/summary.json');
  });

  it('accepts an address without a scheme', async () => {
    fakes.pages.set('acme.statuspage.io', page());
    const res = await send('GET', `/api/integrations/statuspageio/${encodeURIComponent('acme.statuspage.io')}`, editor);
    expect(res.status).toBe(200);
  });

  it('answers the invalid-connection text for a page that is not a Statuspage, and the temporary text when it is down', async () => {
    let res = await send('GET', `/api/integrations/statuspageio/${encodeURIComponent('https://nothing.acme.com')}`, editor);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      code: 'STATUSPAGE_INVALID',
      error: 'Invalid Statuspage connection: please enter a valid Statuspage link or contact support',
    });
    res = await send('GET', `/api/integrations/statuspageio/${encodeURIComponent('not a url')}`, editor);
    expect((await jsonOf(res)).code).toBe('STATUSPAGE_INVALID');

    fakes.pages.set('status.acme.com', page());
    fakes.failing.add('status.acme.com');
    res = await send('GET', `/api/integrations/statuspageio/${encodeURIComponent('https://status.acme.com')}`, editor);
    expect(res.status).toBe(502);
    expect((await jsonOf(res)).error).toBe(
      "Temporary connection error. It might be due to a temporary issue in status.acme.com. In the meantime, your live status isn't shared on your Trust Center.",
    );
  });

  it('GET /api/integrations/statuspageio?productId= answers the indicator of the product’s page', async () => {
    fakes.pages.set('status.acme.com', page({ indicator: 'minor', description: 'Partially Degraded Service' }));
    await seed({ statuspage: 'https://status.acme.com' });
    await publishDraft();
    for (const cookie of [viewer, null]) {
      const res = await send('GET', `/api/integrations/statuspageio?productId=main&orgId=${orgId}`, cookie);
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toEqual({ indicator: 'minor', description: 'Partially Degraded Service' });
    }
  });

  it('is plan-gated and for editors', async () => {
    expect((await send('GET', `/api/integrations/statuspageio/x.statuspage.io`, viewer)).status).toBe(403);
    await seed({ features: [] });
    const res = await send('GET', `/api/integrations/statuspageio/x.statuspage.io`, editor);
    expect(res.status).toBe(402);
    expect((await jsonOf(res)).error).toBe('Upgrade your plan to unlock this feature');
  });
});
