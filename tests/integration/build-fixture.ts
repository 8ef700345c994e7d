/**
 * A small organisation for site tests: one product, a few cards, a public item, an in-progress item, a
 * restricted item (listed, locked) and a restricted hidden item (never listed), plus gated text planted as
 * canaries that must never reach the static build.
 */
import type { SnapshotInput } from '../../content/index.ts';

/** Strings placed only in gated places; none may appear anywhere in a public build. */
export const CANARIES = {
  restrictedExplanation: 'CANARY-restricted-explanation-7f3a',
  restrictedFileName: 'CANARY-restricted-file-91bc.pdf',
  hiddenItemTitle: 'CANARY hidden item 4d2e',
  internalAnswer: 'CANARY-internal-answer-c0de',
  privateUpdate: 'CANARY-private-update-5e11',
  hiddenCardItem: 'CANARY hidden card item 2b7f',
} as const;

const P = 'prod-main';
const T0 = Date.UTC(2026, 9, 1);

export function fixtureSnapshot(): SnapshotInput {
  return {
    organization: {
      id: 'org-acme',
      slug: 'acme',
      name: 'Acme Cloud',
      website: 'https://acme.example',
      description: 'Security and compliance at Acme Cloud.',
    },
    customization: {
      portalTitle: 'Security Portal',
      supportMailbox: 'support@acme.example',
      securityMailbox: 'security@acme.example',
    },
    space: { defaultProductId: P },
    products: [{ productId: P, productName: 'Acme Platform', productSlug: 'acme-platform' }],
    pages: [
      {
        productId: P,
        sectionOrder: ['overview', 'certifications', 'subprocessors', 'documents', 'cards', 'knowledge_base', 'updates', 'help'],
        config: { overview: { hidden: false, text: 'We keep **customer data** safe.' } },
      },
    ],
    cards: [
      { productId: P, kind: 'certifications' },
      { productId: P, kind: 'dataSecurity', position: 1 },
      { productId: P, kind: 'legal', position: 2, icon: { fileName: 'scales.svg', assetId: 'icon_legal' }, revision: 3 },
      { productId: P, kind: 'documents' },
      { productId: P, kind: 'esg', hidden: true },
    ],
    items: [
      { itemUid: 'cert-soc2', productId: P, cardKind: 'certifications', title: 'SOC 2 Type II', slug: 'soc-2', auditor: 'Prescient' },
      { itemUid: 'cert-iso', productId: P, cardKind: 'certifications', title: 'ISO 27001', slug: 'iso-27001', enabledState: 'workInProgress', position: 1 },
      {
        itemUid: 'enc-rest',
        productId: P,
        cardKind: 'dataSecurity',
        title: 'Encryption at rest',
        slug: 'encryption-at-rest',
        explanation: 'All volumes use AES-256.',
        listEntries: ['Keys rotate yearly'],
        link: 'https://acme.example/security',
      },
      { itemUid: 'backups', productId: P, cardKind: 'dataSecurity', title: 'Backups', slug: 'backups', enabledState: 'workInProgress', position: 1 },
      { itemUid: 'dlp', productId: P, cardKind: 'dataSecurity', title: 'Data loss prevention', slug: 'dlp', enabledState: 'notEnabled', position: 2 },
      { itemUid: 'masking', productId: P, cardKind: 'dataSecurity', title: 'Data masking', slug: 'data-masking', position: 3 },
      {
        itemUid: 'pentest',
        productId: P,
        cardKind: 'legal',
        title: 'Penetration test report',
        slug: 'pentest-report',
        publicAccess: false,
        explanation: CANARIES.restrictedExplanation,
        files: ['file-pentest'],
      },
      {
        itemUid: 'secret',
        productId: P,
        cardKind: 'legal',
        title: CANARIES.hiddenItemTitle,
        slug: 'secret-item',
        publicAccess: false,
        hidden: true,
        position: 1,
      },
      { itemUid: 'esg-report', productId: P, cardKind: 'esg', title: CANARIES.hiddenCardItem, slug: 'esg-report' },
    ],
    files: [{ fileId: 'file-pentest', originalName: CANARIES.restrictedFileName, contentType: 'application/pdf', blobKey: 'blobs/pentest.pdf' }],
    subprocessors: [{ id: 'sp-aws', productId: P, company: { source: 'custom', name: 'Amazon Web Services' }, purpose: 'Hosting', location: 'EU' }],
    knowledgeBase: [
      { objectID: 'kb-1', content: 'Do you encrypt data?', answer: 'Yes, at rest and in transit.' },
      { objectID: 'kb-2', content: 'Internal question', answer: CANARIES.internalAnswer, access_level: 'internal' },
    ],
    topics: [
      {
        id: 'topic-1',
        subject: 'SOC 2 report renewed',
        category: 'compliance',
        isPinned: true,
        updates: [{ id: 'u-1', message: 'Our new report is available.', createdAt: T0, updatedAt: T0 }],
      },
      {
        id: 'topic-2',
        subject: 'Private notice',
        category: 'general',
        updates: [{ id: 'u-2', message: CANARIES.privateUpdate, createdAt: T0, updatedAt: T0, spAudience: 'private' }],
      },
    ],
  };
}
