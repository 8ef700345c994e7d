/**
 * Changes a card (`PATCH /api/trust-center/products/{productId}/cards/{kind}`): hide or show it, its display text,
 * placeholder, title and the documents card's featured documents.
 */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { documentItemsOf } from '../../../content/editing/layout.ts';
import type { CardPatchBody } from '../../../content/contracts/trust-center.ts';
import type { CardKind } from '../../../content/schemas/card.ts';
import { ProductPageSchema, type ProductPage } from '../../../content/schemas/product.ts';
import { AppError } from '../../errors.ts';
import { editDraft, type DraftPut, type EditDraftOptions } from '../draft/edit-draft.ts';
import { requireCard, requireFeature, requireProduct } from '../draft/trust-center-lookup.ts';

/** Section cards whose visibility is also their section's (`ProductPage.config`). */
const SECTION_CONFIG: Partial<Record<CardKind, keyof ProductPage['config']>> = {
  overview: 'overview',
  certifications: 'certifications',
  trustedBy: 'trusted_by',
  subprocessors: 'subprocessors',
  documents: 'documents',
};

export interface UpdateCardOptions extends EditDraftOptions {
  productId: string;
  kind: string;
  /** What to change (validated by `CardPatchBodySchema`). */
  changes: CardPatchBody;
}

/**
 * Applies the changes to the card. Hiding a section card hides its section too, so the public page and the
 * section order agree. A new title needs the plan's renameCards.
 * @throws NOT_FOUND; PLAN_LOCKED for a title without renameCards; VALIDATION_FAILED.
 */
export async function updateCard({ productId, kind, changes, ...options }: UpdateCardOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const card = requireCard(snapshot, product.productId, kind);
    const next = { ...card };
    const puts: DraftPut[] = [];

    if (changes.title !== undefined && changes.title !== card.title) {
      requireFeature(snapshot, 'renameCards');
      next.title = changes.title;
    }
    if (changes.displayText !== undefined) next.displayText = changes.displayText;
    if (changes.placeholder !== undefined) next.placeholder = changes.placeholder;
    if (changes.featuredDocuments !== undefined) {
      if (card.kind !== 'documents') throw new AppError('VALIDATION_FAILED', { path: 'featuredDocuments' }, EDIT_API_TEXTS.featuredOnlyDocuments);
      const documents = new Set(documentItemsOf(snapshot.items, product.productId).map((i) => i.itemUid));
      const featured = changes.featuredDocuments;
      if (featured.some((uid) => !documents.has(uid)) || new Set(featured).size !== featured.length) {
        throw new AppError('VALIDATION_FAILED', { path: 'featuredDocuments' }, EDIT_API_TEXTS.featuredNotDocuments);
      }
      next.featuredDocuments = featured;
    }
    if (changes.hidden !== undefined) {
      next.hidden = changes.hidden;
      const section = SECTION_CONFIG[card.kind];
      if (section) {
        const page = snapshot.pages.find((p) => p.productId === product.productId) ?? ProductPageSchema.parse({ productId: product.productId });
        const config = { ...page.config, [section]: { ...page.config[section], hidden: changes.hidden } };
        puts.push({ collection: 'pages', data: { ...page, config, revision: page.revision + 1 } });
      }
    }
    puts.unshift({ collection: 'cards', data: next });
    return { changes: { put: puts }, value: next };
  });
}
