/**
 * Contracts of the admin's routes (staff sessions) and of the deployment loop: sign-in, the draft and publishing,
 * main-mode editing, settings, staff, access decisions, subscribers, updates, the knowledge base, documents,
 * analytics, conversations, questionnaires, questionnaire assistance and TPRM partners — one entry per route of
 * `edge/routes/admin-*.ts`, `trust-center.ts`, `deploy.ts`, `questionnaire-assist.ts` and the admin halves of the
 * shared modules, with the same zod schemas.
 */
import { z } from 'zod';
import {
  AccessRequestViewSchema,
  AccessSettingsAnswerSchema,
  AccessSettingsSchema,
  AccountAnswerSchema,
  AccountInputSchema,
  AccountsResponseSchema,
  AccountUpdateSchema,
  ApprovalSchema,
  ApproveSchema,
  AuditLogSchema,
  DeclinedSchema,
  DeclineSchema,
  MemberAnswerSchema,
  MemberInputSchema,
  NdaTextSchema,
  NdaVersionSchema,
} from '../../../content/contracts/access.ts';
import { AnalyticsReportSchema } from '../../../content/contracts/analytics.ts';
import { ItemThreadsQuerySchema, ItemThreadsSchema, StaffReplyAnswerSchema, StaffReplySchema } from '../../../content/contracts/conversations.ts';
import { KbEntryRecordSchema, KbImportedSchema } from '../../../content/contracts/knowledge-base.ts';
import {
  DocumentListSchema,
  DocumentTypesUpdatedSchema,
  FileRecordSchema,
  TrustCenterDocumentSchema,
  UpdateDocumentSettingsSchema,
  UpdateDocumentTypesSchema,
  UploadParamsSchema,
} from '../../../content/contracts/documents.ts';
import {
  BuildBundleSchema,
  DeployReportResultSchema,
  DraftRecordSchema,
  DraftSchema,
  PublishStartedSchema,
  PublishStatusSchema,
  RevisionsResponseSchema,
} from '../../../content/contracts/publishing.ts';
import { InboxQuestionnaireSchema, QuestionnaireStatusAnswerSchema, QuestionnaireStatusSchema } from '../../../content/contracts/questionnaires.ts';
import { BlockRequestSchema, SubscribersSchema, SubscriptionBlockAnswerSchema, SubscriptionBlocksSchema } from '../../../content/contracts/subscriptions.ts';
import { BlockedAttemptsResponseSchema, SessionsResponseSchema } from '../../../content/contracts/sessions.ts';
import {
  CustomizationRecordSchema,
  ProductRecordSchema,
  SpaceRecordSchema,
  StaffInputSchema,
  StaffListSchema,
  StaffMemberSchema,
  TopicRecordSchema,
  TprmPartnersInputSchema,
  TprmPartnersSchema,
  UpdateEmailListSchema,
  UpdatePublishedSchema,
  UpdateRecordSchema,
} from '../../../content/contracts/settings.ts';
import {
  AddedItemsSchema,
  AddItemsBodySchema,
  CardAnswerSchema,
  CardIconAnswerSchema,
  CardOrderBodySchema,
  CardPatchBodySchema,
  CardRecordSchema,
  CustomUrlBodySchema,
  IconAssetBodySchema,
  ItemEditBodySchema,
  ItemOrderBodySchema,
  ItemRecordSchema,
  MoveItemBodySchema,
  ProductPageRecordSchema,
  SectionOrderBodySchema,
} from '../../../content/contracts/trust-center.ts';
import {
  ExpiringEntrySchema,
  ExpiringSchema,
  ExpiryUpdateSchema,
  KbDismissSchema,
  KbHealthSchema,
  KbHealthSettingsSchema,
  KbMergeSchema,
  AssistQuestionSchema,
  AssistSchema,
  AssistSummarySchema,
  ExportQuerySchema,
  MappingUpdateSchema,
  QuestionUpdateSchema,
  SaveToKbResultSchema,
  SaveToKbSchema,
} from '../../../content/contracts/questionnaire-assist.ts';
import { TopicPublishSchema } from '../../../content/schemas/topic.ts';
import { AnalyticsQuerySchema } from '../../routes/analytics.ts';
import { WithinSchema } from '../../routes/admin-expiry.ts';
import { DeployReportSchema } from '../../services/deploy/report-deploy.ts';
import { KbEntryInputSchema } from '../../services/kb/save-kb-entry.ts';
import { ProductInputSchema } from '../../services/settings/save-product.ts';
import { ProductPageInputSchema } from '../../services/settings/save-product-page.ts';
import { SpaceInputSchema } from '../../services/settings/save-space.ts';
import { StaffLoginRequestSchema } from '../../services/staff/request-staff-login.ts';
import { UpdateEditSchema } from '../../services/updates/edit-topic-update.ts';
import { TopicInputSchema } from '../../services/updates/save-topic.ts';
import { OkSchema, contract, type ContractInput, type RouteContract } from '../contract.ts';

