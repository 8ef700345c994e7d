/**
 * Relevance of semantic search on the demo (a table of questions with the result expected first, a typo among
 * them), and AI answers: cited sources, null when nothing is relevant, never a source the viewer cannot see —
 * with the built-in answerer and with an OpenAI-compatible endpoint (a local stand-in server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../content/policy.ts';
import { createExtractiveProvider, extractAnswer } from '../../../edge/services/ai/extractive.ts';
import { createOpenAiCompatibleProvider, completionsUrl } from '../../../edge/services/ai/openai-compatible.ts';
import { citationsIn } from '../../../edge/services/ai/types.ts';
import { answerQuestion } from '../../../edge/services/search/answer-question.ts';
import { searchForViewer } from '../../../edge/services/search/search-content.ts';
import { buildSearchIndex, type LiveSearch } from '../../../edge/services/search/search-index.ts';
import { jsonOf, makeTestApp } from '../helpers/test-app.ts';
import { DEMO_ORG, PRODUCT, demoSnapshot, forbiddenCanaries, publishDemo } from './demo-fixture.ts';

const MEMBER: Viewer = { mode: 'AccountExternal', accountId: 'acc_1', permissionProfileId: 'pp_standard_nda' };
const ENTERPRISE: Viewer = { mode: 'AccountExternal', accountId: 'acc_2', permissionProfileId: 'pp_enterprise' };

let live: LiveSearch;
beforeAll(async () => {
  const snapshot = demoSnapshot();
  live = { revision: 1, snapshot, index: await buildSearchIndex(snapshot) };
});

/** Question → the title of the result expected first (for an account member of the Standard NDA profile). */
const RELEVANCE: [string, string][] = [
  ['Do you encrypt data at rest?', 'Data Security - Encryption at rest'],
  ['SOC 2 report', 'SOC 2 Type II Report'],
  ['encrytion at rest', 'Data Security - Encryption at rest'],
  ['single sign-on', 'Do you support single sign-on (SSO)?'],
  ['incident response plan', 'Incident Response - Incident response plan'],
  ['vulnerability disclosure', 'Application Security - Vulnerability disclosure program'],
  ['Are you ISO 27001 certified?', 'Are you ISO 27001 certified?'],
  ['data residency', 'Data Privacy - Data residency'],
  ['backup restoration', 'Business Continuity - Backup restoration tests'],
  ['cyber insurance', 'Legal - Cyber liability insurance'],
  ['GDPR', 'Data Privacy - GDPR and UK GDPR program'],
];

describe('relevance on the demo', () => {
  it.each(RELEVANCE)('%s → %s first', async (question, expected) => {
    const page = await searchForViewer({ live, viewer: MEMBER, term: question, productId: PRODUCT });
    expect(page.results[0]?.title).toBe(expected);
  });

  it('finds nothing for words the content does not hold', async () => {
    expect((await searchForViewer({ live, viewer: MEMBER, term: 'capital of france', productId: PRODUCT })).total).toBe(0);
  });
});

