/**
 * Large JSON answers that many requests share (a member's view of a 5,000-entry trust center is megabytes): the
 * body is assembled from cached JSON text, carries a strong ETag naming exactly its content, and is marked so the
 * Node server may keep its compressed form by that ETag instead of compressing the same bytes for every request
 * (`edge/node/server.ts`). A matching `If-None-Match` gets 304. Web-standard only (runs in the Worker too).
 */

/** Responses whose ETag names their body exactly (same ETag ⇒ same bytes), so their encodings may be reused. */
const sharedBodies = new WeakSet<Response>();

/** Whether `response`'s compressed form may be kept and reused by its ETag. */
export function isSharedBody(response: Response): boolean {
  return sharedBodies.has(response);
}

const encoder = new TextEncoder();

/**
 * UTF-8 JSON of a shared object without its `field` (which the caller gives per request), as the part after the
 * field: `,"a":…,"b":…}` (or `}` when nothing else), with a unique id naming it.
 */
const serialisedWithout = new WeakMap<object, Map<string, { bytes: Uint8Array; id: string }>>();

function sharedJsonWithout(value: object, field: string): { bytes: Uint8Array; id: string } {
  let byField = serialisedWithout.get(value);
  if (!byField) {
    byField = new Map();
    serialisedWithout.set(value, byField);
  }
  let hit = byField.get(field);
  if (!hit) {
    const text = JSON.stringify({ ...value, [field]: undefined });
    hit = { bytes: encoder.encode(text === '{}' ? '}' : `,${text.slice(1)}`), id: crypto.randomUUID() };
    byField.set(field, hit);
  }
  return hit;
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let hex = '';
  for (const byte of digest.subarray(0, 18)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * ETags of recent answers, by everything they hash: a member who asks again for the same view gets the same text
 * back without hashing it again. Least recently used out.
 */
const etags = new Map<string, string>();
const MAX_ETAGS = 1024;

async function etagOf(parts: string): Promise<string> {
  const hit = etags.get(parts);
  if (hit !== undefined) {
    etags.delete(parts);
    etags.set(parts, hit);
    return hit;
  }
  const etag = `"${await sha256(parts)}"`;
  if (etags.size >= MAX_ETAGS) etags.delete(etags.keys().next().value!);
  etags.set(parts, etag);
  return etag;
}

/**
 * A JSON answer `{ [key]: { [field]: own, ...shared }, ...rest }`: `shared` (a frozen, cached object) is serialised
 * and encoded once and reused as it is; its `field` is replaced by `own`, and `rest` (small, per request) is
 * serialised each time. The ETag hashes the shared part's id and the per-request parts.
 */
export async function sharedJsonResponse(
  request: Request,
  key: string,
  { shared, field, own }: { shared: object; field: string; own: unknown },
  rest: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { bytes, id } = sharedJsonWithout(shared, field);
  const ownJson = JSON.stringify(own ?? null);
  const restJson = JSON.stringify(rest);
  const etag = await etagOf(`${id}\n${key}\n${ownJson}\n${restJson}`);
  const common = { etag, 'cache-control': 'no-store', ...headers };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  const chunks = [
    encoder.encode(`{${JSON.stringify(key)}:{${JSON.stringify(field)}:${ownJson}`),
    bytes,
    encoder.encode(restJson === '{}' ? '}' : `,${restJson.slice(1)}`),
  ];
  const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  // A stream of the three parts: the shared bytes are sent as they are, never copied or encoded again.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      if (chunks.length === 0) controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(length), ...common },
  });
  sharedBodies.add(response);
  return response;
}