/** Every editing route: staff with statuspage:edit, a JSON body, the draft version as `ETag` (`If-Match` → 409). */
function editing(route: Parameters<typeof contract>[0], input: Omit<ContractInput, 'tag' | 'auth'> & { tag?: string }): RouteContract {
  return contract(route, {
    tag: 'Admin: editing',
    auth: 'staff',
    permission: 'statuspage:edit',
    ...input,
    description: [
      input.description,
      'Answers carry the new draft version as `ETag`; send `If-Match: <version>` to fail with 409 CONFLICT when the draft changed since it was read.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    errors: ['CONFLICT', 'NOT_FOUND', ...(input.errors ?? [])],
  });
}

const P = '/api/trust-center/products/:productId';
const QA = '/api/admin/questionnaire-assist';

/** PUT and PATCH of a settings route: both take a JSON Merge Patch (RFC 7396). */
function mergePatch(path: string, input: Omit<ContractInput, 'tag' | 'auth'>): RouteContract[] {
  return (['PUT', 'PATCH'] as const).map((method) =>
    contract(`${method} ${path}` as Parameters<typeof contract>[0], {
      tag: 'Admin: settings',
      auth: 'staff',
      permission: 'statuspage:edit',
      ...input,
      description:
        'A JSON Merge Patch (RFC 7396): only the fields sent change, `null` restores a default, `{}` changes nothing. Written to the draft; live on publish.',
    }),
  );
}

export const ADMIN_CONTRACTS: RouteContract[] = [
  // --- sign-in ---------------------------------------------------------------------------------------------------
  contract('POST /api/admin/auth/login', {
    summary: 'Email a staff member a sign-in link',
    description: 'Answers the same whether or not the address belongs to staff, so it cannot be used to find out who does.',
    tag: 'Admin: sign-in',
    auth: 'public',
    body: StaffLoginRequestSchema,
    ok: OkSchema,
    errors: ['LOGIN_EMAIL_REQUIRED', 'LOGIN_EMAIL_INVALID', 'EMAIL_NOT_CONFIGURED'],
  }),
  contract('GET /api/admin/auth/callback', {
    summary: "Follow a staff member's emailed sign-in link",
    tag: 'Admin: sign-in',
    auth: 'link',
    query: z.object({ token: z.string() }),
    responses: { 302: { description: 'To `/admin` with the staff session cookie, or back to the sign-in page with the reason.' } },
  }),
  contract('GET /api/admin/session', {
    summary: 'Who is signed in',
    tag: 'Admin: sign-in',
    auth: 'staff',
    ok: z
      .object({
        email: z.string(),
        name: z.string(),
        role: z.enum(['admin', 'editor', 'viewer']),
        permissions: z.array(z.string()),
        organization: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
      })
      .meta({ id: 'StaffSession' }),
  }),
  contract('POST /api/admin/auth/logout', { summary: 'Sign out', tag: 'Admin: sign-in', auth: 'public', ok: OkSchema }),

  // --- draft and publishing --------------------------------------------------------------------------------------
  contract('GET /api/admin/draft', { summary: 'The draft', tag: 'Admin: publishing', auth: 'staff', ok: DraftSchema }),
  contract('PUT /api/admin/draft/:collection/:recordId', {
    summary: 'Write one record of the draft',
    tag: 'Admin: publishing',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: z.unknown().meta({ description: "The record, validated with the content model's schema of `collection`." }),
    ok: DraftRecordSchema,
    errors: ['CONFLICT', 'NOT_FOUND'],
  }),
  contract('DELETE /api/admin/draft/:collection/:recordId', {
    summary: 'Delete one record of the draft',
    tag: 'Admin: publishing',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: OkSchema,
    errors: ['CONFLICT', 'NOT_FOUND'],
  }),
  contract('GET /api/admin/revisions', {
    summary: 'The revisions, newest first',
    tag: 'Admin: publishing',
    auth: 'staff',
    ok: RevisionsResponseSchema,
  }),
  contract('POST /api/admin/publish', {
    summary: 'Publish the draft',
    description:
      'Freezes the draft into a new revision and starts its build (Node) or hands it to the deploy hook (Cloudflare). Follow it with `GET /api/admin/publish/status`.',
    tag: 'Admin: publishing',
    auth: 'staff',
    permission: 'statuspage:edit',
    status: 202,
    ok: PublishStartedSchema,
    errors: ['PUBLISH_IN_PROGRESS', 'PUBLISHING_NOT_CONFIGURED'],
  }),
  contract('GET /api/admin/publish/status', {
    summary: 'How publishing is going',
    tag: 'Admin: publishing',
    auth: 'staff',
    ok: PublishStatusSchema,
    errors: ['PUBLISHING_NOT_CONFIGURED'],
  }),
  contract('POST /api/admin/revisions/:n/rollback', {
    summary: 'Publish an earlier revision again, as a new revision',
    tag: 'Admin: publishing',
    auth: 'staff',
    permission: 'statuspage:edit',
    status: 202,
    ok: PublishStartedSchema,
    errors: ['REVISION_NOT_FOUND', 'PUBLISH_IN_PROGRESS', 'PUBLISHING_NOT_CONFIGURED'],
  }),

  // --- main-mode editing -----------------------------------------------------------------------------------------
  editing(`PATCH ${P}`, {
    summary: 'Reorder the sections of a product page',
    body: SectionOrderBodySchema,
    ok: ProductPageRecordSchema,
    errors: ['SECTION_ORDER_FAILED'],
  }),
  editing(`PATCH ${P}/cards`, { summary: 'Reorder the cards of a product page', body: CardOrderBodySchema, ok: z.object({ cards: z.array(z.string()) }) }),
  editing(`PATCH ${P}/cards/:kind`, { summary: 'Change a card (hidden, title, texts, featured documents)', body: CardPatchBodySchema, ok: CardRecordSchema }),
  editing(`PATCH ${P}/cards/:kind/items`, { summary: "Reorder a card's items", body: ItemOrderBodySchema, ok: z.object({ items: z.array(z.string()) }) }),
  editing(`POST ${P}/cards/:kind/items`, { summary: 'Add items to a card', body: AddItemsBodySchema, status: 201, ok: AddedItemsSchema }),
  editing(`PATCH ${P}/items/:itemUid`, {
    summary: 'Move an item to another card',
    body: MoveItemBodySchema,
    ok: ItemRecordSchema,
    errors: ['MOVE_ITEM_FAILED'],
  }),
  editing(`PUT ${P}/items/:itemUid`, { summary: 'Save an item', body: ItemEditBodySchema, ok: ItemRecordSchema, errors: ['SAVE_ERROR'] }),
  editing(`DELETE ${P}/items/:itemUid`, { summary: 'Delete a custom item', ok: OkSchema }),
  editing(`PUT ${P}/items/:itemUid/custom-url`, {
    summary: "Set an item's custom URL",
    body: CustomUrlBodySchema,
    ok: ItemRecordSchema,
    errors: ['CUSTOM_URL_FAILED'],
  }),
  contract('POST /api/trust-center/assets/upload', {
    summary: 'Upload an icon or banner image',
    tag: 'Admin: editing',
    auth: 'staff',
    permission: 'assets:edit',
    query: z.object({ fileName: z.string().optional() }),
    rawBody: { contentType: 'image/*', description: 'The image bytes (PNG, JPEG, SVG, WebP …).' },
    status: 201,
    ok: z
      .object({ fileId: z.string(), upload: z.object({ fileId: z.string(), fileName: z.string(), contentType: z.string(), size: z.number() }) })
      .meta({ id: 'ImageUpload' }),
    errors: ['UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_EMPTY', 'CARD_ICON_FAILED'],
  }),
  contract('POST /api/trust-center/logos', {
    summary: "Upload a company's logo (subprocessor, trusted-by)",
    tag: 'Admin: editing',
    auth: 'staff',
    permission: 'statuspage:edit',
    rawBody: { contentType: 'image/*', description: 'The image bytes.' },
    status: 201,
    ok: z.object({ logo: z.string(), assetId: z.string(), contentType: z.string(), size: z.number() }).meta({ id: 'LogoUpload' }),
    errors: ['UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_EMPTY'],
  }),
  editing('POST /api/trust-center/assets', {
    summary: "Set a card's icon from an upload",
    permission: 'assets:edit',
    body: IconAssetBodySchema,
    status: 201,
    ok: CardIconAnswerSchema,
    errors: ['CARD_ICON_FAILED'],
  }),
  editing('PUT /api/trust-center/assets/:assetId', {
    summary: "Replace a card's icon",
    permission: 'assets:edit',
    body: IconAssetBodySchema,
    ok: CardIconAnswerSchema,
    errors: ['CARD_ICON_FAILED'],
  }),
  editing('DELETE /api/trust-center/assets/:assetId', {
    summary: 'Give a card its default icon again',
    permission: 'assets:edit',
    ok: CardAnswerSchema,
  }),

  // --- settings --------------------------------------------------------------------------------------------------
  ...mergePatch('/api/admin/settings/customization', { summary: 'Change the trust center customization', ok: CustomizationRecordSchema }),
  ...mergePatch('/api/admin/products/:productId', { summary: 'Change a product', ok: ProductRecordSchema, errors: ['PRODUCT_SLUG_IN_USE', 'NOT_FOUND'] }),
  ...(['PUT', 'PATCH'] as const).map((method) =>
    contract(`${method} /api/admin/products/:productId/page`, {
      summary: "Change a product's page",
      tag: 'Admin: settings',
      auth: 'staff',
      permission: 'statuspage:edit',
      body: ProductPageInputSchema,
      ok: ProductPageRecordSchema,
      errors: ['NOT_FOUND'],
    }),
  ),
  ...mergePatch('/api/admin/space', {
    summary: 'Change the space (product links, default product)',
    body: SpaceInputSchema,
    ok: SpaceRecordSchema,
    errors: ['DEFAULT_PRODUCT_REQUIRED'],
  }),
  contract('POST /api/admin/products', {
    summary: 'Add a product',
    tag: 'Admin: settings',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: ProductInputSchema,
    status: 201,
    ok: ProductRecordSchema,
    errors: ['PRODUCT_SLUG_IN_USE'],
  }),
  contract('PUT /api/admin/settings/banner', {
    summary: 'Set the banner image from an upload',
    tag: 'Admin: settings',
    auth: 'staff',
    permission: 'assets:edit',
    body: z.object({ fileId: z.string().min(1) }),
    ok: CustomizationRecordSchema,
    errors: ['NOT_FOUND'],
  }),
  contract('DELETE /api/admin/settings/banner', {
    summary: 'Remove the banner image',
    tag: 'Admin: settings',
    auth: 'staff',
    permission: 'assets:edit',
    ok: CustomizationRecordSchema,
  }),
  contract('PUT /api/admin/settings/tprm-partners', {
    summary: 'Set the TPRM partners',
    tag: 'Admin: settings',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: TprmPartnersInputSchema,
    ok: TprmPartnersSchema,
  }),

  // --- staff ------------------------------------------------------------------------------------------------------
  contract('GET /api/admin/staff', {
    summary: 'The staff and what each role may do',
    tag: 'Admin: staff',
    auth: 'staff',
    permission: 'admin',
    ok: StaffListSchema,
  }),
  contract('POST /api/admin/staff', {
    summary: 'Add a staff member or change their role',
    tag: 'Admin: staff',
    auth: 'staff',
    permission: 'admin',
    body: StaffInputSchema,
    ok: StaffMemberSchema,
    errors: ['LAST_ADMIN'],
  }),
  contract('DELETE /api/admin/staff/:email', {
    summary: 'Remove a staff member',
    tag: 'Admin: staff',
    auth: 'staff',
    permission: 'admin',
    ok: OkSchema,
    errors: ['LAST_ADMIN', 'STAFF_NOT_FOUND'],
  }),

  // --- access decisions -------------------------------------------------------------------------------------------
  contract('GET /api/admin/access/requests', {
    summary: 'Access requests',
    tag: 'Admin: access',
    auth: 'staff',
    query: z.object({ status: z.string().optional() }),
    ok: z.object({ requests: z.array(AccessRequestViewSchema) }),
  }),
  contract('POST /api/admin/access/requests/:id/approve', {
    summary: 'Approve an access request (into an account)',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: ApproveSchema,
    ok: ApprovalSchema,
    errors: ['ACCESS_REQUEST_NOT_FOUND', 'ACCESS_REQUEST_DECIDED', 'ACCOUNT_NOT_FOUND', 'PERMISSION_PROFILE_NOT_FOUND'],
  }),
  contract('POST /api/admin/access/requests/:id/decline', {
    summary: 'Decline an access request',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: DeclineSchema,
    ok: DeclinedSchema,
    errors: ['ACCESS_REQUEST_NOT_FOUND', 'ACCESS_REQUEST_DECIDED'],
  }),
  contract('GET /api/admin/access/accounts', { summary: 'Accounts with their members', tag: 'Admin: access', auth: 'staff', ok: AccountsResponseSchema }),
  contract('POST /api/admin/access/accounts', {
    summary: 'Create an account',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: AccountInputSchema,
    ok: AccountAnswerSchema,
    errors: ['PERMISSION_PROFILE_NOT_FOUND', 'UNIQUE_VIOLATION'],
  }),
  contract('PUT /api/admin/access/accounts/:id', {
    summary: 'Change an account',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: AccountUpdateSchema,
    ok: AccountAnswerSchema,
    errors: ['ACCOUNT_NOT_FOUND', 'PERMISSION_PROFILE_NOT_FOUND'],
  }),
  contract('POST /api/admin/access/accounts/:id/revoke', {
    summary: "Revoke an account's access",
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: AccountAnswerSchema,
    errors: ['ACCOUNT_NOT_FOUND'],
  }),
  contract('POST /api/admin/access/accounts/:id/restore', {
    summary: "Restore a revoked account's access",
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: AccountAnswerSchema,
    errors: ['ACCOUNT_NOT_FOUND'],
  }),
  contract('POST /api/admin/access/accounts/:id/members', {
    summary: 'Add a member to an account',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: MemberInputSchema,
    ok: MemberAnswerSchema,
    errors: ['ACCOUNT_NOT_FOUND', 'MEMBER_EXISTS'],
  }),
  contract('DELETE /api/admin/access/accounts/:id/members/:memberId', {
    summary: 'Remove a member from an account',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: OkSchema,
    errors: ['ACCOUNT_NOT_FOUND', 'NOT_FOUND'],
  }),
  contract('GET /api/admin/access/settings', {
    summary: 'Access settings (auto-approval, NDA, webhooks)',
    tag: 'Admin: access',
    auth: 'staff',
    ok: AccessSettingsAnswerSchema,
  }),
  ...(['PUT', 'PATCH'] as const).map((method) =>
    contract(`${method} /api/admin/access/settings`, {
      summary: 'Change the access settings',
      description: 'A JSON Merge Patch (RFC 7396): only the fields sent change.',
      tag: 'Admin: access',
      auth: 'staff',
      permission: 'admin',
      body: AccessSettingsSchema.partial(),
      ok: AccessSettingsAnswerSchema,
    }),
  ),
  contract('GET /api/admin/access/nda', { summary: 'The current NDA', tag: 'Admin: access', auth: 'staff', ok: NdaVersionSchema }),
  contract('PUT /api/admin/access/nda', {
    summary: 'Publish a new NDA version',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'admin',
    body: NdaTextSchema,
    ok: NdaVersionSchema,
  }),
  contract('GET /api/admin/access/audit', {
    summary: 'The audit log and whether its hash chain verifies',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'admin',
    query: z.object({ after: z.string().optional(), limit: z.string().optional() }),
    ok: AuditLogSchema,
  }),

  contract('GET /api/admin/access/blocked-attempts', {
    summary: 'Requests the abuse limits refused in the last 24 hours',
    description: 'One row per counter (an action and a client address, target address, organisation or member) that refused requests.',
    tag: 'Admin: access',
    auth: 'staff',
    permission: 'admin',
    ok: BlockedAttemptsResponseSchema,
  }),

  // --- sessions -------------------------------------------------------------------------------------------------
  contract('GET /api/admin/sessions', {
    summary: "The caller's sessions, or (admin, `scope=organization`) every usable session of the organisation",
    tag: 'Admin: settings',
    auth: 'staff',
    query: z.object({ scope: z.enum(['organization']).optional() }),
    ok: SessionsResponseSchema,
  }),
  contract('DELETE /api/admin/sessions/:id', {
    summary: "End a session: one's own, or (admin) anyone's in the organisation",
    tag: 'Admin: settings',
    auth: 'staff',
    ok: OkSchema,
    errors: ['SESSION_NOT_FOUND'],
  }),

  // --- subscribers and updates ------------------------------------------------------------------------------------
  contract('GET /api/admin/subscribers', {
    summary: 'Subscribers',
    tag: 'Admin: updates',
    auth: 'staff',
    ok: SubscribersSchema,
  }),
  contract('GET /api/admin/subscription-blocks', {
    summary: 'Blocked subscription patterns',
    tag: 'Admin: updates',
    auth: 'staff',
    ok: SubscriptionBlocksSchema,
  }),
  contract('POST /api/admin/subscription-blocks', {
    summary: 'Block an address or domain from subscribing',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: BlockRequestSchema,
    status: 201,
    ok: SubscriptionBlockAnswerSchema,
  }),
  contract('DELETE /api/admin/subscription-blocks', {
    summary: 'Lift a subscription block',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: BlockRequestSchema,
    ok: OkSchema,
  }),
  contract('POST /api/admin/topics', {
    summary: 'Add an updates topic',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: TopicInputSchema,
    status: 201,
    ok: TopicRecordSchema,
  }),
  contract('PUT /api/admin/topics/:topicId', {
    summary: 'Change an updates topic',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: TopicInputSchema,
    ok: TopicRecordSchema,
    errors: ['TOPIC_NOT_FOUND'],
  }),
  contract('DELETE /api/admin/topics/:topicId', {
    summary: 'Delete an updates topic',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: OkSchema,
    errors: ['TOPIC_NOT_FOUND'],
  }),
  contract('POST /api/admin/topics/:topicId/updates', {
    summary: 'Publish an update (and email subscribers)',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: TopicPublishSchema.meta({ description: 'The update (the `topicId` comes from the path).' }),
    status: 201,
    ok: UpdatePublishedSchema,
    errors: ['TOPIC_NOT_FOUND'],
  }),
  contract('PUT /api/admin/topics/:topicId/updates/:updateId', {
    summary: 'Edit an update',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: UpdateEditSchema,
    ok: UpdateRecordSchema,
    errors: ['TOPIC_NOT_FOUND', 'NOT_FOUND'],
  }),
  contract('DELETE /api/admin/topics/:topicId/updates/:updateId', {
    summary: 'Delete an update',
    tag: 'Admin: updates',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: OkSchema,
    errors: ['TOPIC_NOT_FOUND', 'NOT_FOUND'],
  }),

  // --- knowledge base ---------------------------------------------------------------------------------------------
  contract('POST /api/admin/kb/import', {
    summary: 'Import knowledge-base entries from a CSV file',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    query: z.object({ fileName: z.string().optional() }),
    rawBody: { contentType: 'text/csv', description: 'The CSV file.' },
    status: 201,
    ok: KbImportedSchema,
    errors: ['KB_IMPORT_INVALID', 'KB_IMPORT_EMPTY', 'KB_IMPORT_TYPE'],
  }),
  contract('POST /api/admin/kb', {
    summary: 'Add a knowledge-base entry',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: KbEntryInputSchema,
    status: 201,
    ok: KbEntryRecordSchema,
  }),
  contract('PUT /api/admin/kb/:objectID', {
    summary: 'Change a knowledge-base entry',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: KbEntryInputSchema,
    ok: KbEntryRecordSchema,
    errors: ['KB_ENTRY_NOT_FOUND'],
  }),
  contract('DELETE /api/admin/kb/:objectID', {
    summary: 'Delete a knowledge-base entry',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: OkSchema,
    errors: ['KB_ENTRY_NOT_FOUND'],
  }),

  contract('GET /api/admin/kb/health', {
    summary: 'Knowledge-base health: duplicates, conflicts, stale entries',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: KbHealthSchema,
  }),
  contract('PUT /api/admin/kb/health/settings', {
    summary: 'When an entry counts as stale',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: KbHealthSettingsSchema,
    ok: KbHealthSchema,
  }),
  contract('POST /api/admin/kb/health/merge', {
    summary: 'Merge duplicate entries into one',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: KbMergeSchema,
    ok: KbEntryRecordSchema,
    errors: ['KB_ENTRY_NOT_FOUND'],
  }),
  contract('POST /api/admin/kb/health/dismiss', {
    summary: 'Dismiss a knowledge-base health issue',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: KbDismissSchema,
    ok: OkSchema,
  }),
  contract('GET /api/admin/expiring', {
    summary: 'Entries that expire soon (certifications, documents, knowledge base)',
    tag: 'Admin: knowledge base',
    auth: 'staff',
    query: WithinSchema,
    ok: ExpiringSchema,
  }),
  contract('PUT /api/admin/expiring/:type/:id', {
    summary: "Change an entry's expiry or owner",
    tag: 'Admin: knowledge base',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: ExpiryUpdateSchema,
    ok: ExpiringEntrySchema,
    errors: ['EXPIRY_SUBJECT_NOT_FOUND'],
  }),
  contract('GET /api/admin/update-emails', {
    summary: 'The update emails sent, and how many subscribers receive them',
    tag: 'Admin: updates',
    auth: 'staff',
    ok: UpdateEmailListSchema,
  }),

  // --- documents --------------------------------------------------------------------------------------------------
  contract('POST /api/admin/files', {
    summary: 'Upload a document',
    tag: 'Admin: documents',
    auth: 'staff',
    permission: 'statuspage:edit',
    query: UploadParamsSchema,
    rawBody: { contentType: 'application/pdf', description: 'The file bytes (up to the upload limit).' },
    ok: FileRecordSchema,
    errors: ['UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_EMPTY', 'UPLOAD_NOT_PDF', 'DOCUMENT_ENCRYPTED'],
  }),
  contract('PATCH /api/admin/files/:fileId', {
    summary: "Change a document's settings",
    tag: 'Admin: documents',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: UpdateDocumentSettingsSchema,
    ok: TrustCenterDocumentSchema,
    errors: ['NOT_FOUND'],
  }),
  contract('GET /api/documents/trust-center', {
    summary: 'The documents of the trust center',
    tag: 'Admin: documents',
    auth: 'staff',
    permission: 'files:view',
    ok: DocumentListSchema,
  }),
  contract('GET /api/documents/:id', {
    summary: 'One document',
    tag: 'Admin: documents',
    auth: 'staff',
    permission: 'files:view',
    ok: TrustCenterDocumentSchema,
    errors: ['NOT_FOUND'],
  }),
  contract('PATCH /api/documents', {
    summary: 'Change the types of several documents',
    tag: 'Admin: documents',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: UpdateDocumentTypesSchema,
    ok: DocumentTypesUpdatedSchema,
    errors: ['TYPE_UPDATES_FAILED'],
  }),

  // --- analytics, conversations, questionnaires ---------------------------------------------------------------------
  contract('GET /api/admin/analytics', {
    summary: 'Portal analytics for a date range',
    tag: 'Admin: analytics',
    auth: 'staff',
    query: AnalyticsQuerySchema,
    ok: AnalyticsReportSchema,
  }),
  contract('GET /api/admin/comments', {
    summary: "The accounts' conversations on an item",
    tag: 'Admin: conversations',
    auth: 'staff',
    permission: 'statuspage:edit',
    query: ItemThreadsQuerySchema,
    ok: ItemThreadsSchema,
  }),
  contract('POST /api/admin/comments', {
    summary: "Reply in an account's conversation",
    tag: 'Admin: conversations',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: StaffReplySchema,
    ok: StaffReplyAnswerSchema,
    errors: ['COMMENT_EMPTY', 'COMMENT_TOO_LONG', 'COMMENT_ACCOUNT_REQUIRED', 'ACCOUNT_NOT_FOUND'],
  }),
  contract('GET /api/admin/questionnaires', {
    summary: 'The questionnaires accounts submitted',
    tag: 'Admin: questionnaires',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: z.object({ questionnaires: z.array(InboxQuestionnaireSchema) }),
  }),
  contract('PUT /api/admin/questionnaires/:id/status', {
    summary: "Change a questionnaire's status",
    tag: 'Admin: questionnaires',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: QuestionnaireStatusSchema,
    ok: QuestionnaireStatusAnswerSchema,
    errors: ['QUESTIONNAIRE_NOT_FOUND'],
  }),
  contract('GET /api/admin/questionnaires/:id/file', {
    summary: "A submitted questionnaire's file",
    tag: 'Admin: questionnaires',
    auth: 'staff',
    permission: 'statuspage:edit',
    responses: { 200: { description: 'The file as submitted.', contentType: 'application/octet-stream' } },
    errors: ['QUESTIONNAIRE_NOT_FOUND'],
  }),

  // --- questionnaire assistance -----------------------------------------------------------------------------------
  contract(`POST ${QA}`, {
    summary: 'Start answering a questionnaire from the trust center',
    description:
      'A `multipart/form-data` body: the questionnaire in `file` (xlsx, csv, docx; up to 25 MB) or the id of a submitted one in `questionnireId`, and optionally `productId`. Reading and drafting go on after the 202.',
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    rawBody: { contentType: 'multipart/form-data', description: '`file` or `questionnaireId`, optional `productId`.' },
    status: 202,
    ok: z.object({ id: z.string() }),
    errors: ['ASSIST_FILE_REQUIRED', 'ASSIST_FILE_TYPE', 'ASSIST_FILE_TOO_LARGE', 'QUESTIONNAIRE_NOT_FOUND'],
  }),
  contract(`GET ${QA}`, {
    summary: 'Questionnaire assists',
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: z.object({ assists: z.array(AssistSummarySchema) }),
  }),
  contract(`GET ${QA}/:id`, {
    summary: 'An assist with its questions and drafted answers',
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: AssistSchema,
    errors: ['NOT_FOUND'],
  }),
  contract(`PUT ${QA}/:id/mapping`, {
    summary: "Change how a sheet's columns are read",
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: MappingUpdateSchema,
    ok: AssistSchema,
    errors: ['NOT_FOUND'],
  }),
  contract(`PUT ${QA}/:id/questions/:n`, {
    summary: "Edit, approve or reject one question's answer",
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: QuestionUpdateSchema,
    ok: AssistQuestionSchema,
    errors: ['NOT_FOUND', 'ASSIST_NOT_READY'],
  }),
  contract(`POST ${QA}/:id/approve-high`, {
    summary: 'Approve every high-confidence answer',
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: z.object({ approved: z.number().int() }),
    errors: ['NOT_FOUND', 'ASSIST_NOT_READY'],
  }),
  contract(`POST ${QA}/:id/save-to-kb`, {
    summary: 'Save approved answers to the knowledge base',
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    body: SaveToKbSchema,
    ok: SaveToKbResultSchema,
    errors: ['NOT_FOUND', 'ASSIST_NOTHING_APPROVED'],
  }),
  contract(`GET ${QA}/:id/export`, {
    summary: 'Download the answered questionnaire',
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    query: ExportQuerySchema,
    responses: { 200: { description: 'The questionnaire with its answers, in the format asked for.', contentType: 'application/octet-stream' } },
    errors: ['NOT_FOUND', 'ASSIST_NOT_READY', 'ASSIST_EXPORT_FORMAT'],
  }),
  contract(`DELETE ${QA}/:id`, {
    summary: 'Delete an assist',
    tag: 'Admin: questionnaire assistance',
    auth: 'staff',
    permission: 'statuspage:edit',
    ok: OkSchema,
    errors: ['NOT_FOUND'],
  }),

  // --- the deployment loop (Cloudflare) ---------------------------------------------------------------------------
  contract('GET /api/deploy/:orgId/revisions/:n', {
    summary: "A revision's build bundle (for CI)",
    tag: 'Deployment',
    auth: 'deploy',
    ok: BuildBundleSchema,
    errors: ['BUILD_TOKEN_INVALID', 'REVISION_NOT_FOUND', 'PUBLISHING_NOT_CONFIGURED'],
  }),
  contract('GET /api/deploy/:orgId/revisions/:n/snapshot', {
    summary: "A revision's snapshot (for CI)",
    tag: 'Deployment',
    auth: 'deploy',
    responses: { 200: { description: 'The snapshot JSON the build renders.', contentType: 'application/json' } },
    errors: ['BUILD_TOKEN_INVALID', 'REVISION_NOT_FOUND', 'PUBLISHING_NOT_CONFIGURED'],
  }),
  contract('GET /api/deploy/:orgId/revisions/:n/asset', {
    summary: "One of a revision's public assets (for CI)",
    tag: 'Deployment',
    auth: 'deploy',
    query: z.object({ path: z.string() }),
    responses: { 200: { description: "The asset's bytes.", contentType: 'application/octet-stream' } },
    errors: ['BUILD_TOKEN_INVALID', 'NOT_FOUND', 'PUBLISHING_NOT_CONFIGURED'],
  }),
  contract('POST /api/deploy/:orgId/revisions/:n/report', {
    summary: 'Report how a build and deploy went',
    description:
      'Signed with `X-Glasshouse-Signature: sha256=<HMAC-SHA256 of the body>` (`GLASSHOUSE_DEPLOY_SECRET`). Only a `live` report makes the revision live.',
    tag: 'Deployment',
    auth: 'deploy',
    body: DeployReportSchema,
    ok: DeployReportResultSchema,
    errors: ['DEPLOY_SIGNATURE_INVALID', 'DEPLOY_REPORT_UNEXPECTED', 'DEPLOY_REPORT_INVALID', 'PUBLISHING_NOT_CONFIGURED'],
  }),
];
