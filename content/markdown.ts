/**
 * Markdown of the content (item explanations, overview text, answers, update messages) rendered to HTML for
 * the static page with `marked`. Staff write this text, but it lands on a public page, so raw HTML is shown as
 * text, links keep only http(s), mailto and in-site targets, and images render as their alt text (the page
 * loads nothing from third parties).
 */
import { Marked, type Tokens } from 'marked';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * Whether a link target is allowed on the public page: an http(s) or mailto URL, or an in-site path
 * (`/…`, `#…`, `?…`, `./…`). The check runs on the text as written, and the browser decodes character
 * references in attributes, so in-site paths may not contain `&` or `\\` (`/&#47;host` and `/\\host` both
 * mean another site).
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value)) return true;
  return /^(\/(?![/\\])|#|\?|\.{1,2}\/)[^&\\\s]*$/.test(value);
}

const marked = new Marked({ gfm: true, async: false });
marked.use({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link(token: Tokens.Link) {
      if (isSafeHref(token.href)) return false; // default rendering
      return this.parser.parseInline(token.tokens);
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

/** Block Markdown to HTML. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false }) as string;
}
