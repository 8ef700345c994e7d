/**
 * Contracts of gated access and the member side: access requests, member sign-in, the account's view, the NDA,
 * invitations, conversations, questionnaires and TPRM (`edge/routes/{access,account-external,comments,
 * questionnaires,tprm}.ts`), with the same zod schemas.
 */
import { z } from 'zod';
import {
  AcceptNdaSchema,
  AccountViewSchema,
  ExtendRequestedSchema,
  ExtendSchema,
  NdaSchema,
  NdaStatusSchema,
  PreviewViewSchema,
} from '../../../content/contracts/access.ts';
import { CommentsSchema, NewMemberCommentSchema, ThreadQuerySchema } from '../../../content/contracts/conversations.ts';
import {
  MemberQuestionnaireSchema,
  QuestionnaireLinkSchema,
  RevokeTokenSchema,
  TprmTokenSchema,
  TrustDataSchema,
} from '../../../content/contracts/questionnaires.ts';
import { InviteSchema, LoginSchema } from '../../../content/schemas/access-request.ts';
import { OkSchema, contract, type RouteContract } from '../contract.ts';

const ACCOUNT = '/api/statuspage/share/:accountId/external';

const AccessRequestAnswerSchema = z
  .object({ status: z.enum(['Pending', 'Approved']).meta({ description: 'Approved at once when the requester matches an auto-approval rule.' }) })
  .meta({ id: 'AccessRequestAnswer' });

const AccessRequestBodySchema = z
  .looseObject({
    email: z.string().meta({ example: 'jane@acme-corp.example' }),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    companyName: z.string().optional(),
    productId: z.string().optional(),
  })
  .meta({
    id: 'AccessRequest',
    description:
      "The access request form: the fields the trust center's customization asks for (`accessRequestFields`), validated with the messages of the visitor spec. An outcome error (declined, pending, not a work email …) carries `feedback`.",
  });

