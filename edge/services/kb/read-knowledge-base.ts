/**
 * The knowledge base as its requester may see it (visitor spec §2 "Knowledge Base panel", §6 "Knowledge base
 * filters and Metadata show only in Main mode"): staff get every entry of the draft in Main mode — the modal then
 * offers the Access / Products / Time filters and each entry's Metadata — and the organisation's products for the
 * Products filter; an account member or a previewed profile their own entries of the live revision; a visitor the
 * public ones.
 */
import type { KnowledgeBase } from '../../../content/contracts/knowledge-base.ts';
import { viewFor } from '../../../content/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { resolveRequester } from '../documents/document-access.ts';
import { snapshotFor } from '../documents/serve-document.ts';

export async function readKnowledgeBase({
  deps,
  request,
  org,
}: {
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>;
  request: Request;
  org: { id: string; name: string };
}): Promise<KnowledgeBase> {
  const requester = await resolveRequester(request, deps, org);
  const snapshot = await snapshotFor(deps.db, org.id, requester);
  const view = viewFor(snapshot, requester.viewer);
  const entries = [...view.knowledgeBase].sort((a, b) => Number(b.favorite_public) - Number(a.favorite_public) || b.date_timestamp - a.date_timestamp);
  return { mode: view.viewer.mode, entries, products: view.products.map((p) => ({ productId: p.productId, productName: p.productName })) };
}
