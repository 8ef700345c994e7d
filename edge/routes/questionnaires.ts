/**
 * Questionnaires (visitor spec §2 "Questionnaires and TPRM", §4 "Questionnaire flow", §6): account members submit
 * a questionnaire as a file or a link and follow its status; staff work through them in an inbox.
 *
 *   POST {base}/questionnaires            multipart/form-data `file` (≤ 25 MB; pdf, doc(x), xls(x), csv, txt, zip)
 *                                         or JSON { link } (https) → 201 { questionnaire }
 *   GET  {base}/questionnaires            → { questionnaires: [...] } of the member's account, newest first
 *   GET  /api/admin/questionnaires        → { questionnaires: [...] } the organisation's inbox (statuspage:edit)
 *   PUT  /api/admin/questionnaires/:id/status   { status: received | in_progress | completed } → { questionnaire }
 *   GET  /api/admin/questionnaires/:id/file     → the uploaded file as an attachment
 *
 * `{base}` = `/api/statuspage/share/:accountId/external`: the account's own session is required (anonymous 401,
 * another account 403, a member who still has to accept the NDA 403), and the organisation's live customization
 * must enable questionnaires (403 QUESTIONNAIRES_DISABLED). The upload route reads its body itself (see
 * `OWN_BODY_LIMIT_ROUTES` in middleware/body.ts), up to the questionnaire limit.
 */
import { json } from 'itty-router';
import { QuestionnaireLinkSchema, QuestionnaireStatusSchema, type QuestionnaireStatusAnswer } from '../../content/contracts/questionnaires.ts';
import { MAX_QUESTIONNAIRE_BYTES } from '../../content/questionnaires.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { readJson, readUploadForm } from '../middleware/body.ts';
import { requireAccountSession, type AccountSession } from '../middleware/with-account.ts';
import { assertJson, requireEditor } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { requireLiveSnapshot } from '../services/access/live-snapshot.ts';
import { listAccountQuestionnaires, listInbox, memberQuestionnaire } from '../services/questionnaires/list-questionnaires.ts';
import { questionnaireFileResponse } from '../services/questionnaires/questionnaire-file.ts';
import { setQuestionnaireStatus } from '../services/questionnaires/set-questionnaire-status.ts';
import { assertQuestionnairesEnabled, submitQuestionnaire, type QuestionnaireInput } from '../services/questionnaires/submit-questionnaire.ts';
import { enforceLimits } from '../services/limits/abuse-limits.ts';
import { requireOrganization } from '../services/organizations/get-organization.ts';

const BASE = '/api/statuspage/share/:accountId/external';
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The member's usable session of `:accountId` (not waiting for the NDA). */
async function memberOf(request: Request & { params: Record<string, string> }, deps: AppDeps): Promise<AccountSession> {
  const session = await requireAccountSession(request, deps, { accountId: request.params.accountId });
  if (session.ndaPending) throw appError('FORBIDDEN', { reason: 'nda_pending' });
  return session;
}

/** The body of a submission: a multipart file or a JSON link. */
async function readSubmission(request: Request, deps: AppDeps): Promise<QuestionnaireInput> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (contentType.startsWith('multipart/form-data')) {
    const form = await readUploadForm(request, MAX_QUESTIONNAIRE_BYTES + MULTIPART_OVERHEAD, {
      tooLarge: 'QUESTIONNAIRE_TOO_LARGE',
      empty: 'QUESTIONNAIRE_FILE_REQUIRED',
    });
    const file = form.get('file');
    if (!file || typeof file === 'string') throw appError('QUESTIONNAIRE_FILE_REQUIRED');
    return { kind: 'file', fileName: file.name || 'questionnaire', bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  if (contentType.startsWith('application/json')) {
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > deps.config.maxBodyBytes) throw appError('PAYLOAD_TOO_LARGE');
    const { link } = await readJson(request, QuestionnaireLinkSchema);
    return { kind: 'link', link };
  }
  throw appError('QUESTIONNAIRE_CONTENT_TYPE');
}

export const registerQuestionnaireRoutes: RegisterRoutes = (router, deps) => {
  const { db } = deps;

  router.post(`${BASE}/questionnaires`, async (request) => {
    const session = await memberOf(request, deps);
    const snapshot = await requireLiveSnapshot({ db, orgId: session.orgId });
    assertQuestionnairesEnabled(snapshot.customization);
    // Each submission emails staff: counted per member and organisation.
    await enforceLimits(deps, { action: 'questionnaire', orgId: session.orgId, memberId: session.memberId, email: session.memberEmail });
    const input = await readSubmission(request, deps);
    const org = await requireOrganization({ db, id: session.orgId });
    const row = await submitQuestionnaire({
      db,
      blobs: deps.blobs,
      mail: deps.mail,
      config: deps.config,
      log: deps.log,
      now: deps.now(),
      org,
      session,
      customization: snapshot.customization,
      input,
    });
    return json({ questionnaire: memberQuestionnaire(row) }, { status: 201 });
  });

  router.get(`${BASE}/questionnaires`, async (request) => {
    const session = await memberOf(request, deps);
    const snapshot = await requireLiveSnapshot({ db, orgId: session.orgId });
    assertQuestionnairesEnabled(snapshot.customization);
    return { questionnaires: await listAccountQuestionnaires({ db, orgId: session.orgId, accountId: session.accountId }) };
  });

  router.get('/api/admin/questionnaires', async (request) => {
    const staff = await requireEditor(request, deps);
    return { questionnaires: await listInbox({ db, orgId: staff.orgId }) };
  });

  router.put('/api/admin/questionnaires/:id/status', async (request): Promise<QuestionnaireStatusAnswer> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const { status } = await readJson(request, QuestionnaireStatusSchema);
    const row = await setQuestionnaireStatus({ db, orgId: staff.orgId, id: decodeURIComponent(request.params.id!), status, by: staff.email, now: deps.now() });
    return { questionnaire: { ...memberQuestionnaire(row), updatedBy: row.updatedBy } };
  });

  router.get('/api/admin/questionnaires/:id/file', async (request) => {
    const staff = await requireEditor(request, deps);
    return questionnaireFileResponse({ db, blobs: deps.blobs, orgId: staff.orgId, id: decodeURIComponent(request.params.id!) });
  });
};
