/**
 * Knowledge base (visitor spec §3 "Knowledge base entry"):
 *
 *   POST   /api/admin/kb                   { content, answer, comment, access_level, product_ids, favorite_public } → 201 entry
 *   PUT    /api/admin/kb/:objectID         same → entry
 *   DELETE /api/admin/kb/:objectID         → { ok: true }
 *   POST   /api/admin/kb/import?fileName=  body: the CSV file, `Content-Type: text/csv` → 201 { imported, entries }
 *                                          or 400 KB_IMPORT_INVALID with `issues: [{ row, message }]` (nothing imported)
 *
 *   GET    /api/admin/kb/health                  → { staleAfterDays, issues: [{ kind, key, entries, reason, … }] }
 *   PUT    /api/admin/kb/health/settings         { staleAfterDays } → health
 *   POST   /api/admin/kb/health/merge            { keep, merge: [ids], answer? } → the kept entry
 *   POST   /api/admin/kb/health/dismiss          { kind, key } → { ok: true }
 *
 *   GET    /api/share/:orgId/knowledge-base     → { mode, entries, products }: the entries the requester may see —
 *                                          staff every entry in Main mode (filters and Metadata), members theirs,
 *                                          visitors the public ones
 *
 * Writes: staff with statuspage:edit. The import's content type is its CSRF guard: `text/csv` is not one a cross-site form
 * can send, so a cross-origin request needs a preflight the edge never grants.
 */
import { json } from 'itty-router';
import { KbEntryInputSchema, type KbImported, type KnowledgeBase } from '../../content/contracts/knowledge-base.ts';
import type { KnowledgeBaseEntry } from '../../content/schemas/knowledge-base.ts';
import { appError } from '../errors.ts';
import { readJson, readText } from '../middleware/body.ts';
import { assertJson, requireEditor, staffWrite } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { importKbCsv } from '../services/kb/import-kb-csv.ts';
import { deleteKbEntry } from '../services/kb/delete-kb-entry.ts';
import { saveKbEntry } from '../services/kb/save-kb-entry.ts';
import { KbDismissSchema, KbHealthSettingsSchema, KbMergeSchema } from '../../content/contracts/questionnaire-assist.ts';
import { dismissKbIssue } from '../services/kb/dismiss-kb-issue.ts';
import { mergeKbEntries } from '../services/kb/merge-kb-entries.ts';
import { readKbHealth } from '../services/kb/read-kb-health.ts';
import { setStaleAfterDays } from '../services/kb/set-stale-after-days.ts';
import { orgFromPath } from '../services/organizations/resolve-organization.ts';
import { readKnowledgeBase } from '../services/kb/read-knowledge-base.ts';

export const registerAdminKbRoutes: RegisterRoutes = (router, deps) => {
  router.get('/api/share/:orgId/knowledge-base', async (request): Promise<KnowledgeBase> => {
    const org = await orgFromPath(deps.db, request.params.orgId);
    return readKnowledgeBase({ deps, request, org });
  });

  router.post('/api/admin/kb/import', async (request) => {
    const staff = await requireEditor(request, deps);
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/csv') throw appError('KB_IMPORT_TYPE');
    const fileName = new URL(request.url).searchParams.get('fileName')?.slice(0, 200) ?? '';
    const entries = await importKbCsv({ db: deps.db, orgId: staff.orgId, by: staff.email, now: deps.now(), csv: await readText(request), fileName });
    return json({ imported: entries.length, entries } satisfies KbImported, { status: 201 });
  });

  router.get('/api/admin/kb/health', async (request) => {
    const staff = await requireEditor(request, deps);
    return readKbHealth({ db: deps.db, orgId: staff.orgId, now: deps.now() });
  });

  router.put('/api/admin/kb/health/settings', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const { staleAfterDays } = await readJson(request, KbHealthSettingsSchema);
    await setStaleAfterDays({ db: deps.db, orgId: staff.orgId, days: staleAfterDays, by: staff.email, now: deps.now() });
    return readKbHealth({ db: deps.db, orgId: staff.orgId, now: deps.now() });
  });

  router.post('/api/admin/kb/health/merge', async (request): Promise<KnowledgeBaseEntry> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const input = await readJson(request, KbMergeSchema);
    return mergeKbEntries({ db: deps.db, orgId: staff.orgId, input, by: staff.email, now: deps.now() });
  });

  router.post('/api/admin/kb/health/dismiss', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const input = await readJson(request, KbDismissSchema);
    await dismissKbIssue({ db: deps.db, orgId: staff.orgId, input, by: staff.email, now: deps.now() });
    return { ok: true };
  });

  router.post('/api/admin/kb', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const entry: KnowledgeBaseEntry = await saveKbEntry({ ...staffWrite(deps, staff), input: await readJson(request, KbEntryInputSchema) });
    return json(entry, { status: 201 });
  });

  router.put('/api/admin/kb/:objectID', async (request): Promise<KnowledgeBaseEntry> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    return saveKbEntry({
      ...staffWrite(deps, staff),
      objectID: decodeURIComponent(request.params.objectID!),
      input: await readJson(request, KbEntryInputSchema),
    });
  });

  router.delete('/api/admin/kb/:objectID', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    await deleteKbEntry({ ...staffWrite(deps, staff), objectID: decodeURIComponent(request.params.objectID!) });
    return { ok: true };
  });
};
