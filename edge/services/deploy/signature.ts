/**
 * HMAC-SHA256 signatures of deploy messages, keyed with `GLASSHOUSE_DEPLOY_SECRET`: the deploy hook's request
 * (Worker → CI) and the CI's report (CI → Worker) carry `X-Glasshouse-Signature: sha256=<hex>` over the exact
 * body bytes, like GitHub's webhook signatures. The bodies carry `sentAt` (ms since the epoch), so a receiver can
 * refuse an old message replayed. Web Crypto only: runs in the Worker, on Node and in the CLI.
 */

export const SIGNATURE_HEADER = 'X-Glasshouse-Signature';
const PREFIX = 'sha256=';
/** A signed message older (or further in the future) than this is refused. */
export const SIGNATURE_MAX_AGE_MS = 10 * 60 * 1000;

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  if (!secret) throw new Error('The deploy secret is empty; set GLASSHOUSE_DEPLOY_SECRET.');
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The `X-Glasshouse-Signature` value of `body`: `sha256=` and the hex HMAC-SHA256. */
export async function signBody(secret: string, body: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), new TextEncoder().encode(body));
  return `${PREFIX}${toHex(mac)}`;
}

/** Whether `header` is the signature of `body` with `secret` (compared in constant time by Web Crypto). */
export async function verifyBodySignature(secret: string, body: string, header: string | null | undefined): Promise<boolean> {
  if (!secret || !header?.startsWith(PREFIX)) return false;
  const mac = fromHex(header.slice(PREFIX.length).trim());
  if (mac?.length !== 32) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, new TextEncoder().encode(body));
}

/** Whether a message's `sentAt` is recent enough to accept. */
export function freshlySent(sentAt: unknown, now: number): boolean {
  return typeof sentAt === 'number' && Number.isFinite(sentAt) && Math.abs(now - sentAt) <= SIGNATURE_MAX_AGE_MS;
}
