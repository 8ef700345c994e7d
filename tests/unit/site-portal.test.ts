import { describe, expect, it } from 'vitest';
import { SnapshotSchema, publicView, type SnapshotInput } from '../../content/index.ts';
import {
  certificationItems,
  documentGroups,
  gridCards,
  helpLinks,
  itemPageParams,
  portalSections,
  productPages,
  subprocessorTable,
} from '../../site/lib/portal.ts';
import { CANARIES, fixtureSnapshot } from '../integration/build-fixture.ts';

const P = 'prod-main';
const view = (input: SnapshotInput = fixtureSnapshot()) => publicView(SnapshotSchema.parse(input));

describe('portalSections', () => {
  it('follows the configured order and leaves out empty sections', () => {
    const ids = portalSections(view(), P, 'Security Portal').map((s) => s.id);
    // trusted_by has no entries in the fixture; the rest of the configured order is kept.
    expect(ids).toEqual(['overview', 'certifications', 'subprocessors', 'documents', 'cards', 'knowledge_base', 'updates', 'help']);
  });

  it('leaves out sections hidden in the page config and follows a re-ordered list', () => {
    const input = fixtureSnapshot();
    input.pages![0]!.sectionOrder = ['help', 'cards', 'overview', 'subprocessors'];
    input.pages![0]!.config = { overview: { hidden: false, text: '' }, subprocessors: { hidden: true } };
    const sections = portalSections(view(input), P, 'Security Portal');
    expect(sections.map((s) => s.id)).toEqual(['help', 'cards', 'overview']);
    const overview = sections.find((s) => s.id === 'overview');
    // An empty overview text falls back to the default welcome.
    expect(overview && 'text' in overview && overview.text).toContain("Welcome to Acme Cloud's Security Portal");
  });

  it('renders a combined overview and certifications section once', () => {
    const input = fixtureSnapshot();
    input.pages![0]!.sectionOrder = ['overview_and_certifications', 'cards', 'cards'];
    const sections = portalSections(view(input), P, 'Trust Center');
    expect(sections.map((s) => s.id)).toEqual(['overview_and_certifications', 'cards']);
    const combined = sections[0]!;
    expect(combined.id === 'overview_and_certifications' && combined.certifications.map((i) => i.itemUid)).toEqual(['cert-soc2', 'cert-iso']);
  });
});

describe('cards grid', () => {
  it('lists visible non-section cards in order with their items in order', () => {
    const cards = gridCards(view(), P);
    expect(cards.map((c) => c.card.kind)).toEqual(['dataSecurity', 'legal']); // esg is hidden
    expect(cards[0]!.title).toBe('Data Security');
    expect(cards[0]!.items.map((i) => [i.title, i.enabledState])).toEqual([
      ['Encryption at rest', 'enabled'],
      ['Backups', 'workInProgress'],
      ['Data loss prevention', 'notEnabled'],
      ['Data masking', 'enabled'],
    ]);
  });

  it('keeps a restricted item as a locked title and drops a restricted hidden one', () => {
    const legal = gridCards(view(), P).find((c) => c.card.kind === 'legal')!;
    expect(legal.items).toHaveLength(1);
    expect(legal.items[0]).toMatchObject({ title: 'Penetration test report', locked: true, explanation: '', files: [] });
    expect(JSON.stringify(view())).not.toContain(CANARIES.hiddenItemTitle);
  });
});

describe('section data', () => {
  it('shows enabled and in-progress certifications only', () => {
    const input = fixtureSnapshot();
    input.items!.push({ itemUid: 'cert-old', productId: P, cardKind: 'certifications', title: 'PCI DSS', slug: 'pci', enabledState: 'notEnabled' });
    expect(certificationItems(view(input), P).map((i) => i.itemUid)).toEqual(['cert-soc2', 'cert-iso']);
  });

  it('counts withheld documents of a locked item without naming them', () => {
    const groups = documentGroups(view(), P);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ kind: 'legal', label: 'Legal', count: 1 });
    expect(groups[0]!.entries[0]!.files).toEqual([]);
  });

  it('shows only subprocessor columns that have a value', () => {
    expect(subprocessorTable(view(), P).columns).toEqual({ purpose: true, location: true, additionalDetails: false });
  });

  it('offers help links only when enabled and reachable', () => {
    expect(helpLinks(view())).toEqual([
      { label: 'Contact support', href: 'mailto:support@acme.example' },
      { label: 'Report issue', href: 'mailto:security@acme.example' },
    ]);
    const input = fixtureSnapshot();
    input.customization = {
      contactSupport: { enabled: true, onClickAction: 'direct-to-site', supportUrl: 'help.acme.example/support' },
      reportIssue: { enabled: false },
    };
    expect(helpLinks(view(input))).toEqual([{ label: 'Contact support', href: 'https://help.acme.example/support' }]);
  });
});

describe('item pages', () => {
  it('uses /item/{slug} with one product', () => {
    const params = itemPageParams(view());
    expect(params.product).toEqual([]);
    expect(params.item.map((p) => p.slug).sort()).toEqual(['backups', 'data-masking', 'dlp', 'encryption-at-rest', 'iso-27001', 'pentest-report', 'soc-2']);
  });

  it('uses /product/{slug with spaces as plus}/{slug} with several products', () => {
    const input = fixtureSnapshot();
    input.products!.push({ productId: 'prod-eu', productName: 'EU Cloud', productSlug: 'eu cloud' });
    input.cards!.push({ productId: 'prod-eu', kind: 'dataSecurity' });
    input.items!.push({ itemUid: 'eu-enc', productId: 'prod-eu', cardKind: 'dataSecurity', title: 'EU encryption', slug: 'encryption-at-rest' });
    const v = view(input);
    const params = itemPageParams(v);
    expect(params.item).toEqual([]);
    expect(params.product).toContainEqual(expect.objectContaining({ product: 'eu+cloud', slug: 'encryption-at-rest' }));
    expect(params.product).toContainEqual(expect.objectContaining({ product: 'acme-platform', slug: 'encryption-at-rest' }));
    expect(productPages(v).map((p) => p.path)).toEqual(['/product/eu+cloud/']);
  });
});
