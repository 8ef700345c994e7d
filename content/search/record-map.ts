/**
 * The record map: the result type and the products of every record of the local index, keyed by the id Pagefind
 * gives its hits, shipped beside the index so the widget can group and scope one search's hits without loading a
 * fragment or a filter chunk per hit.
 *
 * Pagefind can answer the same with its filters, but only by loading a filter chunk that lists every record (tens
 * of KiB for a large knowledge base) and by running one more search per result type. The map lists only what
 * differs from the common case: records of the most common type and of every product are not in it, so it stays
 * a few KiB however many knowledge-base entries an organisation has.
 *
 * File format (version 1), gzip-compressed JSON:
 *   { "v": 1, "mainType": "knowledge_base", "types": { "documents": ["en_1a2b3c4", …], … },
 *     "products": ["prod-main", "prod-api"], "only": { "en_5d6e7f8": [1], … } }
 * - `types`: ids of the records of each type but `mainType` (a record listed nowhere is of `mainType`);
 * - `products`: every product of the portal; `only`: records of some products only, as indexes into `products`
 *   (a record not listed belongs to every product).
 */
import { isSearchResultType, type SearchResultType } from './types.ts';

/** Path of the record map in a built site. */
export const RECORD_MAP_FILE = 'pagefind-records.json.gz';
/** Format version written into the file. */
export const RECORD_MAP_VERSION = 1;

interface RecordMapJson {
  v: number;
  mainType: SearchResultType;
  types: Partial<Record<SearchResultType, string[]>>;
  products: string[];
  only: Record<string, number[]>;
}

/** Collects the records of an index (`add` per record) and writes the map. */
export class RecordMapBuilder {
  readonly #records: { id: string; type: SearchResultType; productIds: readonly string[] }[] = [];

  /** Adds a record: its Pagefind id, its type and the products it belongs to. */
  add(id: string, type: SearchResultType, productIds: readonly string[]): void {
    this.#records.push({ id, type, productIds });
  }

  /** The map as JSON; `products` lists every product of the portal (a record of all of them is not listed). */
  toJson(products: readonly string[]): string {
    const perType = new Map<SearchResultType, string[]>();
    for (const record of this.#records) {
      const ids = perType.get(record.type) ?? [];
      ids.push(record.id);
      perType.set(record.type, ids);
    }
    const byCount = [...perType.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
    const mainType = byCount[0]?.[0] ?? 'webpage';
    const types: RecordMapJson['types'] = {};
    for (const [type, ids] of byCount.slice(1).sort((a, b) => a[0].localeCompare(b[0]))) types[type] = ids.sort();

    const productIndex = new Map(products.map((id, i) => [id, i]));
    const only: RecordMapJson['only'] = {};
    for (const record of [...this.#records].sort((a, b) => a.id.localeCompare(b.id))) {
      const indexes = [...new Set(record.productIds.flatMap((id) => (productIndex.has(id) ? [productIndex.get(id)!] : [])))].sort((a, b) => a - b);
      if (indexes.length < products.length) only[record.id] = indexes;
    }
    const json: RecordMapJson = { v: RECORD_MAP_VERSION, mainType, types, products: [...products], only };
    return JSON.stringify(json);
  }
}

/** The record map as the widget reads it. */
export class RecordMap {
  readonly #mainType: SearchResultType;
  readonly #types: Map<string, SearchResultType>;
  readonly #products: string[];
  readonly #only: Map<string, number[]>;

  private constructor(json: RecordMapJson) {
    this.#mainType = json.mainType;
    this.#types = new Map(Object.entries(json.types).flatMap(([type, ids]) => (ids ?? []).map((id) => [id, type as SearchResultType] as const)));
    this.#products = json.products;
    this.#only = new Map(Object.entries(json.only));
  }

  /** Reads the file's JSON; throws on another version or a malformed map. */
  static fromJson(text: string): RecordMap {
    const json = JSON.parse(text) as Partial<RecordMapJson> | null;
    const valid =
      json !== null &&
      typeof json === 'object' &&
      json.v === RECORD_MAP_VERSION &&
      isSearchResultType(json.mainType) &&
      typeof json.types === 'object' &&
      json.types !== null &&
      Object.entries(json.types).every(([type, ids]) => isSearchResultType(type) && Array.isArray(ids) && ids.every((id) => typeof id === 'string')) &&
      Array.isArray(json.products) &&
      json.products.every((id) => typeof id === 'string') &&
      typeof json.only === 'object' &&
      json.only !== null &&
      Object.values(json.only).every((indexes) => Array.isArray(indexes) && indexes.every(Number.isInteger));
    if (!valid) throw new Error('The search record map is not readable.');
    return new RecordMap(json as RecordMapJson);
  }

  /** The result type of the record `id`. */
  typeOf(id: string): SearchResultType {
    return this.#types.get(id) ?? this.#mainType;
  }

  /** Whether the record `id` belongs to the product `productId`. */
  inProduct(id: string, productId: string): boolean {
    const indexes = this.#only.get(id);
    if (!indexes) return true;
    const index = this.#products.indexOf(productId);
    return index >= 0 && indexes.includes(index);
  }
}
