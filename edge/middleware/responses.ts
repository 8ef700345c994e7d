/** Small response helpers for route handlers (plain objects are sent as JSON by the router itself). */

/** A redirect whose headers stay mutable (unlike `Response.redirect`), so the router can add its own. */
export function redirect(location: string, status: 301 | 302 | 303 | 307 | 308 = 302): Response {
  return new Response(null, { status, headers: { location } });
}
