/**
 * The background work of an assist: reading the file (status `parsing` → `drafting`, or `failed` with the reason)
 * and drafting its questions in chunks until every one is drafted (`ready`). Progress is in the database after every
 * chunk, so it survives a page reload and a restart.
 *
 * One worker at a time: a worker holds a lease on the assist (`lease_until`) and renews it per chunk; another worker
 * (a second request, the scheduler after a restart) takes over only once the lease has run out. On Node the server
 * runs an assist to the end in the background; on a Worker each request (`ctx.waitUntil`) runs as many chunks as
 * its budget allows, and the next request or the cron trigger goes on from there.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SheetMapping } from '../../../content/contracts/questionnaire-assist.ts';
import { readBlobBytes, type BlobStore } from '../../blobs/types.ts';
import { questionnaireAssistQuestions, questionnaireAssists, type QuestionnaireAssistRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { AppConfig, LogFn } from '../../deps.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import type { ExtractedQuestion } from './read-questionnaire-file.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';

/** How long a worker holds an assist without renewing its lease (ms). */
export const ASSIST_LEASE_MS = 60_000;
/** Questions drafted between two progress writes. */
const CHUNK = 25;
/** Questions inserted per statement: their JSON is one bound parameter (D1 allows 100 per statement). */
const INSERT_ROWS = 250;

export interface AdvanceAssistOptions {
  db: Db;
  blobs?: BlobStore;
  config: Pick<AppConfig, 'publicUrl' | 'search' | 'assist'>;
  log: LogFn;
  now: () => number;
  orgId: string;
  id: string;
}

/** Takes the assist's lease when it is free; false when another worker holds it. */
async function claim(db: Db, orgId: string, id: string, now: number): Promise<boolean> {
  const rows = await db
    .update(questionnaireAssists)
    .set({ leaseUntil: now + ASSIST_LEASE_MS })
    .where(
      and(
        eq(questionnaireAssists.orgId, orgId),
        eq(questionnaireAssists.id, id),
        or(isNull(questionnaireAssists.leaseUntil), lt(questionnaireAssists.leaseUntil, now)),
      ),
    )
    .returning({ id: questionnaireAssists.id });
  return rows.length > 0;
}

async function release(db: Db, id: string): Promise<void> {
  await db.update(questionnaireAssists).set({ leaseUntil: null }).where(eq(questionnaireAssists.id, id));
}

/** Whether an assist needs a worker: not finished, and nobody holds it. */
export function needsWorker(row: Pick<QuestionnaireAssistRow, 'status' | 'leaseUntil'>, now: number): boolean {
  return (row.status === 'parsing' || row.status === 'drafting') && (row.leaseUntil === null || row.leaseUntil < now);
}

/**
 * Runs the assist's background work within the configured budget (none on Node: to the end).
 * Never throws: a failure is logged, and the lease runs out so another worker can try again.
 */
export async function advanceAssist(options: AdvanceAssistOptions): Promise<void> {
  const { db, orgId, id, log, now } = options;
  try {
    if (!(await claim(db, orgId, id, now()))) return;
  } catch (error) {
    log('Could not claim a questionnaire for drafting', error);
    return;
  }
  try {
    const [row] = await db.select().from(questionnaireAssists).where(eq(questionnaireAssists.id, id)).limit(1);
    if (!row) return;
    if (row.status === 'parsing') {
      const read = await parseAssist(options, row);
      if (!read) return;
    }
    await draftPending(options, row);
  } catch (error) {
    log(`Drafting questionnaire ${id} stopped; it will be resumed`, error);
    return;
  }
  await release(db, id).catch(() => {});
}

/** Reads the file with its mapping (detected unless `mapping` is given) and stores its questions. */
async function parseAssist({ db, blobs, now }: AdvanceAssistOptions, row: QuestionnaireAssistRow, mapping?: SheetMapping[]): Promise<boolean> {
  const fail = async (message: string) => {
    await db
      .update(questionnaireAssists)
      .set({ status: 'failed', error: message, updatedAt: now(), leaseUntil: null })
      .where(eq(questionnaireAssists.id, row.id));
    return false;
  };
  const bytes = blobs ? await readBlobBytes(blobs, row.blobKey) : null;
  if (!bytes) return fail('The uploaded file is missing from the file store.');
  const { QuestionnaireFileError, readQuestionnaire } = await import('./read-questionnaire-file.ts');
  let read: ReturnType<typeof readQuestionnaire>;
  try {
    read = readQuestionnaire(bytes, row.format as 'xlsx' | 'csv' | 'docx', mapping);
  } catch (error) {
    if (error instanceof QuestionnaireFileError) return fail(error.message);
    throw error;
  }
  await storeQuestions(db, row, read.questions, read.mapping, now());
  return true;
}