export const ACCESS_CONTRACTS: RouteContract[] = [
  contract('POST /api/share/:orgId/request', {
    summary: 'Request access to gated content',
    tag: 'Access',
    auth: 'public',
    body: AccessRequestBodySchema,
    ok: AccessRequestAnswerSchema,
    errors: [
      'NOT_WORK_EMAIL',
      'PENDING_REQUEST',
      'REQUEST_DECLINED',
      'REQUEST_DECLINED_BLOCKED_DOMAIN',
      'REQUEST_AUTO_DECLINED',
      'ACCOUNT_ALREADY_EXISTS',
      'EMAIL_NOT_CONFIGURED',
    ],
  }),
  contract('POST /api/share/:orgId/login', {
    summary: 'Email a member a sign-in link',
    tag: 'Access',
    auth: 'public',
    body: LoginSchema,
    ok: OkSchema,
    errors: ['EMAIL_NOT_RECOGNISED', 'ACCESS_EXPIRED', 'PENDING_REQUEST', 'REQUEST_DECLINED', 'NOT_WORK_EMAIL', 'EMAIL_NOT_CONFIGURED'],
  }),
  contract('GET /api/share/:orgId/login/callback', {
    summary: "Follow a member's emailed sign-in link",
    tag: 'Access',
    auth: 'link',
    query: z.object({ token: z.string() }),
    responses: { 302: { description: 'To the portal with the account session cookies, or to `/?loginRequest=true&loginError=link_invalid|access_expired`.' } },
  }),
  contract('GET /api/share/:orgId/extend-access/confirm', {
    summary: 'Confirm an extension request asked without a session (the emailed link)',
    tag: 'Access',
    auth: 'link',
    query: z.object({ token: z.string() }),
    responses: { 302: { description: 'To the portal with `extendRequest=sent`, `already-requested`, `already-has-access`, `error` or `link-invalid`.' } },
  }),
  contract('POST /api/statuspage/share/auth/logout', {
    summary: 'Sign a member out',
    tag: 'Access',
    auth: 'public',
    ok: OkSchema,
  }),
  contract('GET /byoid/:orgId/welcome', {
    summary: 'Single sign-on for members (bring your own identity)',
    description: "The organisation's identity provider sends the member here with a signed JWT (`byoidJwt`); the member gets an account session.",
    tag: 'Access',
    auth: 'link',
    query: z.object({ byoidJwt: z.string() }),
    responses: { 302: { description: 'To the portal with an account session, or to the sign-in form with the reason.' } },
  }),
  contract('GET /api/share/:orgId/preview/view', {
    summary: 'Preview the live revision as an account or a permission profile',
    tag: 'Admin: access',
    auth: 'staff',
    query: z.object({ accountId: z.string().optional(), permissionProfileId: z.string().optional(), productId: z.string().optional() }),
    ok: PreviewViewSchema,
    errors: ['ACCOUNT_NOT_FOUND', 'PERMISSION_PROFILE_NOT_FOUND', 'NOT_FOUND'],
  }),

  contract(`GET ${ACCOUNT}/view`, {
    summary: "The trust center as the member's account may see it",
    tag: 'Account',
    auth: 'member',
    ok: AccountViewSchema,
    responses: { 304: { description: 'Not modified (`If-None-Match` matched the `ETag`).' } },
    errors: ['NOT_FOUND'],
  }),
  contract(`GET ${ACCOUNT}/view/:productId`, {
    summary: "One product as the member's account may see it",
    tag: 'Account',
    auth: 'member',
    ok: AccountViewSchema,
    responses: { 304: { description: 'Not modified (`If-None-Match` matched the `ETag`).' } },
    errors: ['NOT_FOUND'],
  }),
  contract(`GET ${ACCOUNT}/nda`, {
    summary: "The NDA to accept, and the member's NDA status",
    tag: 'Account',
    auth: 'member',
    ok: NdaSchema,
  }),
  contract(`POST ${ACCOUNT}/nda/accept`, {
    summary: 'Accept the NDA (click-wrap signature)',
    tag: 'Account',
    auth: 'member',
    body: AcceptNdaSchema,
    ok: NdaStatusSchema,
    errors: ['NDA_CHANGED'],
  }),
  contract(`POST ${ACCOUNT}/download-signed-clickwrap-nda`, {
    summary: 'Download the signed NDA (PDF)',
    tag: 'Account',
    auth: 'member',
    responses: { 200: { description: 'The NDA with the signature record.', contentType: 'application/pdf' } },
    errors: ['NDA_NOT_AVAILABLE'],
  }),
  contract(`POST ${ACCOUNT}/invite-colleague`, {
    summary: 'Invite colleagues to the account',
    tag: 'Account',
    auth: 'member',
    body: InviteSchema,
    ok: OkSchema,
    errors: ['INVITE_FAILED', 'EMAIL_NOT_CONFIGURED'],
  }),
  contract(`POST ${ACCOUNT}/extend-access`, {
    summary: "Ask for an expired account's access to be extended",
    description:
      'With the member session (even expired), or without one with the address the member signed in with: then the answer is the same whether or not the address is a member, and only a member is mailed a link that files the request.',
    tag: 'Account',
    auth: 'public',
    body: ExtendSchema,
    ok: ExtendRequestedSchema,
    errors: ['EXTEND_ALREADY_HAS_ACCESS', 'EXTEND_ALREADY_REQUESTED', 'EXTEND_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),

  contract('GET /api/share/:orgId/comments', {
    summary: "The account's conversation on an item",
    tag: 'Account',
    auth: 'member',
    query: ThreadQuerySchema,
    ok: CommentsSchema,
    errors: ['COMMENTS_DISABLED', 'COMMENTS_LOGIN_REQUIRED', 'NOT_FOUND'],
  }),
  contract('POST /api/share/:orgId/comments', {
    summary: 'Write to the conversation on an item',
    tag: 'Account',
    auth: 'member',
    body: NewMemberCommentSchema,
    ok: CommentsSchema,
    errors: ['COMMENTS_DISABLED', 'COMMENT_EMPTY', 'COMMENT_TOO_LONG', 'NOT_FOUND'],
  }),

  contract(`POST ${ACCOUNT}/questionnaires`, {
    summary: 'Submit a security questionnaire (a file, or a link)',
    description: 'A `multipart/form-data` body with the file in `file` (up to 25 MB), or a JSON body `{ link }`.',
    tag: 'Account',
    auth: 'member',
    body: QuestionnaireLinkSchema,
    status: 201,
    ok: z.object({ questionnaire: MemberQuestionnaireSchema }),
    errors: [
      'QUESTIONNAIRES_DISABLED',
      'QUESTIONNAIRE_FILE_REQUIRED',
      'QUESTIONNAIRE_TOO_LARGE',
      'QUESTIONNAIRE_TYPE_NOT_ALLOWED',
      'QUESTIONNAIRE_CONTENT_TYPE',
    ],
  }),
  contract(`GET ${ACCOUNT}/questionnaires`, {
    summary: "The account's questionnaires",
    tag: 'Account',
    auth: 'member',
    ok: z.object({ questionnaires: z.array(MemberQuestionnaireSchema) }),
    errors: ['QUESTIONNAIRES_DISABLED'],
  }),

  contract(`GET ${ACCOUNT}/:partnerId/jwt`, {
    summary: 'Create a single-view token for a TPRM partner',
    tag: 'TPRM',
    auth: 'member',
    ok: TprmTokenSchema,
    errors: ['TPRM_DISABLED', 'TPRM_PARTNER_NOT_FOUND'],
  }),
  contract(`DELETE ${ACCOUNT}/:partnerId/jwt`, {
    summary: 'Discard an unused TPRM token',
    tag: 'TPRM',
    auth: 'member',
    body: RevokeTokenSchema,
    ok: z.object({ revoked: z.literal(true) }),
    errors: ['TPRM_TOKEN_INVALID', 'TPRM_TOKEN_USED'],
  }),
  contract('GET /api/tprm/v1/trust-data', {
    summary: "Pull the account's trust data (once)",
    description:
      "The partner presents the token a member created; the answer is the view of that member's account, and the token stops working. See `docs/tprm.md`.",
    tag: 'TPRM',
    auth: 'tprm',
    ok: TrustDataSchema,
    errors: ['TPRM_TOKEN_MISSING', 'TPRM_TOKEN_INVALID', 'TPRM_TOKEN_USED'],
  }),
  contract('GET /api/tprm/v1/docs', {
    summary: 'Instructions for TPRM partners (HTML)',
    tag: 'TPRM',
    auth: 'public',
    responses: { 200: { description: 'The page the TPRM dialog links to.', contentType: 'text/html' } },
  }),
];
