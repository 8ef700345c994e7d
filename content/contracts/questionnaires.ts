/**
 * Questionnaires and TPRM, both sides, as zod schemas the edge parses with and answers in, and the admin and the
 * portal's access islands read their types from (the islands with `import type`: no zod in a portal bundle).
 *
 * The member (`{account}` = `/api/statuspage/share/{accountId}/external`):
 *
 *   POST   {account}/questionnaires             multipart `file`, or QuestionnaireLink → 201 { questionnaire }
 *   GET    {account}/questionnaires             → { questionnaires: MemberQuestionnaire[] }
 *   GET    {account}/{partnerId}/jwt/           → TprmToken
 *   DELETE {account}/{partnerId}/jwt/           RevokeToken → { revoked: true }
 *
 * The TPRM partner: `GET /api/tprm/v1/trust-data` (the token as `Authorization: Bearer`) → TrustData, once.
 *
 * Staff:
 *
 *   GET    /api/admin/questionnaires            → { questionnaires: InboxQuestionnaire[] }
 *   PUT    /api/admin/questionnaires/{id}/status   QuestionnaireStatusUpdate → QuestionnaireStatusAnswer { questionnaire }
 */
import { z } from 'zod';
import { ERRORS } from '../errors.ts';
import { QUESTIONNAIRE_MESSAGES, isQuestionnaireLink } from '../questionnaires.ts';
import { PortalViewSchema } from './portal-view.ts';

/** Where a questionnaire is in the organisation's inbox. */
export const QUESTIONNAIRE_STATUSES = ['received', 'in_progress', 'completed'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** What a member sees of a questionnaire of their account. */
export const MemberQuestionnaireSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['file', 'link']),
    fileName: z.string().nullable(),
    link: z.string().nullable(),
    status: z.enum(QUESTIONNAIRE_STATUSES),
    /** The member's name, or their address. */
    submittedBy: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'MemberQuestionnaire' });
export type MemberQuestionnaire = z.infer<typeof MemberQuestionnaireSchema>;

/** What staff see in the inbox. */
export const InboxQuestionnaireSchema = MemberQuestionnaireSchema.extend({
  accountId: z.string(),
  accountName: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  size: z.number().nullable(),
  contentType: z.string().nullable(),
  updatedBy: z.string().nullable(),
}).meta({ id: 'InboxQuestionnaire' });
export type InboxQuestionnaire = z.infer<typeof InboxQuestionnaireSchema>;

/** The JSON body of a link submission. */
export const QuestionnaireLinkSchema = z.object({
  link: z
    .string({ error: QUESTIONNAIRE_MESSAGES.linkRequired })
    .trim()
    .min(1, QUESTIONNAIRE_MESSAGES.linkRequired)
    .max(2000, QUESTIONNAIRE_MESSAGES.linkInvalid)
    .refine(isQuestionnaireLink, QUESTIONNAIRE_MESSAGES.linkInvalid),
});

/** `PUT /api/admin/questionnaires/{id}/status` body. */
export const QuestionnaireStatusSchema = z.object({
  status: z.enum(QUESTIONNAIRE_STATUSES, { error: 'Status must be received, in_progress or completed.' }),
});

/** `PUT /api/admin/questionnaires/{id}/status` → the questionnaire with its new status, and who set it. */
export const QuestionnaireStatusAnswerSchema = z
  .object({
    questionnaire: MemberQuestionnaireSchema.extend({
      updatedBy: z.string().nullable().meta({ description: 'The staff member who changed its status last.' }),
    }),
  })
  .meta({ id: 'QuestionnaireStatusAnswer', description: 'The questionnaire with its new status.' });
export type QuestionnaireStatusAnswer = z.infer<typeof QuestionnaireStatusAnswerSchema>;

/** A single-view token a member creates for a TPRM partner. */
export const TprmTokenSchema = z
  .object({ result: z.object({ token: z.string(), expiresAt: z.number(), partner: z.object({ id: z.string(), name: z.string(), domain: z.string() }) }) })
  .meta({ id: 'TprmToken', description: 'A single-view token for the partner, valid 24 hours or until used once.' });
export type TprmToken = z.infer<typeof TprmTokenSchema>['result'];

/** `DELETE …/{partnerId}/jwt/` body: the dialog's Back discards an unused token. */
export const RevokeTokenSchema = z.object({
  token: z.string({ error: ERRORS.TPRM_TOKEN_INVALID.message }).min(1, ERRORS.TPRM_TOKEN_INVALID.message).max(4096, ERRORS.TPRM_TOKEN_INVALID.message),
});

/** `GET /api/tprm/v1/trust-data`: the account's trust data, as the partner pulls it once (`docs/tprm.md`). */
export const TrustDataSchema = z
  .object({
    version: z.literal(1).meta({ description: 'Format version of this document.' }),
    generatedAt: z.string().meta({ description: 'When the data was pulled (ISO date-time).' }),
    organization: z.object({ id: z.string(), name: z.string() }).meta({ description: 'The organisation whose trust center it is.' }),
    account: z.object({ id: z.string(), name: z.string() }).meta({ description: 'The account the token was made for.' }),
    partner: z
      .object({ id: z.string(), name: z.string(), domain: z.string() })
      .meta({ description: 'The TPRM partner the member chose (its id as name, with no domain, if staff removed it since).' }),
    view: PortalViewSchema,
  })
  .meta({
    id: 'TrustData',
    description: "The account's view of the trust center at the moment of the pull: what its members see when signed in.",
  });
export type TrustData = z.infer<typeof TrustDataSchema>;
