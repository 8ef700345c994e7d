/**
 * Subscribers and subscription blocks, for signed-in staff:
 *
 *   GET    /api/admin/subscribers            → { subscribers: [{ email, status, source, createdAt, confirmedAt }] }
 *   GET    /api/admin/subscription-blocks    → { blocks: [{ pattern, kind }] }
 *   POST   /api/admin/subscription-blocks    { pattern } → 201 { block: { pattern, kind } }
 *   DELETE /api/admin/subscription-blocks    { pattern } → { ok: true }   (404 when there is no such block)
 *
 * Reads need any staff session; writes need `statuspage:edit` and a JSON body (CSRF guard). A pattern is an
 * email address or a domain (`example.com`, also written `@example.com`, covers its subdomains too).
 */
import { json } from 'itty-router';
import { BlockRequestSchema, type SubscriptionBlockAnswer, type SubscriptionBlocks, type Subscribers } from '../../content/contracts/subscriptions.ts';
import { readJson } from '../middleware/body.ts';
import { assertJson, requireEditor, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { listSubscribers } from '../services/subscriptions/list-subscribers.ts';
import { addSubscriptionBlock } from '../services/subscriptions/add-subscription-block.ts';
import { listSubscriptionBlocks } from '../services/subscriptions/list-subscription-blocks.ts';
import { removeSubscriptionBlock } from '../services/subscriptions/remove-subscription-block.ts';

export const registerAdminSubscriptionRoutes: RegisterRoutes = (router, deps) => {
  const { db } = deps;

  router.get('/api/admin/subscribers', async (request): Promise<Subscribers> => {
    const staff = await requireStaff(request, deps);
    return { subscribers: await listSubscribers({ db, orgId: staff.orgId }) };
  });

  router.get('/api/admin/subscription-blocks', async (request): Promise<SubscriptionBlocks> => {
    const staff = await requireStaff(request, deps);
    return { blocks: await listSubscriptionBlocks({ db, orgId: staff.orgId }) };
  });

  router.post('/api/admin/subscription-blocks', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const { pattern } = await readJson(request, BlockRequestSchema);
    const block = await addSubscriptionBlock({ db, orgId: staff.orgId, pattern });
    return json({ block } satisfies SubscriptionBlockAnswer, { status: 201 });
  });

  router.delete('/api/admin/subscription-blocks', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const { pattern } = await readJson(request, BlockRequestSchema);
    await removeSubscriptionBlock({ db, orgId: staff.orgId, pattern });
    return { ok: true };
  });
};
