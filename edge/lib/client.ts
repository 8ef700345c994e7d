/**
 * Who is asking: the client's network address and browser, for abuse limits, session lists and evidence (NDA
 * acceptances).
 *
 * - Cloudflare sets `CF-Connecting-IP` on every request to a Worker (a client cannot forge it there).
 * - The Node server puts the socket's peer address into `X-Glasshouse-Remote-Addr` (replacing any sent by a client).
 *   Behind reverse proxies, that peer is the proxy: with `TRUST_PROXY=<n>` (`config.trustedProxies`), the client is
 *   the address `n` hops from the right of `X-Forwarded-For`, the last one a trusted proxy added; without it,
 *   `X-Forwarded-For` is ignored, since anyone can send it.
 */
import type { AppConfig } from '../deps.ts';

export interface ClientInfo {
  /** The client's address as seen ('' when unknown). */
  ip: string;
  userAgent: string;
}

/** The client's address. */
export function clientIp(request: Request, config?: Pick<AppConfig, 'trustedProxies'>): string {
  const cloudflare = request.headers.get('cf-connecting-ip');
  if (cloudflare) return cloudflare.trim();
  const peer = request.headers.get('x-glasshouse-remote-addr')?.trim() ?? '';
  const hops = config?.trustedProxies ?? 0;
  if (hops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    // The rightmost `hops` entries were added by our own proxies; the one before them is the client they saw.
    if (forwarded.length >= hops) return forwarded[forwarded.length - hops]!;
  }
  return peer.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

export function clientInfo(request: Request, config?: Pick<AppConfig, 'trustedProxies'>): ClientInfo {
  return { ip: clientIp(request, config), userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300) };
}

/**
 * The address as one abuse-limit bucket: an IPv4 address as it is; an IPv6 address by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a new address for every request.
 */
export function addressBucket(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