/** Replaces the assist's questions (all pending) and mapping; status `drafting`. */
export async function storeQuestions(
  db: Db,
  row: Pick<QuestionnaireAssistRow, 'id' | 'orgId'>,
  questions: ExtractedQuestion[],
  mapping: SheetMapping[],
  now: number,
): Promise<void> {
  const values = questions.map((q, i) => ({ n: i + 1, sheet: q.sheet, row: q.row, question: q.question, formHint: q.formHint }));
  // Rows go in as one JSON parameter per statement, read with json_each (the other columns take their defaults):
  // a questionnaire of 2,000 questions is a handful of statements, on D1 (100 bound parameters at most) as on
  // libSQL. Raw statements cannot join a D1 batch, so they run one after the other; the status changes last, and
  // a run that stops half-way reads the file again from the start.
  await db.delete(questionnaireAssistQuestions).where(eq(questionnaireAssistQuestions.assistId, row.id));
  for (let i = 0; i < values.length; i += INSERT_ROWS) {
    await db.run(sql`insert into ${questionnaireAssistQuestions} (assist_id, org_id, n, sheet, row, question, form_hint, updated_at)
      select ${row.id}, ${row.orgId}, json_extract(value, '$.n'), json_extract(value, '$.sheet'), json_extract(value, '$.row'), json_extract(value, '$.question'), json_extract(value, '$.formHint'), ${now}
      from json_each(${JSON.stringify(values.slice(i, i + INSERT_ROWS))})`);
  }
  await db
    .update(questionnaireAssists)
    .set({ status: 'drafting', error: null, mapping: JSON.stringify(mapping), total: questions.length, done: 0, updatedAt: now })
    .where(eq(questionnaireAssists.id, row.id));
}

async function draftPending({ db, blobs, config, log, now, orgId, id }: AdvanceAssistOptions, row: QuestionnaireAssistRow): Promise<void> {
  const started = now();
  const budget = config.assist?.budgetMs ?? Number.POSITIVE_INFINITY;
  const maxQuestions = config.assist?.maxQuestionsPerRun ?? Number.POSITIVE_INFINITY;
  const org = await getOrganizationById({ db, id: orgId });
  const baseUrl = orgPublicUrl(org ?? { customDomains: [] }, config);
  const { assistCorpus, assistProvider, draftQuestion } = await import('./assist-answerer.ts');
  const provider = assistProvider(config.search?.ai);
  let drafted = 0;
  for (;;) {
    const pending = await db
      .select()
      .from(questionnaireAssistQuestions)
      .where(and(eq(questionnaireAssistQuestions.assistId, id), eq(questionnaireAssistQuestions.state, 'pending')))
      .orderBy(asc(questionnaireAssistQuestions.n))
      .limit(CHUNK);
    if (pending.length === 0) break;
    const corpus = await assistCorpus({ db, blobs, orgId, productId: row.productId, baseUrl, log });
    const updates = [];
    for (const q of pending) {
      const draft = await draftQuestion(corpus, q.question, { form: (q.formHint as 'yesno' | 'text' | null) ?? null, useInternal: q.useInternal, provider });
      updates.push(
        db
          .update(questionnaireAssistQuestions)
          .set({
            form: draft.form,
            answer: draft.answer,
            explanation: draft.explanation,
            confidence: draft.confidence,
            flagged: draft.flagged,
            flagReason: draft.flagReason,
            sources: JSON.stringify(draft.sources),
            internal: JSON.stringify(draft.internal),
            state: 'draft',
            updatedAt: now(),
          })
          .where(
            and(
              eq(questionnaireAssistQuestions.assistId, id),
              eq(questionnaireAssistQuestions.n, q.n),
              eq(questionnaireAssistQuestions.state, 'pending'),
              // A mapping changed meanwhile replaced the rows: a draft of the old question is not written to them.
              eq(questionnaireAssistQuestions.question, q.question),
            ),
          ),
      );
    }
    drafted += pending.length;
    await db.batch([
      ...updates,
      db
        .update(questionnaireAssists)
        .set({
          done: sql`(select count(*) from ${questionnaireAssistQuestions} where ${questionnaireAssistQuestions.assistId} = ${id} and ${questionnaireAssistQuestions.state} <> 'pending')`,
          leaseUntil: now() + ASSIST_LEASE_MS,
          updatedAt: now(),
        })
        .where(eq(questionnaireAssists.id, id)),
    ] as unknown as Parameters<Db['batch']>[0]);
    if (now() - started > budget || drafted >= maxQuestions) return;
  }
  await db
    .update(questionnaireAssists)
    .set({ status: 'ready', updatedAt: now() })
    .where(and(eq(questionnaireAssists.id, id), inArray(questionnaireAssists.status, ['drafting'])));
}

/** Assists left unfinished with no worker (a restart, a Worker out of budget): the scheduler goes on with them. */
export async function resumeStalledAssists(options: Omit<AdvanceAssistOptions, 'orgId' | 'id'>): Promise<number> {
  const now = options.now();
  const rows = await options.db
    .select({
      id: questionnaireAssists.id,
      orgId: questionnaireAssists.orgId,
      status: questionnaireAssists.status,
      leaseUntil: questionnaireAssists.leaseUntil,
    })
    .from(questionnaireAssists)
    .where(
      and(inArray(questionnaireAssists.status, ['parsing', 'drafting']), or(isNull(questionnaireAssists.leaseUntil), lt(questionnaireAssists.leaseUntil, now))),
    );
  for (const row of rows) await advanceAssist({ ...options, orgId: row.orgId, id: row.id });
  return rows.length;
}
