/**
 * Optional vectors for semantic search: when an OpenAI-compatible embeddings endpoint is configured (env
 * EMBEDDINGS_API_URL, EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL), every record of the index gets an embedding at
 * publish and each query one more; hits then combine BM25 with cosine similarity, so a question finds records
 * that share its meaning but not its words. Without the endpoint, search is BM25 with typo tolerance only.
 */

/** The embeddings endpoint (`POST {apiUrl}/embeddings` `{ model, input: string[] }` → `{ data: [{ embedding }] }`). */
export interface EmbeddingsConfig {
  apiUrl: string;
  apiKey?: string;
  model: string;
}

/** Texts sent in one request at most. */
const BATCH = 64;
/** Characters of one text sent at most. */
const MAX_CHARS = 4000;
/** How long one request may take (ms). */
const TIMEOUT_MS = 30_000;

export function embeddingsUrl(apiUrl: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return base.endsWith('/embeddings') ? base : `${base}/embeddings`;
}

/** Unit-length vectors of `texts`, in order. @throws when the endpoint fails. */
export async function embedTexts(config: EmbeddingsConfig, texts: string[], doFetch: typeof fetch = fetch): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += BATCH) {
    const input = texts.slice(i, i + BATCH).map((t) => t.slice(0, MAX_CHARS) || ' ');
    const response = await doFetch(embeddingsUrl(config.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, input }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The embeddings endpoint answered ${response.status}`);
    const body = (await response.json()) as { data?: { embedding?: number[]; index?: number }[] };
    const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    if (data.length !== input.length) throw new Error('The embeddings endpoint answered a different number of vectors');
    for (const item of data) {
      if (!Array.isArray(item.embedding)) throw new Error('The embeddings endpoint answered without a vector');
      out.push(normalise(Float32Array.from(item.embedding)));
    }
  }
  return out;
}

function normalise(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  return v.map((x) => x / norm);
}

/** Cosine similarity of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) dot += a[i]! * b[i]!;
  return dot;
}
