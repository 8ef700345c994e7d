import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PAGEFIND_SIGNATURE,
  decodePagefindFile,
  discoverGetRoutes,
  expandRoute,
  findCanaries,
  pagePaths,
  scanTree,
  unplanted,
  withoutSearchEcho,
} from '../../scripts/check-canaries.ts';

const CANARY = { canary: 'GH-CANARY-x7Q2', where: 'a private document' };
const OTHER = { canary: 'NDA & <only> text', where: 'an NDA-gated item' };

const dirs: string[] = [];
function tree(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'canary-unit-'));
  dirs.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const signed = (text: string) => Buffer.concat([Buffer.from(PAGEFIND_SIGNATURE), Buffer.from(text)]);

describe('decodePagefindFile', () => {
  it('reads gzip with the signature inside the stream (Pagefind 1.x)', () => {
    expect(decodePagefindFile(gzipSync(signed('{"content":"hi"}'))).toString()).toBe('{"content":"hi"}');
  });
  it('reads a signature in front of the gzip stream', () => {
    expect(decodePagefindFile(Buffer.concat([Buffer.from(PAGEFIND_SIGNATURE), gzipSync('payload')])).toString()).toBe('payload');
  });
  it('reads raw deflate', () => {
    expect(decodePagefindFile(deflateRawSync(signed('deflated'))).toString()).toBe('deflated');
  });
  it('throws on bytes that are not compressed index data', () => {
    expect(() => decodePagefindFile(Buffer.from('just some text'))).toThrow();
  });
});

describe('findCanaries', () => {
  it('finds a canary whatever its case, HTML-escaped or URL-encoded', () => {
    expect(findCanaries('<p>gh-canary-X7Q2</p>', [CANARY])).toEqual([CANARY]);
    expect(findCanaries('<p>NDA &amp; &lt;only&gt; text</p>', [OTHER])).toEqual([OTHER]);
    expect(findCanaries('/search?q=NDA%20%26%20%3Conly%3E%20text', [OTHER])).toEqual([OTHER]);
  });
  it('finds nothing in clean text', () => {
    expect(findCanaries('<p>GH-CANARY only partly</p>', [CANARY, OTHER])).toEqual([]);
  });
});

describe('withoutSearchEcho', () => {
  it('drops only the echo of the typed term from a search answer: a canary in a result is still found', () => {
    const typed = CANARY.canary;
    const clean = JSON.stringify({ result: { term: typed, correctedFrom: typed, total: 0, counts: {}, results: [] } });
    expect(findCanaries(withoutSearchEcho(clean, typed), [CANARY])).toEqual([]);
    const leaking = JSON.stringify({ result: { term: typed, total: 1, results: [{ title: 'Red team', excerpt: `<mark>${typed}</mark>` }] } });
    expect(findCanaries(withoutSearchEcho(leaking, typed), [CANARY])).toEqual([CANARY]);
    // A corrected term that is not what was typed, or any other body, is scanned whole.
    expect(findCanaries(withoutSearchEcho(JSON.stringify({ result: { term: `${typed} x` } }), typed), [CANARY])).toEqual([CANARY]);
    expect(withoutSearchEcho(`oops ${typed}`, typed)).toBe(`oops ${typed}`);
    expect(withoutSearchEcho(JSON.stringify({ error: typed }), typed)).toContain(typed);
  });
});

describe('unplanted', () => {
  it('names the canaries a content folder does not hold (a check of those would prove nothing)', async () => {
    const root = tree({ 'items.json': `[{"title":"Red team ${CANARY.canary}"}]`, 'files/a.pdf': 'pdf' });
    expect(await unplanted(root, [CANARY, OTHER])).toEqual([OTHER]);
  });
});

describe('scanTree', () => {
  it('reports nothing for a clean build', async () => {
    const root = tree({
      'index.html': '<h1>Northwind</h1>',
      'pagefind/fragment/a.pf_fragment': gzipSync(signed('{"content":"Northwind"}')),
    });
    const result = await scanTree(root, [CANARY]);
    expect(result).toMatchObject({ files: 2, pagefindFiles: 1, leaks: [], errors: [] });
  });

  it('finds a canary in plain bytes, in a file name and only after decompressing a Pagefind fragment', async () => {
    const root = tree({
      'item/soc2/index.html': `<p>${CANARY.canary}</p>`,
      [`files/${CANARY.canary}.pdf`]: 'pdf',
      'pagefind/fragment/b.pf_fragment': gzipSync(signed(JSON.stringify({ content: `text ${OTHER.canary}` }))),
    });
    const result = await scanTree(root, [CANARY, OTHER]);
    expect(result.leaks.map((l) => [l.canary, l.foundIn]).sort()).toEqual(
      [
        [CANARY.canary, `files/${CANARY.canary}.pdf (file name)`],
        [CANARY.canary, path.join('item', 'soc2', 'index.html')],
        [OTHER.canary, `${path.join('pagefind', 'fragment', 'b.pf_fragment')} (decompressed)`],
      ].sort(),
    );
  });

  it('counts an unreadable Pagefind file as an error, not as clean', async () => {
    const root = tree({ 'pagefind/index/x.pf_index': 'not compressed' });
    const result = await scanTree(root, [CANARY]);
    expect(result.errors).toHaveLength(1);
  });
});

describe('pagePaths', () => {
  it('maps built HTML files to the URLs that serve them', async () => {
    const root = tree({
      'index.html': '',
      '404.html': '',
      'item/soc2/index.html': '',
      'product/cloud/pentest/index.html': '',
      'pagefind/x.html': '',
    });
    expect(await pagePaths(root)).toEqual(['/', '/404.html', '/item/soc2/', '/product/cloud/pentest/']);
  });
});

describe('route probing', () => {
  it("reads the edge API's GET routes from its route modules", async () => {
    const routes = await discoverGetRoutes();
    expect(routes).toContain('/api/health');
    expect(routes).toContain('/api/admin/draft');
    expect(routes).toContain('/api/share/:orgId/subscribe/confirm');
    expect(routes.some((route) => route.includes('*'))).toBe(false);
  }, 60_000); // imports the whole edge API

  it('fills each parameter with every id of its kind, bounded', () => {
    const values = { orgId: ['org_1'], itemUid: ['a', 'b'], fileId: ['f1'], productId: ['p1', 'p2'] };
    expect(expandRoute('/api/share/:orgId/items/:itemUid', values)).toEqual(['/api/share/org_1/items/a', '/api/share/org_1/items/b']);
    expect(expandRoute('/api/documents/:id', values)).toEqual(['/api/documents/f1']);
    expect(expandRoute('/x/:productId/:token', values)).toEqual(['/x/p1/x', '/x/p2/x']);
    expect(expandRoute('/x/:itemUid/:productId', values, 3)).toHaveLength(3);
  });
});
