/**
 * Questionnaire assistance: staff answer a customer's security questionnaire from the trust center's content (the
 * routes and shapes are listed in `content/contracts/questionnaire-assist.ts`). Staff with statuspage:edit of the
 * organisation only: anonymous 401, others 403; an assist of another organisation is 404.
 *
 * The upload route reads its body itself (see `OWN_BODY_LIMIT_ROUTES` in middleware/body.ts), up to 25 MB. Reading
 * and drafting run after the 202 answer (`advance-assist.ts`); every GET of an unfinished assist that no worker holds
 * starts one again, so drafting goes on after a restart or, on a Worker, request by request.
 */
import { json } from 'itty-router';
import {
  ExportQuerySchema,
  MAX_ASSIST_FILE_BYTES,
  MappingUpdateSchema,
  QuestionUpdateSchema,
  SaveToKbSchema,
} from '../../content/contracts/questionnaire-assist.ts';
import type { RequestScope } from '../deps.ts';
import { appError } from '../errors.ts';
import { parseWith, readJson, readUploadForm } from '../middleware/body.ts';
import { assertJson, requireEditor } from '../middleware/with-staff.ts';
import type { AppRequest, RegisterRoutes } from '../router.ts';
import { advanceAssist, needsWorker } from '../services/questionnaire-assist/advance-assist.ts';
import { approveHighConfidence } from '../services/questionnaire-assist/approve-high-confidence.ts';
import { findAssistRow, listAssists, readAssist } from '../services/questionnaire-assist/assist-records.ts';
import { changeAssistMapping } from '../services/questionnaire-assist/change-assist-mapping.ts';
import { deleteAssist } from '../services/questionnaire-assist/delete-assist.ts';
import { exportAssist } from '../services/questionnaire-assist/export-assist.ts';
import { saveAssistToKb } from '../services/questionnaire-assist/save-assist-to-kb.ts';
import { startAssist, type AssistInput } from '../services/questionnaire-assist/start-assist.ts';
import { updateAssistQuestion } from '../services/questionnaire-assist/update-assist-question.ts';

const BASE = '/api/admin/questionnaire-assist';
/** Room for the multipart boundaries and the other fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The multipart body of an upload: `file` (or `questionnaireId`) and optional `productId`. */
async function readAssistForm(request: Request): Promise<{ input: AssistInput; productId?: string }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw appError('ASSIST_FILE_REQUIRED');
  const form = await readUploadForm(request, MAX_ASSIST_FILE_BYTES + MULTIPART_OVERHEAD, { tooLarge: 'ASSIST_FILE_TOO_LARGE', empty: 'ASSIST_FILE_REQUIRED' });
  const productId = form.get('productId');
  const product = typeof productId === 'string' && productId.trim() ? productId.trim() : undefined;
  const file = form.get('file');
  if (file && typeof file !== 'string')
    return { input: { kind: 'file', fileName: file.name || 'questionnaire', bytes: new Uint8Array(await file.arrayBuffer()) }, productId: product };
  const questionnaireId = form.get('questionnaireId');
  if (typeof questionnaireId === 'string' && questionnaireId.trim())
    return { input: { kind: 'submission', questionnaireId: questionnaireId.trim() }, productId: product };
  throw appError('ASSIST_FILE_REQUIRED');
}

/** The question number of the path, or 404. */
function questionNumber(request: AppRequest): number {
  const n = Number(request.params.n);
  if (!Number.isInteger(n) || n < 1) throw appError('QUESTIONNAIRE_NOT_FOUND');
  return n;
}

export const registerQuestionnaireAssistRoutes: RegisterRoutes = (router, deps) => {
  const { db } = deps;
  const work = (scope: RequestScope, orgId: string, id: string) =>
    scope.waitUntil(advanceAssist({ db, blobs: deps.blobs, config: deps.config, log: deps.log, now: () => deps.now(), orgId, id }));

  router.post(BASE, async (request, scope) => {
    const staff = await requireEditor(request, deps);
    const { input, productId } = await readAssistForm(request);
    const { id } = await startAssist({ db, blobs: deps.blobs, orgId: staff.orgId, by: staff.email, now: deps.now(), input, productId });
    work(scope, staff.orgId, id);
    return json({ id }, { status: 202 });
  });

  router.get(BASE, async (request) => {
    const staff = await requireEditor(request, deps);
    return { assists: await listAssists({ db, orgId: staff.orgId }) };
  });

  router.get(`${BASE}/:id`, async (request, scope) => {
    const staff = await requireEditor(request, deps);
    const id = decodeURIComponent(request.params.id!);
    const row = await findAssistRow({ db, orgId: staff.orgId, id });
    if (needsWorker(row, deps.now())) work(scope, staff.orgId, id);
    return readAssist({ db, orgId: staff.orgId, id });
  });

  router.put(`${BASE}/:id/mapping`, async (request, scope) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const id = decodeURIComponent(request.params.id!);
    const update = await readJson(request, MappingUpdateSchema);
    await changeAssistMapping({ db, blobs: deps.blobs, orgId: staff.orgId, id, update, by: staff.email, now: deps.now() });
    work(scope, staff.orgId, id);
    return readAssist({ db, orgId: staff.orgId, id });
  });

  router.put(`${BASE}/:id/questions/:n`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const update = await readJson(request, QuestionUpdateSchema);
    return updateAssistQuestion({
      db,
      blobs: deps.blobs,
      config: deps.config,
      log: deps.log,
      orgId: staff.orgId,
      id: decodeURIComponent(request.params.id!),
      n: questionNumber(request),
      update,
      by: staff.email,
      now: deps.now(),
    });
  });

  router.post(`${BASE}/:id/approve-high`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    return approveHighConfidence({ db, orgId: staff.orgId, id: decodeURIComponent(request.params.id!), by: staff.email, now: deps.now() });
  });

  router.post(`${BASE}/:id/save-to-kb`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const input = await readJson(request, SaveToKbSchema);
    return saveAssistToKb({ db, orgId: staff.orgId, id: decodeURIComponent(request.params.id!), input, by: staff.email, now: deps.now() });
  });

  router.get(`${BASE}/:id/export`, async (request) => {
    const staff = await requireEditor(request, deps);
    const query = parseWith(ExportQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return exportAssist({
      db,
      blobs: deps.blobs,
      orgId: staff.orgId,
      id: decodeURIComponent(request.params.id!),
      format: query.format,
      summary: query.summary === '1' || query.summary === 'true',
      by: staff.email,
      now: deps.now(),
    });
  });

  router.delete(`${BASE}/:id`, async (request) => {
    const staff = await requireEditor(request, deps);
    await deleteAssist({ db, blobs: deps.blobs, orgId: staff.orgId, id: decodeURIComponent(request.params.id!), by: staff.email, now: deps.now() });
    return { ok: true };
  });
};
