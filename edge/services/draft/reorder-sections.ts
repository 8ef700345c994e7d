/** Re-orders the sections of a product page (`PATCH /api/trust-center/products/{productId}` { sections }). */
import type { SectionId } from '../../../content/schemas/product.ts';
import { ProductPageSchema } from '../../../content/schemas/product.ts';
import { editDraft, type EditDraftOptions } from './edit-draft.ts';
import { requireFeature, requireProduct } from './trust-center-lookup.ts';

export interface ReorderSectionsOptions extends EditDraftOptions {
  productId: string;
  /** The new order (validated by `SectionOrderBodySchema`). */
  sections: SectionId[];
}

/**
 * Stores the section order on the product's page and bumps the page's revision. Needs the plan's section
 * customization.
 * @throws NOT_FOUND for an unknown product; PLAN_LOCKED without sectionCustomization.
 */
export async function reorderSections({ productId, sections, ...options }: ReorderSectionsOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    requireFeature(snapshot, 'sectionCustomization');
    const page = snapshot.pages.find((p) => p.productId === product.productId) ?? ProductPageSchema.parse({ productId: product.productId });
    const next = { ...page, sectionOrder: sections, revision: page.revision + 1 };
    return { changes: { put: [{ collection: 'pages', data: next }] }, value: next };
  });
}
