import { describe, expect, it } from 'vitest';
import { SnapshotSchema, publicView, type SnapshotInput } from '../../content/index.ts';
import { documentCountLabel, documentRows, documentTabs } from '../../site/lib/documents-card.ts';
import { documentGroups } from '../../site/lib/portal.ts';
import { fixtureSnapshot } from '../integration/build-fixture.ts';

const P = 'prod-main';
const groupsOf = (input: SnapshotInput) => documentGroups(publicView(SnapshotSchema.parse(input)), P);

/** The fixture plus public documents on the data security card and two document items of the documents card. */
function withDocuments(): SnapshotInput {
  const input = fixtureSnapshot();
  input.files!.push(
    { fileId: 'f-enc', originalName: 'encryption.pdf', contentType: 'application/pdf', blobKey: 'enc.pdf' },
    { fileId: 'f-wp', originalName: 'whitepaper.pdf', contentType: 'application/pdf', blobKey: 'wp.pdf' },
    { fileId: 'f-arch', originalName: 'architecture.pdf', contentType: 'application/pdf', blobKey: 'arch.pdf' },
  );
  const enc = input.items!.find((i) => i.itemUid === 'enc-rest')!;
  enc.files = ['f-enc'];
  input.items!.push(
    { itemUid: 'doc-wp', productId: P, cardKind: 'documents', title: 'Security Whitepaper', slug: 'whitepaper', files: ['f-wp'] },
    { itemUid: 'doc-arch', productId: P, cardKind: 'documents', title: 'Architecture', slug: 'architecture', files: ['f-arch'], publicAccess: false, position: 1 },
  );
  input.cards!.find((c) => c.kind === 'documents')!.featuredDocuments = ['doc-arch'];
  return input;
}

describe('documents card rows', () => {
  it('has one row per card kind with its count, then the documents card items, featured first', () => {
    const rows = documentRows(groupsOf(withDocuments()), 'all', ['doc-arch']);
    expect(rows.map((r) => [r.label, r.count, r.locked])).toEqual([
      ['Data Security', 1, false],
      ['Legal', 1, true],
      ['Architecture', 1, true],
      ['Security Whitepaper', 1, false],
    ]);
  });

  it('offers All, Public and Private only when both public and private documents exist', () => {
    expect(documentTabs(groupsOf(withDocuments()))).toEqual(['all', 'public', 'private']);
    expect(documentTabs(groupsOf(fixtureSnapshot()))).toEqual([]); // only the locked pen test
  });

  it('splits rows by tab: public documents and withheld ones', () => {
    const groups = groupsOf(withDocuments());
    expect(documentRows(groups, 'public').map((r) => r.label)).toEqual(['Data Security', 'Security Whitepaper']);
    expect(documentRows(groups, 'private').map((r) => r.label)).toEqual(['Legal', 'Architecture']);
  });

  it('says how many documents a row holds', () => {
    expect(documentCountLabel(1)).toBe('1 document');
    expect(documentCountLabel(3)).toBe('3 documents');
  });
});
