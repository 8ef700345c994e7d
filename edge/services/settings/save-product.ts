/**
 * Adding and editing a product (visitor spec §3 "Product": name, slug, show). A new product gets its page settings
 * (`ProductPageSchema` defaults) in the same write. Slugs are unique (case-insensitively) because product links
 * are built from them; the default product cannot be hidden.
 */
import { ProductInputSchema, type ProductInput } from '../../../content/contracts/settings.ts';
import { ERRORS, fill } from '../../../content/errors.ts';
import { ProductPageSchema, type Product } from '../../../content/schemas/product.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { jsonEqual, mergePatch, type JsonObject } from '../../../content/merge-patch.ts';
import { parseWith } from '../../lib/parse.ts';
import { readDraft } from '../draft/read-draft.ts';
import { editDraft, type DraftPut } from '../draft/edit-draft.ts';

export interface SaveProductOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  /** Absent: a new product. */
  productId?: string;
  /**
   * A new product: the whole form (`ProductInputSchema`). An existing one: the fields to change (JSON Merge Patch);
   * fields not named keep their value, `{}` changes nothing.
   */
  input: ProductInput | JsonObject;
}

function newProductId(): string {
  return `prod_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

/**
 * Creates or updates a product and returns it as saved.
 * @throws NOT_FOUND for an unknown `productId`; PRODUCT_SLUG_IN_USE; DEFAULT_PRODUCT_REQUIRED when hiding the
 * default product.
 */
export async function saveProduct({ db, orgId, by, now, productId, input: rawInput }: SaveProductOptions): Promise<Product> {
  const id = productId ?? newProductId();
  const fieldsOf = (p: Product) => ({ productName: p.productName, productSlug: p.productSlug, show: p.show });
  if (productId) {
    const existing = (await readDraft({ db, orgId })).products.find((p) => p.productId === id);
    if (!existing) throw appError('NOT_FOUND');
    if (jsonEqual(parseWith(ProductInputSchema, mergePatch(fieldsOf(existing), rawInput)), fieldsOf(existing))) return existing;
  }
  const { snapshot } = await editDraft({ db, orgId, by, now }, (current) => {
    const existing = current.products.find((p) => p.productId === id);
    if (productId && !existing) throw appError('NOT_FOUND');
    const input = parseWith(ProductInputSchema, existing ? mergePatch(fieldsOf(existing), rawInput) : rawInput);
    const clash = current.products.find((p) => p.productId !== id && p.productSlug.toLowerCase() === input.productSlug.toLowerCase());
    if (clash) throw new AppError('PRODUCT_SLUG_IN_USE', { path: 'productSlug' }, fill(ERRORS.PRODUCT_SLUG_IN_USE.message, { name: clash.productName }));
    if (!input.show && current.space.defaultProductId === id) throw appError('DEFAULT_PRODUCT_REQUIRED', { path: 'show' });
    const position = existing?.position ?? Math.max(-1, ...current.products.map((p) => p.position)) + 1;
    const product = { ...existing, ...input, productId: id, position, revision: (existing?.revision ?? -1) + 1 };
    const put: DraftPut[] = [{ collection: 'products', data: product }];
    if (!current.pages.some((page) => page.productId === id)) put.push({ collection: 'pages', data: ProductPageSchema.parse({ productId: id }) });
    return { changes: { put } };
  });
  return snapshot.products.find((p) => p.productId === id)!;
}
