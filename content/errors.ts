/**
 * The error catalogue: one place for every error the product shows or returns.
 *
 * Each entry is data — `{ code, status, message }` — so the edge (JSON error bodies), the site and the admin
 * (snacks, dialogs, field errors) all read the same text. User-facing messages are the exact strings of the
 * specification's error catalogues (`spec/visitor-portal.md` §8 and `spec/admin-editing.md` §8); entries the
 * specification does not word are marked as product texts.
 */
export interface CatalogueEntry {
  /** HTTP status the edge answers with when this error ends a request. */
  status: number;
  /** The text shown to the person (or returned as `error` in a JSON body). */
  message: string;
}

function entry(status: number, message: string): CatalogueEntry {
  return { status, message };
}

export const ERRORS = {
  // --- generic edge errors (product texts) ---
  NOT_FOUND: entry(404, 'Not found'),
  ROUTE_NOT_FOUND: entry(404, 'No such API route'),
  BAD_REQUEST: entry(400, 'The request is not valid.'),
  VALIDATION_FAILED: entry(400, 'The request is not valid.'),
  INVALID_JSON: entry(400, 'The request body is not valid JSON.'),
  PAYLOAD_TOO_LARGE: entry(413, 'The request body is too large.'),
  UNAUTHENTICATED: entry(401, 'You must sign in to do this.'),
  FORBIDDEN: entry(403, "You don't have access to this page"),
  METHOD_NOT_ALLOWED: entry(405, 'Method not allowed'),
  INTERNAL: entry(500, 'Unfortunately, an unknown error has occurred.'),
  COMPANY_NOT_FOUND: entry(404, 'Company not found'),
  CONFLICT: entry(409, 'This content was changed by someone else. Reload and try again.'),
  /**
   * An abuse limit refused the request (product text). The edge fills in the wait with {@link tooManyAttemptsMessage}
   * ("Too many attempts. Try again in 5 minutes.") and sends `retryAfter` (seconds) and `Retry-After`.
   */
  TOO_MANY_REQUESTS: entry(429, 'Too many attempts. Try again later.'),
  /** A state-changing request sent from another site (its Origin or Sec-Fetch-Site), or without its CSRF token. */
  CROSS_SITE_REQUEST: entry(403, 'This request came from another site and was refused. Reload the page and try again.'),
  /** Revoking a session that does not exist, has ended, or is someone else's (product text). */
  SESSION_NOT_FOUND: entry(404, 'No such session.'),
  /** A token that is not even shaped like one (not a compact JWT, or cut short): a client mistake, not a failed check. */
  TOKEN_MALFORMED: entry(400, 'The token is malformed. Copy the whole token and try again.'),

  // --- staff sign-in (product texts) ---
  MAGIC_LINK_INVALID: entry(400, 'This sign-in link is invalid or has expired. Request a new one.'),
  /** A member's sign-in link opened at an address that is not one of the organisation's. */
  MAGIC_LINK_OTHER_HOST: entry(400, 'This sign-in link was opened at an address that does not belong to this Trust Center. Request a new link here.'),
  LOGIN_EMAIL_REQUIRED: entry(400, 'You must provide an email.'),
  LOGIN_EMAIL_INVALID: entry(400, 'This email is invalid'),

  // --- publishing (product texts) ---
  PUBLISH_IN_PROGRESS: entry(409, 'A publish is already in progress.'),
  REVISION_NOT_FOUND: entry(404, 'No such revision.'),
  BUILD_FAILED: entry(500, 'The build failed; the live site was left unchanged.'),

  // --- Cloudflare deployment: configuration, mail, the publish loop (product texts) ---
  /** A required secret, binding or variable of the Worker is missing; the body's `missing` lists each with its fix. */
  DEPLOYMENT_NOT_CONFIGURED: entry(503, 'This deployment is not configured yet.'),
  /** No mail provider (MAIL_HTTP_ENDPOINT or a `send_email` binding): sign-in links are not sent, and never logged. */
  EMAIL_NOT_CONFIGURED: entry(
    503,
    'Email is not configured on this deployment, so no sign-in link can be sent. An administrator must set MAIL_HTTP_ENDPOINT or add a send_email binding named EMAIL (see the README), then try again.',
  ),
  /** Publishing on the Worker needs a deploy hook and its secret. */
  PUBLISHING_NOT_CONFIGURED: entry(
    503,
    'Publishing is not configured on this deployment: set GLASSHOUSE_DEPLOY_HOOK and the GLASSHOUSE_DEPLOY_SECRET secret (see the README).',
  ),
  /** A deploy report without a valid `X-Glasshouse-Signature`, or signed too long ago. */
  DEPLOY_SIGNATURE_INVALID: entry(401, 'This request is not signed with the deployment’s GLASSHOUSE_DEPLOY_SECRET, or its signature has expired.'),
  /** A build download without a valid build token for this organisation and revision. */
  BUILD_TOKEN_INVALID: entry(401, 'The build token is missing, invalid, expired, or for another organisation or revision.'),
  /** A report for a revision that is not waiting for one (already live, failed or superseded, or older than the live one). */
  DEPLOY_REPORT_UNEXPECTED: entry(409, 'This revision is not waiting for a deploy report.'),
  /** The body of a deploy report is not `{ status: deploying | live | failed, … }`. */
  DEPLOY_REPORT_INVALID: entry(400, 'Report a status of deploying, live or failed.'),

  // --- visitor spec §8 ---
  SEARCH_FAILED: entry(500, 'Failed to retrieve search results. Please try again later.'),
  AI_ANSWER_FAILED: entry(500, 'Failed to get an answer from the AI. Please try again later.'),
  DOCUMENT_DOWNLOAD_FAILED: entry(500, 'Failed to download the document. If the problem persists, please contact support.'),
  SUBSCRIBE_FAILED: entry(500, 'Unfortunately, an unknown error has occurred.'),
  SUBSCRIPTION_FAILED: entry(400, 'Subscription failed'),
  SUBSCRIPTION_LINK_EXPIRED: entry(400, 'Your subscription link expired. Please try to subscribe again.'),
  SUBSCRIPTION_BLOCKED: entry(403, 'You are blocked from subscribing...'),
  UNSUBSCRIBE_FAILED: entry(400, 'Unsubscribe failed'),
  UNSUBSCRIBE_LINK_EXPIRED: entry(400, 'Your unsubscribe link expired'),
  EXTEND_ALREADY_HAS_ACCESS: entry(409, 'You already have access.'),
  EXTEND_ALREADY_REQUESTED: entry(409, 'You have already requested access to this account.'),
  EXTEND_FAILED: entry(500, 'An error occurred, please try again.'),
  INVITE_FAILED_TITLE: entry(500, 'Problem inviting your colleagues'),
  INVITE_FAILED: entry(500, 'There was an issue inviting your colleagues. Please try again, or contact us if the problem persists.'),
  NDA_DOWNLOAD_FAILED: entry(500, 'Failed to download NDA. Please contact support.'),
  NOT_WORK_EMAIL: entry(400, 'Please use your work email.'),
  UNKNOWN: entry(500, 'Unfortunately, an unknown error has occurred.'),
  BULK_DOWNLOAD_FAILED: entry(500, 'Downloading files failed'),
  PRODUCT_ID_REQUIRED_FOR_COMMENTS: entry(400, 'Product id is required to load relevant comments.'),
  COMMENTS_LOGIN_REQUIRED: entry(401, 'A user must be logged in to view comments.'),
  ACCOUNT_EXTERNAL_ONLY: entry(403, 'Can only be used in AccountExternal mode.'),
  ORGANIZATION_CONTEXT_REQUIRED: entry(400, 'Must be called within an organization context.'),
  NO_PRODUCT_ID: entry(400, 'No product id'),
  /** Semantic search is switched off on this server (SEARCH_DATA_STORE=off): the widget searches locally (product text). */
  SEARCH_NOT_SET_UP: entry(404, 'Semantic search is not set up.'),
  /** AI answers are off for this organisation or plan, or this viewer (product text). */
  AI_ANSWERS_UNAVAILABLE: entry(403, 'AI answers are not available.'),
  GENERIC_ERROR_SCREEN: entry(500, 'Sorry, an error has occurred:'),
  NO_ACCESS_PAGE: entry(403, "You don't have access to this page"),

  // --- gated access: outcomes of access requests and logins (visitor spec §4 feedback types, §8 request and
  // login error codes). The spec names the codes, not their texts: the texts are product texts; the visitor UI
  // shows an outcome view for most of them. Responses also carry `feedback` (the spec's feedback type). ---
  ACCESS_EXPIRED: entry(403, 'Your access has expired.'),
  PENDING_REQUEST: entry(409, 'Your access request is waiting for review.'),
  REQUEST_DECLINED: entry(403, 'Your access request was declined.'),
  REQUEST_DECLINED_BLOCKED_DOMAIN: entry(403, 'Access requests from your email domain are not accepted.'),
  REQUEST_DECLINED_THIRD_PARTY: entry(403, 'Your access request was declined.'),
  REQUEST_AUTO_DECLINED: entry(403, 'Your access request was declined.'),
  ACCOUNT_ALREADY_EXISTS: entry(409, 'You already have access. Check your email for a sign-in link.'),
  EMAIL_NOT_RECOGNISED: entry(404, 'We could not find access for this email. Request access instead.'),
  UNIQUE_VIOLATION: entry(409, 'Unfortunately, an unknown error has occurred.'),
  /** The clickwrap text changed while the visitor was reading it (product text). */
  NDA_CHANGED: entry(409, 'The NDA has changed. Please read the current version.'),
  /** No clickwrap NDA is configured, or none was accepted yet (product text). */
  NDA_NOT_AVAILABLE: entry(404, 'There is no signed NDA to download.'),
  /** Staff side (product texts). */
  ACCOUNT_NOT_FOUND: entry(404, 'No such account.'),
  ACCESS_REQUEST_NOT_FOUND: entry(404, 'No such access request.'),
  ACCESS_REQUEST_DECIDED: entry(409, 'This access request was already decided.'),
  PERMISSION_PROFILE_NOT_FOUND: entry(400, 'Choose a permission profile of the published portal.'),
  MEMBER_EXISTS: entry(409, 'This person is already a member of an account.'),

  // --- admin spec §8 ---
  TYPE_UPDATES_FAILED: entry(500, 'Type updates could not be saved'),
  CARD_ICON_FAILED: entry(500, 'Failed to change card icon'),
  SECTION_ORDER_FAILED: entry(500, 'Failed to update section order'),
  CUSTOM_URL_FAILED: entry(500, 'Failed to create custom URL'),
  MOVE_ITEM_FAILED: entry(500, 'Failed to move item to another card'),
  HACKERONE_NOT_FOUND: entry(400, 'Invalid HackerOne connection: please enter a valid HackerOne link or contact support.'),
  HACKERONE_UNKNOWN: entry(400, 'Invalid HackerOne connection. Please try again or contact support.'),
  STATUSPAGE_INVALID: entry(400, 'Invalid Statuspage connection: please enter a valid Statuspage link or contact support'),
  SSC_BAD_DOMAIN: entry(400, 'Domain is invalid. Please try a different name.'),
  SSC_BAD_NETWORK: entry(502, 'Server error. Please try again.'),
  SSC_NOT_CALCULATED: entry(404, 'Your company does not have a score yet. Please try again later'),
  SAVE_ERROR: entry(500, 'Save error'),
  BULK_DOWNLOAD_ERROR: entry(500, 'Oops, looks like we encountered an error during this download. Try again below.'),
  PRODUCT_ID_REQUIRED_FOR_ICONS: entry(400, 'productId must be defined to replace card icons'),
  PLAN_LOCKED: entry(402, 'Upgrade your plan to unlock this feature'),
  /**
   * A bug-bounty or status-page fetch failed (network, timeout, 5xx). `{host}` is the service's host; the edge
   * fills it (`fill`). The spec words the HackerOne text; the status page uses the same text ("equivalent").
   */
  INTEGRATION_TEMPORARY: entry(
    502,
    "Temporary connection error. It might be due to a temporary issue in {host}. In the meantime, your live status isn't shared on your Trust Center.",
  ),

  // --- admin settings (product texts) ---
  /** No connected bug-bounty program or status page for the product. */
  INTEGRATION_NOT_CONNECTED: entry(404, 'No integration is connected for this product.'),
  PRODUCT_SLUG_IN_USE: entry(409, 'This product slug is already in use by product: {name}'),
  DEFAULT_PRODUCT_REQUIRED: entry(400, 'The default product cannot be removed or hidden.'),
  LAST_ADMIN: entry(409, 'The trust center needs at least one admin.'),
  STAFF_NOT_FOUND: entry(404, 'No such staff member.'),
  TOPIC_NOT_FOUND: entry(404, 'No such topic.'),
  KB_IMPORT_INVALID: entry(400, 'The file has errors; nothing was imported.'),
  KB_IMPORT_EMPTY: entry(400, 'The file has no rows to import.'),
  KB_IMPORT_TYPE: entry(415, 'Send the file as text/csv.'),

  // --- documents (product texts) ---
  /** A gated PDF that is encrypted cannot carry the viewer's stamp, so it is not served at all. */
  DOCUMENT_ENCRYPTED: entry(422, 'This PDF is encrypted, so it cannot be stamped for you and cannot be downloaded. Please contact support.'),
  /** View-only documents (organisation or file setting) are not downloadable outside main mode. */
  DOCUMENT_VIEW_ONLY: entry(403, 'This document can only be viewed, not downloaded.'),
  UPLOAD_TOO_LARGE: entry(413, 'The file is too large: documents can be at most 25 MB.'),
  UPLOAD_TYPE_NOT_ALLOWED: entry(415, 'This file type is not allowed. Upload a PDF, Word, Excel, PowerPoint, PNG, JPEG or CSV file.'),
  UPLOAD_EMPTY: entry(400, 'The file is empty.'),
  UPLOAD_NOT_PDF: entry(400, 'The file is not a valid PDF.'),
  BULK_DOWNLOAD_EXPIRED: entry(410, 'This download link has expired. Start the bulk download again.'),
  BULK_DOWNLOAD_TOO_LARGE: entry(400, 'The selected documents are too large for one download (more than 4 GB). Select fewer documents.'),

  // --- comments (product texts; the spec words only the internal errors above) ---
  /** The organisation's customization does not allow comments (visitor spec §6). */
  COMMENTS_DISABLED: entry(403, 'Comments are not enabled on this trust center.'),
  /** The comment is empty once trimmed (visitor spec §5: empty is not sent). */
  COMMENT_EMPTY: entry(400, 'Type a comment before sending.'),
  /** The comment is longer than `MAX_COMMENT_LENGTH` (`content/contracts/conversations.ts`). */
  COMMENT_TOO_LONG: entry(400, 'A comment can be at most 5000 characters.'),
  /** The comment's content is not a string (a number, an object…): only plain text is accepted. */
  COMMENT_NOT_TEXT: entry(400, 'Comment must be text.'),
  /** A comments call without the item it is about. */
  COMMENT_ITEM_REQUIRED: entry(400, 'Item id is required.'),
  /** A staff reply that does not name the account whose thread it answers. */
  COMMENT_ACCOUNT_REQUIRED: entry(400, 'Choose the account to reply to.'),

  // --- questionnaires and TPRM (visitor spec §2, §6, §9; product texts) ---
  /** The organisation has not enabled questionnaires (customization.questionnairesEnabled). */
  QUESTIONNAIRES_DISABLED: entry(403, 'Questionnaires are not enabled for this trust center.'),
  QUESTIONNAIRE_FILE_REQUIRED: entry(400, 'Choose a file to upload.'),
  QUESTIONNAIRE_TOO_LARGE: entry(413, 'The file is too large: questionnaires can be at most 25 MB.'),
  QUESTIONNAIRE_TYPE_NOT_ALLOWED: entry(415, 'This file type is not allowed. Upload a PDF, Word, Excel, CSV, text or ZIP file.'),
  QUESTIONNAIRE_NOT_FOUND: entry(404, 'No such questionnaire.'),
  /** Multipart for a file, JSON `{ link }` for a link. */
  QUESTIONNAIRE_CONTENT_TYPE: entry(415, 'Send a file as multipart/form-data or a link as JSON.'),
  /** The organisation has not enabled TPRM (customization.tprmEnabled). */
  TPRM_DISABLED: entry(403, 'Sending data to TPRM tools is not enabled for this trust center.'),
  TPRM_PARTNER_NOT_FOUND: entry(404, 'No such TPRM partner.'),
  TPRM_TOKEN_MISSING: entry(401, 'Send the TPRM token in the Authorization header: Bearer <token>.'),
  TPRM_TOKEN_INVALID: entry(401, 'This TPRM token is invalid or has expired (tokens expire after 24 hours). Generate a new one in the trust center.'),
  // --- questionnaire assistance, knowledge-base health, expiry (product texts) ---
  ASSIST_FILE_REQUIRED: entry(400, 'Choose a questionnaire file (.xlsx, .csv or .docx).'),
  ASSIST_FILE_TYPE: entry(
    415,
    'Glasshouse reads questions from .xlsx, .csv and .docx files. Save the questionnaire in one of these formats and upload it again.',
  ),
  ASSIST_FILE_TOO_LARGE: entry(413, 'The file is too large: questionnaires can be at most 25 MB.'),
  /** Export or mapping change before the file has been read. */
  ASSIST_NOT_READY: entry(409, 'The questions are still being read.'),
  /** `{format}`: the uploaded file's format. */
  ASSIST_EXPORT_FORMAT: entry(
    400,
    'This questionnaire was uploaded as .{format}: export it as {format}, or as csv for a list of questions, answers and sources.',
  ),
  ASSIST_NOTHING_APPROVED: entry(400, 'Approve at least one answer first.'),
  KB_ENTRY_NOT_FOUND: entry(404, 'No such knowledge-base entry.'),
  EXPIRY_SUBJECT_NOT_FOUND: entry(404, 'No such item or document.'),
  TPRM_TOKEN_USED: entry(410, 'This TPRM token was already used: a token can be viewed only once. Generate a new one in the trust center.'),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERRORS;

/** Texts with placeholders, filled by {@link fill}. */
export const TEMPLATES = {
  deleteCustomItemFailed: 'There was an unexpected error while deleting "{title}".',
  reorderItemsFailed: "Failed to update {card} card item's order",
  reorderCardsFailed: 'Failed to update cards order for {product} product',
  hackeroneTemporary:
    "Temporary connection error. It might be due to a temporary issue in {host}. In the meantime, your live status isn't shared on your Trust Center.",
  bulkPartialFailure: 'Failed to download {n} documents',
  typesUpdated: 'Types have been updated for {n} document(s)',
} as const;

/**
 * The text of a refused request (429): "Too many attempts. Try again in 1 minute." / "… in 12 minutes." — the wait
 * rounded up to whole minutes (hours past two hours: "… in 3 hours.").
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes > 120) {
    const hours = Math.ceil(minutes / 60);
    return `Too many attempts. Try again in ${hours} hours.`;
  }
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Replaces `{name}` placeholders in a catalogue template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