describe('AI answers', () => {
  const provider = createExtractiveProvider();

  it('cites its sources: every [n] names one of the sources returned, and each source is cited', async () => {
    const { answer, sources } = await answerQuestion({ live, viewer: MEMBER, question: 'How often are backups tested?', productId: PRODUCT, provider });
    expect(answer).toBeTruthy();
    const cited = citationsIn(answer!, 99);
    expect(cited.length).toBeGreaterThan(0);
    expect([...cited].sort()).toEqual(sources.map((_, i) => i + 1));
    expect(sources.every((s) => s.source === 'semantic')).toBe(true);
    expect(answer).toMatch(/quarter/i);
  });

  it('merges the same sentence from two sources into one that cites both, once', async () => {
    const { answer, sources } = await answerQuestion({ live, viewer: MEMBER, question: 'Do you encrypt customer data at rest?', productId: PRODUCT, provider });
    expect(answer!.match(/AES-256/g)).toHaveLength(1);
    expect(answer).toMatch(/AES-256[^[]*\[1\]\[2\]/);
    expect(sources.map((s) => s.title)).toEqual(expect.arrayContaining(['Data Security - Encryption at rest', 'Do you encrypt customer data at rest?']));
    expect(citationsIn(answer!, 99).sort()).toEqual(sources.map((_, i) => i + 1));
    const merged = extractAnswer('Is data encrypted at rest?', [
      { n: 1, title: 'Encryption', text: 'All customer data is encrypted at rest with AES-256: databases, object storage and backups.' },
      { n: 2, title: 'FAQ', text: 'Yes. All customer data at rest is encrypted with AES-256, including databases, object storage and backups.' },
    ]);
    expect(merged).toEqual({ answer: 'All customer data is encrypted at rest with AES-256: databases, object storage and backups. [1][2]', cited: [1, 2] });
  });

  it('answers null when nothing relevant is found', async () => {
    expect(await answerQuestion({ live, viewer: MEMBER, question: 'What is the capital of France?', productId: PRODUCT, provider })).toEqual({
      answer: null,
      sources: [],
    });
    expect(
      extractAnswer('Who won the football world cup?', [{ n: 1, title: 'Encryption', text: 'All customer data is encrypted at rest with AES-256.' }]),
    ).toEqual({ answer: null, cited: [] });
  });

  it('never quotes a source the viewer cannot see', async () => {
    const forbidden = forbiddenCanaries(live.snapshot, MEMBER);
    const questions = [
      'red team exercise findings',
      'break-glass access',
      'business continuity plan',
      'row level security audit',
      'CANARY-REDTEAMTITLE-849520',
      'internal incident escalation',
    ];
    for (const question of questions) {
      const reply = JSON.stringify(await answerQuestion({ live, viewer: MEMBER, question, productId: PRODUCT, provider }));
      for (const canary of forbidden) expect(reply, `${question} → ${canary}`).not.toContain(canary);
    }
    const publicReply = JSON.stringify(
      await answerQuestion({ live, viewer: { mode: 'Public' }, question: 'SOC 2 report tracking number', productId: PRODUCT, provider }),
    );
    for (const canary of forbiddenCanaries(live.snapshot, { mode: 'Public' })) expect(publicReply).not.toContain(canary);
    // The profile that lists the red team exercise gets it.
    const enterprise = await answerQuestion({ live, viewer: ENTERPRISE, question: 'red team exercise', productId: PRODUCT, provider });
    expect(JSON.stringify(enterprise.sources)).toContain('CANARY-REDTEAMTITLE-849520');
  });
});

describe('OpenAI-compatible provider (local stand-in)', () => {
  let server: Server;
  let url = '';
  const received: { path: string; auth: string | undefined; body: any }[] = [];
  let reply: (body: any) => { status: number; json: unknown } = () => ({ status: 200, json: {} });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        const body = JSON.parse(data);
        received.push({ path: req.url ?? '', auth: req.headers.authorization, body });
        const { status, json } = reply(body);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends only the viewer’s sources, and maps the cited numbers back to them', async () => {
    reply = () => ({
      status: 200,
      json: { choices: [{ message: { role: 'assistant', content: 'Quarterly restore tests verify backups [2]. They are encrypted [1].' } }] },
    });
    const provider = createOpenAiCompatibleProvider({ apiUrl: url, apiKey: 'sk-test', model: 'test-model' });
    const result = await answerQuestion({ live, viewer: MEMBER, question: 'backup red team exercise', productId: PRODUCT, provider });
    const request = received.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    const sent = JSON.stringify(request.body.messages);
    for (const canary of forbiddenCanaries(live.snapshot, MEMBER)) expect(sent).not.toContain(canary);
    // Cited [2] then [1]: renumbered in order of first citation.
    expect(result.answer).toBe('Quarterly restore tests verify backups [1]. They are encrypted [2].');
    expect(result.sources).toHaveLength(2);
    expect(request.body.messages[1].content).toContain(`[2] ${result.sources[0]!.title}`);
    expect(request.body.messages[1].content).toContain(`[1] ${result.sources[1]!.title}`);
  });

  it('answers null when the model says the sources do not answer', async () => {
    reply = () => ({ status: 200, json: { choices: [{ message: { content: 'NO_ANSWER' } }] } });
    const provider = createOpenAiCompatibleProvider({ apiUrl: `${url}/chat/completions`, model: 'm' });
    expect(await answerQuestion({ live, viewer: MEMBER, question: 'encryption at rest', productId: PRODUCT, provider })).toEqual({ answer: null, sources: [] });
    expect(received.at(-1)!.auth).toBeUndefined();
    expect(completionsUrl('https://x.test/v1/')).toBe('https://x.test/v1/chat/completions');
  });

  it('turns an endpoint failure into the spec’s AI failure message on the route', async () => {
    reply = () => ({ status: 500, json: { error: 'boom' } });
    const t = await makeTestApp({ org: DEMO_ORG, config: { search: { dataStore: true, ai: { provider: 'openai', apiUrl: url, model: 'm' } } } });
    try {
      const demo = await publishDemo(t);
      const res = await t.app.fetch(
        t.request(
          'POST',
          `/api/share/${t.org.id}/search/answer`,
          { query: { term: 'encryption at rest', filters: { product: PRODUCT } } },
          { cookie: demo.standard.cookie },
        ),
      );
      expect(res.status).toBe(500);
      expect((await jsonOf(res)).error).toBe('Failed to get an answer from the AI. Please try again later.');
      reply = () => ({ status: 200, json: { choices: [{ message: { content: 'Data is encrypted with AES-256 [1].' } }] } });
      const ok = await jsonOf(
        await t.app.fetch(
          t.request(
            'POST',
            `/api/share/${t.org.id}/search/answer`,
            { query: { term: 'encryption at rest', filters: { product: PRODUCT } } },
            { cookie: demo.standard.cookie },
          ),
        ),
      );
      expect(ok.result.answer).toBe('Data is encrypted with AES-256 [1].');
      expect(ok.result.sources).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
