/** The knowledge-base modal's search, filters, paging and empty states (site/lib/knowledge-base.ts), and its modes. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KnowledgeBaseModal } from '../../site/components/islands/KnowledgeBaseModal.tsx';
import { KB_MAX_RESULTS, emptyStateText, filterKnowledgeBase, pageCount, pageOf, timeFilterStart, type KbModalEntry } from '../../site/lib/knowledge-base.ts';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 24 * 60 * 60 * 1000;

function entry(id: string, overrides: Partial<KbModalEntry> = {}): KbModalEntry {
  return {
    objectID: id,
    content: `Question ${id}`,
    answer: `Answer ${id}`,
    comment: '',
    favorite_public: false,
    access_level: 'public',
    product_ids: [],
    date_timestamp: NOW - DAY,
    customer_modified_timestamp: 0,
    ...overrides,
  };
}

describe('filterKnowledgeBase', () => {
  const entries = [
    entry('enc', { content: 'Do you encrypt data at rest?', answer: 'Yes, with AES-256.' }),
    entry('sso', { content: 'Do you support SSO?', answer: 'SAML and OIDC.', comment: 'Enterprise plan' }),
    entry('ana', {
      content: 'Where is analytics data stored?',
      answer: 'In the EU.',
      product_ids: ['analytics'],
      access_level: 'accounts',
      date_timestamp: NOW - 400 * DAY,
    }),
    entry('int', { content: 'Internal runbook?', answer: 'See wiki.', access_level: 'internal', product_ids: ['platform'], date_timestamp: NOW - 20 * DAY }),
  ];
  const ids = (list: KbModalEntry[]) => list.map((e) => e.objectID);

  it('matches every word in the question, answer or comment, ignoring case and accents', () => {
    expect(ids(filterKnowledgeBase(entries, { term: 'ENCRYPT aes' }))).toEqual(['enc']);
    expect(ids(filterKnowledgeBase(entries, { term: 'enterprise' }))).toEqual(['sso']);
    expect(ids(filterKnowledgeBase(entries, { term: 'encrypt saml' }))).toEqual([]);
    expect(ids(filterKnowledgeBase([entry('x', { answer: 'Données chiffrées' })], { term: 'donnees' }))).toEqual(['x']);
    expect(ids(filterKnowledgeBase(entries, { term: '   ' }))).toEqual(['enc', 'sso', 'ana', 'int']);
  });

  it('keeps entries for all products or the page’s product', () => {
    expect(ids(filterKnowledgeBase(entries, { productId: 'platform' }))).toEqual(['enc', 'sso', 'int']);
    expect(ids(filterKnowledgeBase(entries, { productId: 'analytics' }))).toEqual(['enc', 'sso', 'ana']);
  });

  it('filters by access level, products and time (Main mode)', () => {
    expect(ids(filterKnowledgeBase(entries, { access: ['internal', 'accounts'] }))).toEqual(['ana', 'int']);
    expect(ids(filterKnowledgeBase(entries, { products: ['analytics'] }))).toEqual(['enc', 'sso', 'ana']);
    expect(ids(filterKnowledgeBase(entries, { time: '7d', now: NOW }))).toEqual(['enc', 'sso']);
    expect(ids(filterKnowledgeBase(entries, { time: '1m', now: NOW }))).toEqual(['enc', 'sso', 'int']);
    expect(ids(filterKnowledgeBase(entries, { time: '1y', now: NOW }))).toEqual(['enc', 'sso', 'int']);
    expect(ids(filterKnowledgeBase(entries, { time: 'all', now: NOW }))).toHaveLength(4);
  });

  it('caps the results at 1000 minus the page size', () => {
    const many = Array.from({ length: 1200 }, (_, i) => entry(`e${i}`));
    expect(filterKnowledgeBase(many)).toHaveLength(KB_MAX_RESULTS);
    expect(KB_MAX_RESULTS).toBe(990);
  });
});

describe('time filters', () => {
  it('counts months and years on the calendar', () => {
    expect(timeFilterStart('1m', Date.UTC(2026, 5, 15, 12))).toBe(Date.UTC(2026, 4, 15, 12));
    expect(timeFilterStart('1m', Date.UTC(2026, 2, 31, 8))).toBe(Date.UTC(2026, 1, 28, 8)); // clamped to February's last day
    expect(timeFilterStart('1m', Date.UTC(2026, 0, 10))).toBe(Date.UTC(2025, 11, 10));
    expect(timeFilterStart('1y', Date.UTC(2026, 5, 15))).toBe(Date.UTC(2025, 5, 15));
    expect(timeFilterStart('1y', Date.UTC(2028, 1, 29))).toBe(Date.UTC(2027, 1, 28));
    expect(timeFilterStart('7d', NOW)).toBe(NOW - 7 * DAY);
    expect(timeFilterStart('1d', NOW)).toBe(NOW - DAY);
    expect(timeFilterStart('all', NOW)).toBe(0);
  });
});

describe('paging', () => {
  const list = Array.from({ length: 23 }, (_, i) => i);
  it('pages by 10 and clamps the page', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(list, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(list, 2)).toEqual([20, 21, 22]);
    expect(pageOf(list, 9)).toEqual([20, 21, 22]);
    expect(pageOf(list, -1)).toHaveLength(10);
  });
});

describe('empty states', () => {
  it('says "No entries to show" without entries and "No results match this criteria" when nothing matches', () => {
    expect(emptyStateText(0, 0)).toBe('No entries to show');
    expect(emptyStateText(5, 0)).toBe('No results match this criteria');
    expect(emptyStateText(5, 2)).toBeNull();
  });
});

describe('KnowledgeBaseModal modes', () => {
  const render = (mode: 'Main' | 'Public' | 'AccountExternal' | 'Preview') =>
    renderToStaticMarkup(
      createElement(KnowledgeBaseModal, {
        mode,
        open: true,
        onClose: () => {},
        entries: [entry('a')],
        products: [{ productId: 'platform', productName: 'Platform' }],
      }),
    );

  it('shows the filter menu (Access, Products, Time) in Main mode', () => {
    const html = render('Main');
    expect(html).toContain('aria-label="Filters"');
    for (const label of ['Access', 'Products', 'Time', '7 days', '1 month', '1 year', 'All Time']) expect(html).toContain(label);
  });

  it.each(['Public', 'AccountExternal', 'Preview'] as const)('shows no filters in %s mode', (mode) => {
    const html = render(mode);
    expect(html).not.toContain('aria-label="Filters"');
    expect(html).not.toContain('All Time');
    expect(html).toContain('Question a');
    expect(html).toContain('Page 1 of 1');
  });

  it('shows the empty state without entries', () => {
    const html = renderToStaticMarkup(createElement(KnowledgeBaseModal, { mode: 'Public', open: true, onClose: () => {}, entries: [] }));
    expect(html).toContain('No entries to show');
  });
});
