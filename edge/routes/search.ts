/**
 * Semantic search and AI answers (visitor spec §3, §4, §7):
 *
 *   GET  /api/share/:orgId/search/status?permissionProfileId&accountId → { semantic, ai } for the requester
 *   POST /api/share/:orgId/search?permissionProfileId&accountId         { query: { term, filters: { product } } }
 *        → { result: { term, total, counts, results } }  (results shaped as spec §3, source "semantic")
 *   POST /api/share/:orgId/search/answer?permissionProfileId&accountId  same payload
 *        → { result: { answer, sources } }
 *
 * The preview query is honoured only with a staff session of the organisation; an account member's view is
 * decided by the session cookie. Anonymous visitors may search (the public view only: what the static page and
 * its local index already show) but get no AI answers (401); staff in Main mode get no AI answers either.
 */
import { SearchPayloadSchema, SearchScopeSchema } from '../../content/contracts/search.ts';
import type { AppDeps } from '../deps.ts';
import { appError, isAppError } from '../errors.ts';
import { parseWith, readJson } from '../middleware/body.ts';
import { orgFromPath } from '../services/organizations/resolve-organization.ts';
import { assertJson } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { aiProviderFor } from '../services/ai/providers.ts';
import { answerQuestion } from '../services/search/answer-question.ts';
import { searchForViewer } from '../services/search/search-content.ts';
import { embedTexts } from '../services/search/embeddings.ts';
import { liveSearch, type LiveSearch } from '../services/search/search-index.ts';
import { aiAnswersRefusal, aiAvailable, resolveSearchRequester } from '../services/search/search-viewer.ts';

function productOf(filters: { product?: string | string[] }): string {
  const product = Array.isArray(filters.product) ? filters.product[0] : filters.product;
  if (!product?.trim()) throw appError('NO_PRODUCT_ID');
  return product.trim();
}

function dataStoreOn(deps: AppDeps): boolean {
  return deps.config.search?.dataStore !== false;
}

/** The query's embedding when the live index has vectors; undefined (BM25 alone) when the endpoint fails. */
async function queryVector(deps: AppDeps, live: LiveSearch, term: string): Promise<Float32Array | undefined> {
  const embeddings = deps.config.search?.embeddings;
  if (!embeddings || !live.vectors || !term.trim()) return undefined;
  try {
    return (await embedTexts(embeddings, [term]))[0];
  } catch (error) {
    deps.log('Could not embed a search query; searching without vectors', error);
    return undefined;
  }
}

export const registerSearchRoutes: RegisterRoutes = (router, deps) => {
  const { db, log } = deps;

  const live = (orgId: string) => liveSearch({ db, blobs: deps.blobs, orgId, log, embeddings: deps.config.search?.embeddings });

  async function context(request: Request & { params: Record<string, string> }) {
    const org = await orgFromPath(db, request.params.orgId);
    const scope = parseWith(SearchScopeSchema, Object.fromEntries(new URL(request.url).searchParams));
    const requester = await resolveSearchRequester(request, deps, org.id, scope);
    return { org, requester };
  }

  router.get('/api/share/:orgId/search/status', async (request) => {
    const { org, requester } = await context(request);
    if (!dataStoreOn(deps)) return { semantic: false, ai: false };
    const { snapshot } = await live(org.id);
    return { semantic: requester.semantic, ai: aiAvailable(snapshot, requester, true) };
  });

  router.post('/api/share/:orgId/search', async (request) => {
    const { org, requester } = await context(request);
    assertJson(request);
    const body = await readJson(request, SearchPayloadSchema);
    const productId = productOf(body.query.filters);
    if (!dataStoreOn(deps)) throw appError('SEARCH_NOT_SET_UP');
    try {
      const current = await live(org.id);
      const vector = await queryVector(deps, current, body.query.term);
      return { result: await searchForViewer({ live: current, viewer: requester.viewer, term: body.query.term, productId, queryVector: vector }) };
    } catch (error) {
      if (isAppError(error)) throw error;
      log('Semantic search failed', { term: body.query.term, productId }, error);
      throw appError('SEARCH_FAILED');
    }
  });

  router.post('/api/share/:orgId/search/answer', async (request) => {
    const { org, requester } = await context(request);
    assertJson(request);
    const body = await readJson(request, SearchPayloadSchema);
    const productId = productOf(body.query.filters);
    // Who may ask is known before the revision is loaded; what the organisation allows, after.
    const refused = aiAnswersRefusal(requester, dataStoreOn(deps), null);
    if (refused) throw appError(refused);
    const current = await live(org.id);
    const refusal = aiAnswersRefusal(requester, true, current.snapshot);
    if (refusal) throw appError(refusal);
    try {
      const provider = aiProviderFor(deps.config.search?.ai);
      const vector = await queryVector(deps, current, body.query.term);
      return { result: await answerQuestion({ live: current, viewer: requester.viewer, question: body.query.term, productId, provider, queryVector: vector }) };
    } catch (error) {
      if (isAppError(error)) throw error;
      log('AI answer failed', { term: body.query.term, filters: body.query.filters }, error);
      throw appError('AI_ANSWER_FAILED');
    }
  });
};
