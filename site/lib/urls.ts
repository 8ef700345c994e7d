/**
 * URL helpers for the static portal. Pages link with root-relative paths; the head needs absolute ones
 * (canonical link, social preview tags), built from the configured `site` (env `PUBLIC_URL`).
 */

/** `path` as an absolute URL on the portal's public address. */
export function absoluteUrl(path: string, site: URL | undefined): string {
  return new URL(path, site ?? 'http://localhost:4321').href;
}

/**
 * A logo, favicon or other asset reference from the content: http(s) URLs and root-relative paths are used as
 * they are, a bare file name is served from the site root, and any other scheme is dropped ('').
 */
export function assetUrl(reference: string): string {
  const value = reference.trim();
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return '';
  return value ? `/${value}` : '';
}

/** A link from the content (item link, org website): only http(s) and mailto are rendered; anything else is ''. */
export function safeLink(reference: string): string {
  const value = reference.trim();
  return /^(https?:\/\/|mailto:)/i.test(value) ? value : '';
}
