/**
 * The header launcher's markup of the search dialog (site/lib/search/dialog-markup.ts) is what the React dialog
 * renders in the same state, so that React can take the launcher's dialog over (hydrate it) without rebuilding it:
 * compared with React's own server rendering of `SearchDialog`, state by state.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GroupedAnswer } from '../../../content/search/grouping.ts';
import type { SearchResult, SearchResultType, SearchSource } from '../../../content/search/types.ts';
import { SearchDialog } from '../../../site/components/islands/SearchDialog.tsx';
import { dialogMarkup, type Markup } from '../../../site/lib/search/dialog-markup.ts';
import { IDLE_QUERY, type QueryState } from '../../../site/lib/search/query-rules.ts';

const VOID = new Set(['input', 'img', 'path', 'circle']);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function toHtml(node: Markup | string): string {
  if (typeof node === 'string') return escapeHtml(node);
  const attrs = Object.entries(node.attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`);
  if (VOID.has(node.tag) && node.children.length === 0) return `<${node.tag}${attrs.join('')}/>`;
  return `<${node.tag}${attrs.join('')}>${node.children.map(toHtml).join('')}</${node.tag}>`;
}

/**
 * Markup with each tag's attributes sorted and named in lower case (HTML ignores case), self-closing tags alike,
 * React's escapes of `'` undone, and the image preload React's server rendering adds left out.
 */
function normalise(html: string): string {
  return html
    .replace(/^<link [^>]*rel="preload"[^>]*\/>/, '')
    .replace(/&#x27;/g, "'")
    .replace(/<([a-z0-9]+)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag: string, attrs: string, slash: string) => {
      const list = (attrs.match(/[^\s=>/]+(?:="[^"]*")?/g) ?? [])
        .map((a) => (a.includes('=') ? a : `${a}=""`))
        .map((a) => a.replace(/^[^=]+/, (name) => name.toLowerCase()))
        .sort();
      return `<${tag}${list.map((a) => ` ${a}`).join('')}${slash ? '/' : ''}>`;
    })
    .replace(/<(path|circle)([^>]*)><\/\1>/g, '<$1$2/>');
}

const stubSource: SearchSource = { kind: 'local', debounceMs: 100, search: async () => ({ term: '', total: 0, counts: {}, results: [] }) };
const branding = { orgName: 'Acme <Corp>', logo: '/assets/logo.svg', portalTitle: 'Trust Center' };

function result(type: SearchResultType, n: number, extra: Partial<SearchResult> = {}): SearchResult {
  return {
    id: `${type}-${n}`,
    type,
    source: 'local',
    title: `${type} "${n}" & co`,
    subtitle: n % 2 ? `Sub ${n}` : '',
    url: `/${type}/${n}?x=1`,
    excerpt: `Before <mark>encryption</mark> &lt;b&gt; after`,
    metadata: {},
    ...extra,
  };
}

function answer(top: SearchResult, correctedFrom?: string): GroupedAnswer {
  const loaded: GroupedAnswer['loaded'] = {
    knowledge_base: [result('knowledge_base', 1, { metadata: { answer: 'Yes.', comment: 'Since 2020' } }), result('knowledge_base', 2)],
    documents: [result('documents', 1, { metadata: { fileId: 'f1', fileName: 'soc2.pdf', contentType: 'SOC 2 Report', itemUid: 'i1', productId: 'p1' } })],
    trust_center_updates: [result('trust_center_updates', 1, { metadata: { updatedAt: Date.UTC(2025, 0, 2), description: 'Moved.' } })],
    controls: [result('controls', 1, { metadata: { cardTitle: 'Infra', explanation: 'We do.' } })],
    facts: [result('facts', 1)],
    webpage: [result('webpage', 1, { metadata: { explanation: 'About' } })],
    trust_center_content: [result('trust_center_content', 1, { metadata: { cardTitle: 'Card' } })],
  };
  const list = Object.values(loaded).flat();
  const chosen = list.find((r) => r!.id === top.id) ? top : list[0]!;
  const counts = { knowledge_base: 12, documents: 1, trust_center_updates: 1, controls: 4, facts: 1, webpage: 1, trust_center_content: 1 };
  return {
    page: { term: correctedFrom ? 'encryption' : 'encryptoin', ...(correctedFrom ? { correctedFrom } : {}), total: 21, counts, results: [chosen] },
    topMatchId: chosen.id,
    loaded,
  };
}

function compare(term: string, query: QueryState<GroupedAnswer>, logo = branding.logo) {
  const react = renderToStaticMarkup(
    createElement(SearchDialog, { source: stubSource, initialTerm: term, initialQuery: query, orgId: 'org-1', onClose: () => {}, ...branding, logo }),
  );
  const ours = toHtml(dialogMarkup({ ...branding, logo }, { term, query, orgId: 'org-1' }).dialog);
  expect(normalise(ours)).toBe(normalise(react));
}

describe('the launcher’s search dialog markup', () => {
  it('is the React dialog’s with nothing typed, and before a search ran', () => {
    compare('', IDLE_QUERY);
    compare('encryption', IDLE_QUERY, '');
  });

  it('is the React dialog’s while searching, and after a failed search', () => {
    compare('encryption', { status: 'loading', data: null, term: '' });
    compare('encryption', { status: 'error', data: null, term: 'encryption' });
  });

  it('is the React dialog’s with results, whatever the type of the top match', () => {
    const tops = [
      result('knowledge_base', 1),
      result('documents', 1),
      result('trust_center_updates', 1),
      result('controls', 1),
      result('facts', 1),
      result('webpage', 1),
      result('trust_center_content', 1),
    ];
    for (const top of tops) compare('encryption', { status: 'done', data: answer(top), term: 'encryption' });
  });

  it('is the React dialog’s with a corrected term, with no results, and while a new search runs', () => {
    compare('encryptoin', { status: 'done', data: answer(result('facts', 1), 'encryptoin'), term: 'encryptoin' });
    compare('zzz', { status: 'done', data: { page: { term: 'zzz', total: 0, counts: {}, results: [] }, topMatchId: null, loaded: {} }, term: 'zzz' });
    compare('encryption at', { status: 'loading', data: answer(result('facts', 1)), term: 'encryption' });
  });
});
