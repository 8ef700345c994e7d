/** Document URLs, letter names and dates, upload types and the documents card model of the public view. */
import { describe, expect, it } from 'vitest';
import { bridgeLetterName, documentsCardModel, formatLetterDate, showsAccessTabs, uploadTypeOf } from '../../content/documents.ts';
import { bridgeLetterUrl, documentUrl } from '../../content/document-urls.ts';
import { SnapshotSchema, publicView, viewFor } from '../../content/index.ts';
import { documentsSnapshot } from '../integration/documents/fixture.ts';

describe('document URLs', () => {
  it('are built from id, productId, access type, access source, itemUid and previewing-as', () => {
    expect(
      documentUrl({
        orgId: 'org_a',
        fileId: 'file 1',
        productId: 'main',
        accessType: 'download',
        accessSource: 'search',
        itemUid: 'itm_1',
        previewingAs: { accountId: 'acc', permissionProfileId: 'pp' },
      }),
    ).toBe(
      '/api/share/org_a/documents/file%201?productId=main&accessType=download&accessSource=search&itemUid=itm_1&previewAccountId=acc&previewPermissionProfileId=pp',
    );
    expect(bridgeLetterUrl({ orgId: 'org_a', itemUid: 'itm_1', accessType: 'view' })).toBe(
      '/api/share/org_a/bridge-letters/itm_1?accessType=view&itemUid=itm_1',
    );
  });
});

describe('bridge letters', () => {
  it('are dated "MMMM dd, yyyy" and named from the organisation and title with hyphens', () => {
    expect(formatLetterDate(Date.UTC(2026, 4, 5, 23, 59))).toBe('May 05, 2026');
    expect(bridgeLetterName('Northwind Cloud', 'SOC 2 Type II Report')).toBe('Northwind-Cloud-SOC-2-Type-II-Report-Bridge-Letter.pdf');
  });
});

describe('uploads', () => {
  it('allow documents by extension only', () => {
    expect(uploadTypeOf('Report.PDF')).toBe('application/pdf');
    expect(uploadTypeOf('sheet.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(uploadTypeOf('photo.jpeg')).toBe('image/jpeg');
    expect(uploadTypeOf('setup.exe')).toBeUndefined();
    expect(uploadTypeOf('noextension')).toBeUndefined();
  });
});

describe('documentsCardModel', () => {
  const snapshot = SnapshotSchema.parse(documentsSnapshot());

  it('gives a visitor the public documents and counts the rest as locked, without names', () => {
    const model = documentsCardModel(publicView(snapshot), 'main', { orgId: 'org_acme' });
    expect(model.documents.map((d) => d.fileId)).toEqual(['file_public']);
    expect(model.lockedCount).toBe(4);
    expect(model.bulkDownload).toBe(false);
    expect(JSON.stringify(model)).not.toContain('soc2-report.pdf');
    expect(showsAccessTabs(model.documents)).toBe(false);
  });

  it('shows tabs when public and private documents are both listed, featured first', () => {
    const view = viewFor(snapshot, { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pp_all' });
    const model = documentsCardModel(view, 'main', { orgId: 'org_acme' });
    expect(showsAccessTabs(model.documents)).toBe(true);
    expect(model.documents[0]).toMatchObject({ itemUid: 'itm_report', featured: true });
    expect(model.bulkDownload).toBe(true);
  });

  it("carries a document's expiry date, and none for a document without one", () => {
    const raw = documentsSnapshot() as { files: { fileId: string; expiry?: string }[] };
    for (const file of raw.files) if (file.fileId === 'file_public') file.expiry = '2027-01-31';
    const model = documentsCardModel(publicView(SnapshotSchema.parse(raw)), 'main', { orgId: 'org_acme' });
    expect(model.documents.find((d) => d.fileId === 'file_public')?.expiry).toBe('2027-01-31');
    expect(documentsCardModel(publicView(snapshot), 'main', { orgId: 'org_acme' }).documents[0]).not.toHaveProperty('expiry');
  });

  it('leaves bridge letters out when the plan does not include them', () => {
    const view = viewFor({ ...snapshot, plan: { name: 'Starter', features: [] } }, { mode: 'Main' });
    expect(documentsCardModel(view, 'main', { orgId: 'org_acme' }).documents.some((d) => d.generated)).toBe(false);
  });
});
