import { describe, expect, it } from 'vitest';
import { SnapshotSchema, publicView } from '../../../content/index.ts';
import { itemType, markdownToText, searchRecords, trustContentTitle } from '../../../content/search/records.ts';
import { tokenize } from '../../../content/search/vocabulary.ts';
import { CANARIES, fixtureSnapshot } from '../../integration/build-fixture.ts';
import { CANARY_STRINGS, canaryDemoSnapshot } from '../../fixtures/canaries/canary-demo.ts';

const records = searchRecords(publicView(SnapshotSchema.parse(fixtureSnapshot())));
const byTitle = (title: string) => records.find((r) => r.meta.title === title);

describe('searchRecords', () => {
  it('makes one record per item, listed document, public FAQ, public update and subprocessor, each at its own address', () => {
    const types = records.map((r) => r.meta.type);
    expect(types.filter((t) => t === 'knowledge_base')).toHaveLength(1);
    expect(types.filter((t) => t === 'trust_center_updates')).toHaveLength(1);
    expect(types.filter((t) => t === 'facts')).toHaveLength(1); // the subprocessor
    expect(types.filter((t) => t === 'documents')).toHaveLength(0); // the only file belongs to a locked item
    expect(new Set(records.map((r) => r.url)).size).toBe(records.length);
    for (const record of records) {
      expect(record.language).toBe('en');
      expect(record.filters.type).toEqual([record.meta.type]);
      expect(record.filters.product).toEqual(['prod-main']);
    }
  });

  it('titles trust items "card title - title" and keeps the card title and explanation for the detail panel', () => {
    const item = byTitle('Data Security - Encryption at rest');
    expect(item).toMatchObject({
      url: '/item/encryption-at-rest',
      meta: { type: 'trust_center_content', cardTitle: 'Data Security', explanation: 'All volumes use AES-256.' },
    });
    expect(item?.content).toContain('Keys rotate yearly');
    expect(trustContentTitle('Compliance', 'compliance')).toBe('compliance');
  });

  it('gives FAQs their question, answer and comment, and updates their description and topic link', () => {
    expect(byTitle('Do you encrypt data?')).toMatchObject({
      url: '/?kbEntry=kb-1#knowledge-base',
      meta: { type: 'knowledge_base', answer: 'Yes, at rest and in transit.' },
    });
    expect(byTitle('SOC 2 report renewed')).toMatchObject({
      url: '/?tcuUid=topic-1',
      meta: { type: 'trust_center_updates', description: 'Our new report is available.', topicId: 'topic-1', category: 'compliance' },
    });
  });

  it('keeps only the public title of a locked item and nothing gated anywhere', () => {
    const locked = byTitle('Legal - Penetration test report');
    expect(locked?.meta.explanation).toBeUndefined();
    const all = JSON.stringify(records);
    for (const canary of Object.values(CANARIES)) expect(all).not.toContain(canary);
  });

  it('lists documents of open items with their content type', () => {
    const snapshot = fixtureSnapshot();
    snapshot.items!.find((i) => i.itemUid === 'pentest')!.publicAccess = true;
    snapshot.files![0]!.originalName = 'pentest-2026.pdf';
    const doc = searchRecords(publicView(SnapshotSchema.parse(snapshot))).find((r) => r.meta.type === 'documents');
    expect(doc).toMatchObject({
      url: '/item/pentest-report?file=file-pentest',
      meta: {
        title: 'Penetration test report',
        fileName: 'pentest-2026.pdf',
        mimeType: 'application/pdf',
        contentType: 'PDF',
        fileId: 'file-pentest',
        itemUid: 'pentest',
      },
    });
    expect(doc?.meta.productId).toBe(snapshot.items!.find((i) => i.itemUid === 'pentest')!.productId);
    expect(doc?.meta.viewOnly).toBeUndefined();
  });

  it('marks a view-only document so the detail panel offers no Download', () => {
    const snapshot = fixtureSnapshot();
    snapshot.items!.find((i) => i.itemUid === 'pentest')!.publicAccess = true;
    snapshot.files![0]!.documentAccessType = 'view-only';
    const doc = searchRecords(publicView(SnapshotSchema.parse(snapshot))).find((r) => r.meta.type === 'documents');
    expect(doc?.meta.viewOnly).toBe('true');
  });

  it('types recurring practices as controls and overview items as facts', () => {
    expect(itemType({ cardKind: 'accessControl', recurrence: 'quarter' })).toBe('controls');
    expect(itemType({ cardKind: 'certifications', recurrence: 'year' })).toBe('trust_center_content');
    expect(itemType({ cardKind: 'dataSecurity', recurrence: 'none' })).toBe('trust_center_content');
    expect(itemType({ cardKind: 'overview', recurrence: 'none' })).toBe('facts');
  });

  it('turns Markdown into plain text', () => {
    expect(markdownToText('**Bold** and [a link](https://x.example) &amp; `code`\n\n- one\n- two')).toBe('Bold and a link & code one two');
  });

  it('never carries a canary planted in the demo, not even split into words', () => {
    const demo = searchRecords(publicView(canaryDemoSnapshot()));
    expect(demo.length).toBeGreaterThan(100);
    const canaries = CANARY_STRINGS;
    const text = JSON.stringify(demo).toLowerCase();
    const words = new Set(demo.flatMap((r) => tokenize(`${r.content} ${Object.values(r.meta).join(' ')}`)));
    for (const canary of canaries) {
      expect(text).not.toContain(canary.toLowerCase());
      // The distinctive middle part of each canary ("REDTEAMTITLE") must not be a word of the index either.
      const marker = tokenize(canary)[1]!;
      expect(words.has(marker), marker).toBe(false);
    }
  });
});
