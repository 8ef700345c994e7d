/**
 * The widget's semantic source (one POST per term, paged and filtered by type locally, status asked once, the
 * preview query carried) and the AI providers that need no server: Workers AI through its binding, citations.
 */
import { describe, expect, it } from 'vitest';
import { SemanticSearchSource } from '../../site/lib/search/semantic-source.ts';
import { ViewerSearchSource, usesSemantic } from '../../site/components/islands/SearchWidget.tsx';
import { revealChunks } from '../../site/components/islands/SearchAnswerPanel.tsx';
import { createWorkersAiProvider } from '../../edge/services/ai/workers-ai.ts';
import { citationsIn } from '../../edge/services/ai/types.ts';
import { stem, queryTerms } from '../../edge/services/search/text.ts';
import type { SearchResult, SearchSource } from '../../content/search/types.ts';

const result = (id: string, type: SearchResult['type']): SearchResult => ({
  id,
  type,
  source: 'semantic',
  title: id,
  subtitle: '',
  url: `/${id}`,
  excerpt: '',
  metadata: {},
});

function fakeFetch(calls: { url: string; init?: RequestInit }[]) {
  return (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.includes('/status')) return Response.json({ semantic: true, ai: true });
    if (url.includes('/answer')) return Response.json({ result: { answer: 'Yes [1].', sources: [result('a', 'documents')] } });
    const results = [
      result('d1', 'documents'),
      result('f1', 'knowledge_base'),
      result('d2', 'documents'),
      result('d3', 'documents'),
      result('d4', 'documents'),
    ];
    return Response.json({ result: { term: 'soc', total: 5, counts: { documents: 4, knowledge_base: 1 }, results } });
  }) as unknown as typeof fetch;
}

describe('SemanticSearchSource', () => {
  it('posts the term once with the product filter and the preview query, then pages by type locally', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const source = new SemanticSearchSource({ orgId: 'org_1', productId: 'prod_1', query: '?permissionProfileId=pp', fetch: fakeFetch(calls) });
    expect(source.debounceMs).toBe(500);
    const first = await source.search('soc', { limit: 1 });
    expect(first).toMatchObject({ total: 5, counts: { documents: 4, knowledge_base: 1 } });
    expect(first.results.map((r) => r.id)).toEqual(['d1']);
    const docs = await source.search('SOC ', { type: 'documents', offset: 1, limit: 2 });
    expect(docs.results.map((r) => r.id)).toEqual(['d2', 'd3']);
    expect(docs.total).toBe(4);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/share/org_1/search?permissionProfileId=pp');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ query: { term: 'soc', filters: { product: 'prod_1' } } });
    expect(await source.search('  ')).toEqual({ term: '', total: 0, counts: {}, results: [] });
  });

  it('asks the status once, and answers questions', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const source = new SemanticSearchSource({ orgId: 'org_1', productId: 'prod_1', fetch: fakeFetch(calls) });
    expect(await source.status()).toEqual({ semantic: true, ai: true });
    await source.status();
    expect(calls.filter((c) => c.url.endsWith('/search/status'))).toHaveLength(1);
    expect(await source.answer(' Do you? ')).toMatchObject({ answer: 'Yes [1].' });
    expect(JSON.parse(String(calls.at(-1)!.init!.body)).query.term).toBe('Do you?');
  });

  it('reports a failed search as an error, and a failed status as nothing available', async () => {
    const failing = (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch;
    const source = new SemanticSearchSource({ orgId: 'o', productId: 'p', fetch: failing });
    await expect(source.search('x')).rejects.toThrow();
    expect(await source.status()).toEqual({ semantic: false, ai: false });
  });
});

describe('the search of an account member', () => {
  const viewer = {
    kind: 'account',
    orgId: 'o',
    accountId: 'a',
    accountName: 'A',
    member: { email: 'e', firstName: '', lastName: '' },
    productId: 'p',
    view: {} as never,
  } as const;
  const local: SearchSource = { kind: 'local', debounceMs: 100, search: async () => ({ term: 'local', total: 0, counts: {}, results: [] }) };

  it('uses the edge when it serves semantic search, and the local index with its debounce when it does not', async () => {
    const original = globalThis.fetch;
    try {
      globalThis.fetch = fakeFetch([]);
      const served = new ViewerSearchSource(viewer, local);
      expect([served.kind, served.debounceMs]).toEqual(['semantic', 500]);
      expect((await served.search('soc')).total).toBe(5);
      expect(await served.available()).toBe(true);

      globalThis.fetch = (async (url: string) =>
        String(url).includes('/status') ? Response.json({ semantic: false, ai: false }) : new Response('', { status: 500 })) as typeof fetch;
      const unserved = new ViewerSearchSource(viewer, local);
      expect((await unserved.search('soc')).term).toBe('local');
      expect([unserved.kind, unserved.debounceMs]).toEqual(['local', 100]);
      expect(await unserved.available()).toBe(false);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('backend choice and answer reveal', () => {
  it('is semantic for account members and previews as an account or profile only', () => {
    const view = {} as never;
    expect(usesSemantic({ kind: 'public' })).toBe(false);
    expect(
      usesSemantic({
        kind: 'account',
        orgId: 'o',
        accountId: 'a',
        accountName: 'A',
        member: { email: 'e', firstName: '', lastName: '' },
        productId: 'p',
        view,
      }),
    ).toBe(true);
    expect(usesSemantic({ kind: 'preview', orgId: 'o', productId: 'p', previewingAs: { permissionProfileId: 'pp' }, view })).toBe(true);
    expect(usesSemantic({ kind: 'preview', orgId: 'o', productId: 'p', previewingAs: {}, view })).toBe(false);
  });

  it('reveals an answer word by word', () => {
    expect(revealChunks('Data is encrypted [1].')).toEqual(['Data ', 'is ', 'encrypted ', '[1].']);
    expect(revealChunks('Data is encrypted [1].').join('')).toBe('Data is encrypted [1].');
  });
});

describe('AI providers', () => {
  it('Workers AI: runs the model on the binding with the numbered sources only', async () => {
    const runs: { model: string; input: any }[] = [];
    const provider = createWorkersAiProvider({
      binding: {
        run: async (model, input) => {
          runs.push({ model, input });
          return { response: 'Encrypted with AES-256 [2].' };
        },
      },
      model: '@cf/test',
    });
    const reply = await provider.answer('encryption?', [
      { n: 1, title: 'Backups', text: 'Backups are tested.' },
      { n: 2, title: 'Encryption', text: 'AES-256 at rest.' },
    ]);
    expect(reply).toEqual({ answer: 'Encrypted with AES-256 [2].', cited: [2] });
    expect(runs[0]!.model).toBe('@cf/test');
    expect(runs[0]!.input.messages[1].content).toContain('[2] Encryption\nAES-256 at rest.');
    const none = createWorkersAiProvider({ binding: { run: async () => ({ response: 'NO_ANSWER' }) } });
    expect(await none.answer('q', [])).toEqual({ answer: null, cited: [] });
  });

  it('reads citations and stems terms', () => {
    expect(citationsIn('a [2] b [1, 3] c [2] d [9]', 3)).toEqual([2, 1, 3]);
    expect(stem('encryption')).toBe('encrypt');
    expect(stem('policies')).toBe('policy');
    expect(queryTerms('Do you encrypt data at rest?')).toEqual(['encrypt', 'data', 'rest']);
  });
});
