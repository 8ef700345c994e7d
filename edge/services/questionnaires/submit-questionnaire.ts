/**
 * A member submits a questionnaire (visitor spec §2, §4 "Questionnaire flow"): an uploaded file (stored in the blob
 * store under the organisation's `questionnaires/` prefix, apart from its documents, so a content export never
 * carries what a customer sent) or an https link. The row starts as `received`; staff are emailed.
 */
import { MAX_QUESTIONNAIRE_BYTES, questionnaireTypeOf } from '../../../content/questionnaires.ts';
import type { Customization } from '../../../content/schemas/customization.ts';
import { orgPrefix } from '../../blobs/keys.ts';
import type { BlobStore } from '../../blobs/types.ts';
import { questionnaires, type Organization, type QuestionnaireRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { AppConfig, LogFn } from '../../deps.ts';
import { appError } from '../../errors.ts';
import type { Mailer } from '../../mail/types.ts';
import type { AccountSession } from '../access/resolve-account-session.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { readAccessSettings } from '../access/access-settings.ts';
import { staffRecipients } from '../access/access-notify.ts';
import { questionnaireStaffEmail } from './questionnaire-mail.ts';

export type QuestionnaireInput = { kind: 'file'; fileName: string; bytes: Uint8Array<ArrayBuffer> } | { kind: 'link'; link: string };

/** Blob key of a questionnaire's file: `orgs/<orgId>/questionnaires/<id>.<ext>`. */
export function questionnaireBlobKey(orgId: string, id: string, fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return `${orgPrefix(orgId)}questionnaires/${id}.${ext}`;
}

/** A new questionnaire id: `qst_` and 16 random hex digits. */
export function newQuestionnaireId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `qst_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** @throws QUESTIONNAIRES_DISABLED unless the organisation's published customization enables questionnaires. */
export function assertQuestionnairesEnabled(customization: Pick<Customization, 'questionnairesEnabled'>): void {
  if (!customization.questionnairesEnabled) throw appError('QUESTIONNAIRES_DISABLED');
}

export interface SubmitQuestionnaireOptions {
  db: Db;
  blobs?: BlobStore;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  log?: LogFn;
  now: number;
  org: Pick<Organization, 'id' | 'name' | 'customDomains'>;
  session: AccountSession;
  /** The live customization (its toggle and security mailbox). */
  customization: Pick<Customization, 'questionnairesEnabled' | 'securityMailbox'>;
  input: QuestionnaireInput;
}

/**
 * Stores the questionnaire and emails staff (a mail failure is logged, never fails the submission).
 * @throws QUESTIONNAIRES_DISABLED; QUESTIONNAIRE_TYPE_NOT_ALLOWED; UPLOAD_EMPTY; QUESTIONNAIRE_TOO_LARGE.
 */
export async function submitQuestionnaire({
  db,
  blobs,
  mail,
  config,
  log = console.error,
  now,
  org,
  session,
  customization,
  input,
}: SubmitQuestionnaireOptions): Promise<QuestionnaireRow> {
  assertQuestionnairesEnabled(customization);
  const id = newQuestionnaireId();
  const memberName = [session.firstName, session.lastName].filter(Boolean).join(' ');
  const base = {
    id,
    orgId: org.id,
    accountId: session.accountId,
    memberId: session.memberId,
    memberEmail: session.memberEmail,
    memberName,
    status: 'received' as const,
    createdAt: now,
    updatedAt: now,
  };
  let row: typeof questionnaires.$inferInsert;
  if (input.kind === 'file') {
    const contentType = questionnaireTypeOf(input.fileName);
    if (!contentType) throw appError('QUESTIONNAIRE_TYPE_NOT_ALLOWED');
    if (input.bytes.byteLength === 0) throw appError('UPLOAD_EMPTY');
    if (input.bytes.byteLength > MAX_QUESTIONNAIRE_BYTES) throw appError('QUESTIONNAIRE_TOO_LARGE');
    if (!blobs) throw appError('INTERNAL', { reason: 'No file store is configured.' });
    const blobKey = questionnaireBlobKey(org.id, id, input.fileName);
    await blobs.put(blobKey, input.bytes, { contentType });
    row = { ...base, kind: 'file', fileName: input.fileName.trim().slice(0, 255), contentType, size: input.bytes.byteLength, blobKey };
    try {
      await db.insert(questionnaires).values(row);
    } catch (error) {
      await blobs.delete(blobKey).catch(() => {});
      throw error;
    }
  } else {
    row = { ...base, kind: 'link', link: input.link };
    await db.insert(questionnaires).values(row);
  }
  const saved = { link: null, fileName: null, contentType: null, size: null, blobKey: null, updatedBy: null, ...row } as QuestionnaireRow;
  await notifyStaff({ db, mail, config, log, org, session, customization, row: saved });
  return saved;
}

async function notifyStaff({
  db,
  mail,
  config,
  log,
  org,
  session,
  customization,
  row,
}: Pick<SubmitQuestionnaireOptions, 'db' | 'mail' | 'config' | 'org' | 'session' | 'customization'> & { log: LogFn; row: QuestionnaireRow }) {
  try {
    const settings = await readAccessSettings({ db, orgId: org.id });
    const recipients = new Set(await staffRecipients({ db, orgId: org.id, settings }));
    if (customization.securityMailbox?.trim()) recipients.add(customization.securityMailbox.trim().toLowerCase());
    const inboxUrl = `${orgPublicUrl(org, config)}/admin/settings/questionnaires`;
    const what = row.kind === 'file' ? `the file ${row.fileName}` : `the link ${row.link}`;
    for (const to of recipients) {
      try {
        await mail.send(
          questionnaireStaffEmail(to, {
            orgName: org.name,
            accountName: session.accountName,
            memberName: row.memberName,
            memberEmail: row.memberEmail,
            what,
            inboxUrl,
          }),
        );
      } catch (error) {
        log('Could not send the questionnaire notification email', error);
      }
    }
  } catch (error) {
    log('Could not notify staff of a questionnaire', error);
  }
}
