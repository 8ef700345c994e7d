/**
 * Per-product page settings (admin spec §3 "Product page"): the section order and each section's configuration
 * (hidden flags, the overview text). Fields left out keep their current value.
 */
import type { ProductPageInput } from '../../../content/contracts/settings.ts';
import { ProductPageSchema, type ProductPage } from '../../../content/schemas/product.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { jsonEqual } from '../../../content/merge-patch.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { readDraft } from '../draft/read-draft.ts';
import { editDraft } from '../draft/edit-draft.ts';

export interface SaveProductPageOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  productId: string;
  input: ProductPageInput;
}

/** The page with `input` applied, its revision unchanged. */
function applyInput(page: ProductPage, input: SaveProductPageOptions['input']): ProductPage {
  const config = { ...page.config };
  for (const [key, value] of Object.entries(input.config ?? {})) {
    if (value) (config as Record<string, object>)[key] = { ...(config as Record<string, object>)[key], ...value };
  }
  return { ...page, sectionOrder: input.sectionOrder ? [...new Set(input.sectionOrder)] : page.sectionOrder, config };
}

/** A write that changes nothing (`{}`) writes nothing. @throws NOT_FOUND for an unknown product. */
export async function saveProductPage({ db, orgId, by, now, productId, input }: SaveProductPageOptions): Promise<ProductPage> {
  const pageOf = (draft: Snapshot) => {
    if (!draft.products.some((p) => p.productId === productId)) throw appError('NOT_FOUND');
    return draft.pages.find((p) => p.productId === productId) ?? ProductPageSchema.parse({ productId });
  };
  const existing = pageOf(await readDraft({ db, orgId }));
  if (jsonEqual(ProductPageSchema.parse(applyInput(existing, input)), existing)) return existing;
  const { snapshot } = await editDraft({ db, orgId, by, now }, (current) => {
    const page = pageOf(current);
    return { changes: { put: [{ collection: 'pages', data: { ...applyInput(page, input), revision: page.revision + 1 } }] } };
  });
  return snapshot.pages.find((p) => p.productId === productId)!;
}
