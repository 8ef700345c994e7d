/**
 * Draft content and publishing for signed-in staff:
 *
 *   GET    /api/admin/draft                           the draft snapshot (`ETag`: the draft version)
 *   PUT    /api/admin/draft/:collection/:recordId     body = the entity → saved entity; singletons (recordId `main`:
 *                                                     organization, customization, plan, space) take only the
 *                                                     fields to change (JSON Merge Patch), `{}` changes nothing
 *   DELETE /api/admin/draft/:collection/:recordId     → { ok: true }
 *
 * A PUT or DELETE answers the draft version its write made as `ETag`, so the admin can apply the change to the
 * draft it shows without reading the whole draft again.
 *   GET    /api/admin/revisions                       → { revisions, draftChanged, live }
 *   POST   /api/admin/publish                         → 202 { revision }
 *   GET    /api/admin/publish/status                  → { state, step?, revision?, error? }
 *   POST   /api/admin/revisions/:n/rollback           → 202 { revision }
 *
 * Every route needs a staff session; writes need `statuspage:edit` and a JSON content type (CSRF guard — send
 * `{}` as the body of publish and rollback); publish and rollback need the admin or editor role. A PUT or DELETE
 * may send `If-Match: <version>` (the `ETag` of the draft it read) to fail with 409 CONFLICT instead of
 * overwriting someone else's change.
 */
import { json } from 'itty-router';
import { z } from 'zod';
import { canPublish } from '../../content/schemas/staff.ts';
import type { PublishStarted, PublishStatus, RevisionsResponse } from '../../content/contracts/publishing.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { readJson } from '../middleware/body.ts';
import { assertJson, expectedVersionOf, requireEditor, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { deleteRecord } from '../services/draft/delete-record.ts';
import { putRecord } from '../services/draft/put-record.ts';
import { readDraft, readDraftVersion } from '../services/draft/read-draft.ts';
import { draftChanged } from '../services/revisions/draft-changed.ts';
import { listRevisions } from '../services/revisions/list-revisions.ts';
import { liveRevision } from '../services/revisions/read-revision.ts';

function requirePublisher(deps: AppDeps): NonNullable<AppDeps['publisher']> {
  if (!deps.publisher) {
    deps.log('Publishing was requested but this runtime has no publisher configured.');
    throw appError('INTERNAL', { reason: 'Publishing is not configured on this server.' });
  }
  return deps.publisher;
}

export const registerAdminContentRoutes: RegisterRoutes = (router, deps) => {
  const { db, now } = deps;

  router.get('/api/admin/draft', async (request) => {
    const staff = await requireStaff(request, deps);
    const [snapshot, version] = await Promise.all([readDraft({ db, orgId: staff.orgId }), readDraftVersion({ db, orgId: staff.orgId })]);
    return json(snapshot, { headers: { etag: `"${version}"` } });
  });

  router.put('/api/admin/draft/:collection/:recordId', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const data = await readJson(request, z.unknown());
    const { record, version } = await putRecord({
      merge: true,
      db,
      orgId: staff.orgId,
      collection: decodeURIComponent(request.params.collection!),
      recordId: decodeURIComponent(request.params.recordId!),
      data,
      by: staff.email,
      now: now(),
      expectedVersion: expectedVersionOf(request),
    });
    return json(record, { headers: { etag: `"${version}"` } });
  });

  router.delete('/api/admin/draft/:collection/:recordId', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const { version } = await deleteRecord({
      db,
      orgId: staff.orgId,
      collection: decodeURIComponent(request.params.collection!),
      recordId: decodeURIComponent(request.params.recordId!),
      by: staff.email,
      now: now(),
      expectedVersion: expectedVersionOf(request),
    });
    return json({ ok: true }, { headers: { etag: `"${version}"` } });
  });

  router.get('/api/admin/revisions', async (request) => {
    const staff = await requireStaff(request, deps);
    const orgId = staff.orgId;
    const [revisions, changed, live] = await Promise.all([listRevisions({ db, orgId }), draftChanged({ db, orgId }), liveRevision({ db, orgId })]);
    const answer: RevisionsResponse = { revisions, draftChanged: changed, live: live?.number ?? null };
    return answer;
  });

  router.post('/api/admin/publish', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    if (!canPublish(staff.role)) throw appError('FORBIDDEN');
    const { revision } = await requirePublisher(deps).publish(staff.orgId, staff.email);
    return json({ revision } satisfies PublishStarted, { status: 202 });
  });

  router.get('/api/admin/publish/status', async (request) => {
    const staff = await requireStaff(request, deps);
    const status: PublishStatus = await requirePublisher(deps).status(staff.orgId);
    return status;
  });

  router.post('/api/admin/revisions/:n/rollback', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    if (!canPublish(staff.role)) throw appError('FORBIDDEN');
    const n = Number(request.params.n);
    if (!Number.isInteger(n) || n < 1) throw appError('REVISION_NOT_FOUND');
    const { revision } = await requirePublisher(deps).rollback(staff.orgId, n, staff.email);
    return json({ revision } satisfies PublishStarted, { status: 202 });
  });
};
