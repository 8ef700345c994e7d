/**
 * `/knowledge-base.json`: the public knowledge-base entries (what an anonymous visitor may see: `publicView`), with
 * each answer's Markdown rendered to safe HTML. The Knowledge Base modal loads it on first opening, so the home
 * page carries only the few entries of the panel. Prerendered into the static build.
 */
import type { APIRoute } from 'astro';
import { renderMarkdown } from '../../content/markdown.ts';
import { portal } from '../lib/snapshot.ts';

export const GET: APIRoute = () => {
  // The panel's order (`knowledgeBaseEntries` in lib/portal.ts): featured first, then newest first. The modal keeps
  // the entries of the page's product, in this order.
  const entries = [...portal.knowledgeBase]
    .sort((a, b) => Number(b.favorite_public) - Number(a.favorite_public) || b.date_timestamp - a.date_timestamp)
    .map((entry) => ({ ...entry, answerHtml: renderMarkdown(entry.answer) }));
  return new Response(JSON.stringify({ entries }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
