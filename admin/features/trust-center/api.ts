/**
 * The trust center's calls: the main-mode edits (admin spec §7, `edge/routes/trust-center.ts`) — each, when it
 * succeeds, reloads the draft and the draft-differs indicator; when it fails, throws the ApiError (its message is
 * the edge's text) — the content editors' draft records and the item editor's save (each applied to the draft
 * shown from its answer, `applyRecordWrite`), and the item conversations.
 */
import type { SecurityScorecardGrade } from '../../../content/contracts/integrations.ts';
import type { AddedItems, CardAnswer, CardIconAnswer, CardPatchBody, IconAssetBody, ItemEditBody } from '../../../content/contracts/trust-center.ts';
import type { Card, CardKind } from '../../../content/schemas/card.ts';
import type { Item } from '../../../content/schemas/item.ts';
import type { ProductPage, SectionId } from '../../../content/schemas/product.ts';
import type { Comment, ItemThreads, StaffReplyAnswer } from '../../../content/contracts/conversations.ts';
import { ERRORS } from '../../../content/errors.ts';
import { ApiError, api, apiResponse, type ApiOptions } from '../../api.ts';
import { $draft, applyRecordWrite, ifMatch, reloadAfterWrite } from '../../stores/draft.ts';

const base = (productId: string) => `/api/trust-center/products/${encodeURIComponent(productId)}`;

/** A write that may change several records: the whole draft is read again (with its version). */
async function write<T>(path: string, options: ApiOptions): Promise<T> {
  const data = await api<T>(path, options);
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

export function addItems(productId: string, kind: CardKind, items: { title: string; custom: boolean }[]): Promise<AddedItems> {
  return write(`${base(productId)}/cards/${kind}/items`, { method: 'POST', body: { items } });
}

export function moveItem(productId: string, itemUid: string, destinationCardId: CardKind): Promise<Item> {
  return write(`${base(productId)}/items/${encodeURIComponent(itemUid)}`, { method: 'PATCH', body: { destinationCardId } });
}

/**
 * Saves item editor fields; sends If-Match so a concurrent change is not overwritten. The item as saved goes into
 * the draft shown; the draft-differs indicator is left to the caller (the drawer refreshes it once per save).
 */
export async function saveItemFields(productId: string, itemUid: string, fields: ItemEditBody): Promise<Item> {
  const { data, headers } = await apiResponse<Item>(`${base(productId)}/items/${encodeURIComponent(itemUid)}`, {
    method: 'PUT',
    body: fields,
    headers: ifMatch(),
  });
  await applyRecordWrite({ collection: 'items', recordId: itemUid, record: data, etag: headers.get('etag') });
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
  create(upload: IconUpload['upload'], asset: IconAssetBody['asset']): Promise<CardIconAnswer> {
    return write('/api/trust-center/assets', { method: 'POST', body: { upload, asset } });
  },
  update(upload: IconUpload['upload'], asset: IconAssetBody['asset'], assetId: string): Promise<CardIconAnswer> {
    return write(`/api/trust-center/assets/${encodeURIComponent(assetId)}`, { method: 'PUT', body: { upload, asset } });
  },
  remove(assetId: string): Promise<CardAnswer> {
    return write(`/api/trust-center/assets/${encodeURIComponent(assetId)}`, { method: 'DELETE' });
  },
};

/** Uploads a company logo; answers the reference an entry records. */
export async function uploadLogo(file: File): Promise<string> {
  const { data } = await apiResponse<{ logo: string }>('/api/trust-center/logos', { method: 'POST', raw: file, contentType: file.type });
  return data.logo;
}

/** A company's security grade from SecurityScorecard, by its domain. */
export const lookupGrade = (domain: string) => api<SecurityScorecardGrade>(`/api/integrations/ssc/${encodeURIComponent(domain)}`);

// The content editors' writes (`PUT`/`DELETE /api/admin/draft/{collection}/{recordId}`).

/**
 * The item as the draft holds it now (not as the form last read it): an editor that writes a whole item merges its
 * change into this, so that fields saved meanwhile (e.g. by the items editor of the same drawer, whose answer is
 * in the draft shown once its save returned) are kept.
 */
export function currentItem(itemUid: string): Item {
  const item = $draft.get()?.items.find((i) => i.itemUid === itemUid);
  if (!item) throw new ApiError(404, ERRORS.NOT_FOUND.message, { code: 'NOT_FOUND' });
  return item;
}

const recordPath = (collection: string, recordId: string) => `/api/admin/draft/${encodeURIComponent(collection)}/${encodeURIComponent(recordId)}`;

/**
 * `PUT /api/admin/draft/{collection}/{recordId}`: the record as saved goes into the draft shown. The draft-differs
 * indicator is left to the caller (callers write several records, then refresh it once: `refreshDraftDiffers`).
 */
export async function putDraftRecord<T>(collection: string, recordId: string, data: unknown): Promise<T> {
  const { data: record, headers } = await apiResponse<T>(recordPath(collection, recordId), { method: 'PUT', body: data });
  await applyRecordWrite({ collection, recordId, record, etag: headers.get('etag') });
  return record;
}

/** `DELETE /api/admin/draft/{collection}/{recordId}`: the record leaves the draft shown (as {@link putDraftRecord}). */
export async function deleteDraftRecord(collection: string, recordId: string): Promise<void> {
  const { headers } = await apiResponse<unknown>(recordPath(collection, recordId), { method: 'DELETE' });
  await applyRecordWrite({ collection, recordId, record: null, etag: headers.get('etag') });
}

/** A new random id with a prefix (`sp_…`), in the content model's id alphabet. */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

// Item conversations, staff side (`GET /api/admin/comments?itemUid`, `POST /api/admin/comments`).

export type { Comment, ItemThreads };
export type AccountThread = ItemThreads['threads'][number];

export function fetchItemThreads(itemUid: string): Promise<ItemThreads> {
  return api<ItemThreads>(`/api/admin/comments?${new URLSearchParams({ itemUid })}`);
}

/** Replies into an account's thread; answers that thread as the server has it. */
export async function replyToThread(itemUid: string, accountId: string, content: string): Promise<Comment[]> {
  return (await api<StaffReplyAnswer>('/api/admin/comments', { method: 'POST', body: { itemUid, accountId, content } })).comments;
}
