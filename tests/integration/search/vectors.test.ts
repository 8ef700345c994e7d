/**
 * Optional vectors: with an OpenAI-compatible embeddings endpoint (a local stand-in that maps words to a few
 * "concept" dimensions), the index stores a vector per record and a query without a word in common with a record
 * still finds it — only among the viewer's own records. A failing endpoint leaves search on BM25.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../content/policy.ts';
import { createMemoryBlobStore } from '../../../edge/blobs/memory.ts';
import { readBlobBytes } from '../../../edge/blobs/types.ts';
import { embedTexts, type EmbeddingsConfig } from '../../../edge/services/search/embeddings.ts';
import { searchForViewer } from '../../../edge/services/search/search-content.ts';
import { buildSearchData, parseSearchData, searchIndexKey, writeSearchIndex, type LiveSearch } from '../../../edge/services/search/search-index.ts';
import { jsonOf, makeTestApp } from '../helpers/test-app.ts';
import { DEMO_ORG, PRODUCT, demoSnapshot, publishDemo } from './demo-fixture.ts';

const CONCEPTS: string[][] = [
  ['encrypt', 'encrypted', 'encryption', 'cryptography', 'cipher', 'aes'],
  ['backup', 'backups', 'restore', 'restoration'],
  ['red', 'team', 'adversary', 'adversarial', 'attacker'],
];
const DIMS = 16;

/** A toy embedding: one dimension per concept, other words hashed lightly into the rest. */
function toyEmbedding(text: string): number[] {
  const v = new Array<number>(DIMS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((c) => c.includes(word));
    if (concept >= 0) v[concept]! += 1;
    else v[CONCEPTS.length + ([...word].reduce((h, ch) => h * 31 + ch.charCodeAt(0), 7) % (DIMS - CONCEPTS.length))]! += 0.05;
  }
  return v;
}

const STANDARD: Viewer = { mode: 'AccountExternal', accountId: 'acc_1', permissionProfileId: 'pp_standard_nda' };
const ENTERPRISE: Viewer = { mode: 'AccountExternal', accountId: 'acc_2', permissionProfileId: 'pp_enterprise' };
const RED_TEAM = 'CANARY-REDTEAMTITLE-849520';

describe('search with vectors', () => {
  let server: Server;
  let config: EmbeddingsConfig;
  let failing = false;
  let requests = 0;
  let live: LiveSearch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        requests++;
        if (failing) {
          res.writeHead(503).end();
          return;
        }
        const { input } = JSON.parse(data) as { input: string[] };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: input.map((text, index) => ({ index, embedding: toyEmbedding(text) })) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    config = { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'toy' };
    const snapshot = demoSnapshot();
    live = { revision: 1, snapshot, ...(await buildSearchData(snapshot, config)) };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds a record that shares the meaning of the query but none of its words', async () => {
    const term = 'cryptography';
    expect((await searchForViewer({ live, viewer: STANDARD, term, productId: PRODUCT })).total).toBe(0);
    const [vector] = await embedTexts(config, [term]);
    const page = await searchForViewer({ live, viewer: STANDARD, term, productId: PRODUCT, queryVector: vector });
    expect(page.total).toBeGreaterThan(0);
    expect(`${page.results[0]!.title} ${page.results[0]!.excerpt}`).toMatch(/ncrypt/i);
  });

  it('keeps vector hits within the viewer’s view', async () => {
    const [vector] = await embedTexts(config, ['adversary simulation']);
    const standard = JSON.stringify(await searchForViewer({ live, viewer: STANDARD, term: 'adversary simulation', productId: PRODUCT, queryVector: vector }));
    expect(standard).not.toContain(RED_TEAM);
    const enterprise = JSON.stringify(
      await searchForViewer({ live, viewer: ENTERPRISE, term: 'adversary simulation', productId: PRODUCT, queryVector: vector }),
    );
    expect(enterprise).toContain(RED_TEAM);
    const anonymous = JSON.stringify(
      await searchForViewer({ live, viewer: { mode: 'Public' }, term: 'adversary simulation', productId: PRODUCT, queryVector: vector }),
    );
    expect(anonymous).not.toContain(RED_TEAM);
  });

  it('stores the vectors with the index at publish, and stores the index without them when the endpoint fails', async () => {
    const blobs = createMemoryBlobStore();
    await writeSearchIndex({ blobs, orgId: 'org_x', revision: 3, snapshot: live.snapshot, embeddings: config });
    const stored = parseSearchData(new TextDecoder().decode((await readBlobBytes(blobs, searchIndexKey('org_x', 3)))!), 3);
    expect(stored?.vectors?.model).toBe('toy');
    expect(stored!.vectors!.byId.size).toBe(stored!.index.documentCount);
    failing = true;
    try {
      await writeSearchIndex({ blobs, orgId: 'org_x', revision: 4, snapshot: live.snapshot, embeddings: config });
      const plain = parseSearchData(new TextDecoder().decode((await readBlobBytes(blobs, searchIndexKey('org_x', 4)))!), 4);
      expect(plain?.vectors).toBeUndefined();
      expect(plain!.index.documentCount).toBe(stored!.index.documentCount);
    } finally {
      failing = false;
    }
  });

  it('the route ranks with vectors when they are configured, and falls back to BM25 when the endpoint fails', async () => {
    const t = await makeTestApp({ org: DEMO_ORG, config: { search: { dataStore: true, embeddings: config } } });
    try {
      const demo = await publishDemo(t);
      const body = { query: { term: 'cryptography', filters: { product: PRODUCT } } };
      const res = await jsonOf(await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/search`, body, { cookie: demo.standard.cookie })));
      expect(res.result.total).toBeGreaterThan(0);
      failing = true;
      const before = requests;
      const fallback = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/search`, body, { cookie: demo.standard.cookie }));
      expect(fallback.status).toBe(200);
      expect((await jsonOf(fallback)).result.total).toBe(0);
      expect(requests).toBeGreaterThan(before);
    } finally {
      failing = false;
      await t.close();
    }
  });
});
