/**
 * Trust center updates (visitor spec §3 "Topic", §5 topic rules):
 *
 *   POST   /api/admin/topics                            { subject, category, hidden, isPinned } → 201 topic
 *   PUT    /api/admin/topics/:topicId                   same → topic
 *   DELETE /api/admin/topics/:topicId                   → { ok: true }
 *   POST   /api/admin/topics/:topicId/updates           topic publish payload (message, approve, spAudience, channelSp,
 *                                                       channelEmail { subscribers, audience { source, emails } })
 *                                                       → 201 { topic, update, email } (email: pending, or null)
 *   GET    /api/admin/update-emails                     → { subscriberCount, emails: [{ topicId, updateId, status,
 *                                                       toSubscribers, audience, sentAt, revision, sent, failed … }] }
 *   PUT    /api/admin/topics/:topicId/updates/:updateId { message, spAudience? } → update
 *   DELETE /api/admin/topics/:topicId/updates/:updateId → { ok: true }
 *
 * Staff with statuspage:edit (any staff member may read the update emails). Publishing with the email channel
 * records the email as pending: it goes out — each message with its unsubscribe link and List-Unsubscribe header —
 * when a revision showing the update goes live, so subscribers never get a link to an update not yet on the portal.
 */
import { json } from 'itty-router';
import { TopicPublishSchema } from '../../content/schemas/topic.ts';
import { TopicInputSchema, UpdateEditSchema, type UpdateEmailList, type UpdatePublished } from '../../content/contracts/settings.ts';
import type { Topic, Update } from '../../content/schemas/topic.ts';
import type { RegisterRoutes } from '../router.ts';
import { deleteTopicUpdate } from '../services/updates/delete-topic-update.ts';
import { deleteTopic } from '../services/updates/delete-topic.ts';
import { editTopicUpdate } from '../services/updates/edit-topic-update.ts';
import { publishTopicUpdate } from '../services/updates/publish-topic-update.ts';
import { saveTopic } from '../services/updates/save-topic.ts';
import { listUpdateEmails, subscriberRecipients } from '../services/updates/update-emails.ts';
import { assertJson, requireEditor, requireStaff, staffWrite } from '../middleware/with-staff.ts';
import { parseWith, readJson, readJsonValue } from '../middleware/body.ts';

export const registerAdminUpdateRoutes: RegisterRoutes = (router, deps) => {
  const param = (request: { params: Record<string, string | undefined> }, name: string) => decodeURIComponent(request.params[name] ?? '');

  router.get('/api/admin/update-emails', async (request) => {
    const staff = await requireStaff(request, deps);
    const [emails, recipients] = await Promise.all([listUpdateEmails({ db: deps.db, orgId: staff.orgId }), subscriberRecipients(deps.db, staff.orgId)]);
    const list: UpdateEmailList = { subscriberCount: recipients.length, emails };
    return list;
  });

  router.post('/api/admin/topics', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const topic: Topic = await saveTopic({ ...staffWrite(deps, staff), input: await readJson(request, TopicInputSchema) });
    return json(topic, { status: 201 });
  });

  router.put('/api/admin/topics/:topicId', async (request): Promise<Topic> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    return saveTopic({ ...staffWrite(deps, staff), topicId: param(request, 'topicId'), input: await readJson(request, TopicInputSchema) });
  });

  router.delete('/api/admin/topics/:topicId', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    await deleteTopic({ ...staffWrite(deps, staff), topicId: param(request, 'topicId') });
    return { ok: true };
  });

  router.post('/api/admin/topics/:topicId/updates', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const body = await readJsonValue(request);
    const input = parseWith(TopicPublishSchema, { ...(body as object), topicId: param(request, 'topicId') });
    const result: UpdatePublished = await publishTopicUpdate({ deps, orgId: staff.orgId, by: staff.email, input });
    return json(result, { status: 201 });
  });

  router.put('/api/admin/topics/:topicId/updates/:updateId', async (request): Promise<Update> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    return editTopicUpdate({
      ...staffWrite(deps, staff),
      topicId: param(request, 'topicId'),
      updateId: param(request, 'updateId'),
      input: await readJson(request, UpdateEditSchema),
    });
  });

  router.delete('/api/admin/topics/:topicId/updates/:updateId', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    await deleteTopicUpdate({ ...staffWrite(deps, staff), topicId: param(request, 'topicId'), updateId: param(request, 'updateId') });
    return { ok: true };
  });
};
