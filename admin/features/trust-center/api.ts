/**
 * The main-mode edit calls (admin spec §7, `edge/routes/trust-center.ts`). Each call, when it succeeds, reloads
 * the draft and the draft-differs indicator; when it fails, throws the ApiError (its message is the edge's text).
 */
import type { CardPatchBody, IconAssetBody, ItemEditBody } from '../../../content/contracts/trust-center.ts';
import type { Card, CardKind } from '../../../content/schemas/card.ts';
import type { Item } from '../../../content/schemas/item.ts';
import type { ProductPage, SectionId } from '../../../content/schemas/product.ts';
import { apiResponse, type ApiOptions } from '../../api.ts';
import { ifMatch, reloadAfterWrite, setDraftVersion } from '../../stores/draft.ts';

const base = (productId: string) => `/api/trust-center/products/${encodeURIComponent(productId)}`;

async function write<T>(path: string, options: ApiOptions): Promise<T> {
  const { data, headers } = await apiResponse<T>(path, options);
  setDraftVersion(headers.get('etag'));
  await reloadAfterWrite();
  return data;
}

export function reorderSections(productId: string, sections: SectionId[]): Promise<ProductPage> {
  return write(base(productId), { method: 'PATCH', body: { sections } });
}

export function reorderCards(productId: string, cards: CardKind[]): Promise<unknown> {
  return write(`${base(productId)}/cards`, { method: 'PATCH', body: { cards } });
}

export function updateCard(productId: string, kind: CardKind, changes: CardPatchBody): Promise<Card> {
  return write(`${base(productId)}/cards/${kind}`, { method: 'PATCH', body: changes });
}

export function reorderItems(productId: string, kind: CardKind, items: string[]): Promise<unknown> {
  return write(`${base(productId)}/cards/${kind}/items`, { method: 'PATCH', body: { items } });
}

export function addItems(productId: string, kind: CardKind, items: { title: string; custom: boolean }[]): Promise<{ items: Item[] }> {
  return write(`${base(productId)}/cards/${kind}/items`, { method: 'POST', body: { items } });
}

export function moveItem(productId: string, itemUid: string, destinationCardId: CardKind): Promise<Item> {
  return write(`${base(productId)}/items/${encodeURIComponent(itemUid)}`, { method: 'PATCH', body: { destinationCardId } });
}

/** Saves item editor fields; sends If-Match so a concurrent change is not overwritten. Does not reload (the drawer does). */
export async function saveItemFields(productId: string, itemUid: string, fields: ItemEditBody): Promise<Item> {
  const { data, headers } = await apiResponse<Item>(`${base(productId)}/items/${encodeURIComponent(itemUid)}`, { method: 'PUT', body: fields, headers: ifMatch() });
  setDraftVersion(headers.get('etag'));
  return data;
}

export function deleteCustomItem(productId: string, itemUid: string): Promise<unknown> {
  return write(`${base(productId)}/items/${encodeURIComponent(itemUid)}`, { method: 'DELETE' });
}

export function setCustomUrl(productId: string, itemUid: string, slug: string): Promise<Item> {
  return write(`${base(productId)}/items/${encodeURIComponent(itemUid)}/custom-url`, { method: 'PUT', body: { slug } });
}

export interface IconUpload {
  fileId: string;
  upload: { fileId: string; fileName: string };
}

/** Icon assets helper (admin spec §7): upload one file, then create, update or remove the asset. */
export const iconAssets = {
  async upload(file: File): Promise<IconUpload> {
    const { data } = await apiResponse<IconUpload>(`/api/trust-center/assets/upload?fileName=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      raw: file,
      contentType: file.type,
    });
    return data;
  },
  create(upload: IconUpload['upload'], asset: IconAssetBody['asset']): Promise<{ assetId: string }> {
    return write('/api/trust-center/assets', { method: 'POST', body: { upload, asset } });
  },
  update(upload: IconUpload['upload'], asset: IconAssetBody['asset'], assetId: string): Promise<{ assetId: string }> {
    return write(`/api/trust-center/assets/${encodeURIComponent(assetId)}`, { method: 'PUT', body: { upload, asset } });
  },
  remove(assetId: string): Promise<unknown> {
    return write(`/api/trust-center/assets/${encodeURIComponent(assetId)}`, { method: 'DELETE' });
  },
};
