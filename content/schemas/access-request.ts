import { z } from 'zod';
import { EMAIL_PATTERN, IdSchema } from './common.ts';
import { MESSAGES } from '../messages.ts';

/** Relationship values and labels (visitor spec §3). */
export const RELATIONSHIPS = {
  customer: 'Customer',
  prospective_customer: 'Prospective Customer',
  vendor: 'Vendor',
  partner: 'Partner',
  'regulator/auditor': 'Regulator/Auditor',
  researcher: 'Researcher',
  other: 'Other',
} as const;
export type Relationship = keyof typeof RELATIONSHIPS;

/** Shared maximum length of name fields (spec: "max length from a shared constant"). */
export const NAME_MAX = 64;
/** Company and job title length bounds. */
export const COMPANY_MIN = 2;
export const COMPANY_MAX = 100;
const NAME_PATTERN = /^[\p{L}\p{M}' .-]+$/u;
const COMPANY_PATTERN = /^[\p{L}\p{M}\p{N}' .,&()@/+-]+$/u;

/** Feedback types of an access request outcome (visitor spec §4). */
export const ACCESS_FEEDBACK_TYPES = [
  'pending_request',
  'request_declined',
  'request_declined_blocked_domain',
  'request_declined_third_party',
  'request_access_auto_declined',
  'request_approved',
  'not_work_email',
  'unique_violation',
  'access_expired',
  'account_already_exists',
] as const;
export type AccessFeedbackType = (typeof ACCESS_FEEDBACK_TYPES)[number];

/** Extension response codes (visitor spec §3). */
export const EXTEND_CODES = ['success', 'already-has-access', 'already-requested', 'error'] as const;
/** Reasons an access request matched an account (visitor spec §3). */
export const MATCHING_REASONS = [
  'account-name-match',
  'website-domain-match',
  'sfdc-max-contact-count',
  'sfdc-max-contact-count-by-domain',
  'last-modified-date',
] as const;

const requiredEmail = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: MESSAGES.emailRequired, abort: true })
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

/** Which optional fields an organisation enabled; drives the request schema. */
export interface AccessRequestFieldConfig {
  customCheckbox: { enabled: boolean; required: boolean };
  jobTitleTextField: { enabled: boolean };
  pointOfContactField: { enabled: boolean };
  relationshipDropdown: { enabled: boolean };
  countriesDropdown: { enabled: boolean };
  accountMemberRequestProducts: { enabled: boolean };
}

/**
 * The access request payload (visitor spec §3) validated as spec §5 says, for the fields the organisation
 * enabled.
 */
export function accessRequestSchema(fields: AccessRequestFieldConfig) {
  return z
    .object({
      firstName: z
        .string({ error: MESSAGES.firstNameRequired })
        .trim()
        .min(1, { message: MESSAGES.firstNameRequired, abort: true })
        .max(NAME_MAX)
        .regex(NAME_PATTERN, 'First name contains invalid characters'),
      lastName: z
        .string({ error: MESSAGES.lastNameRequired })
        .trim()
        .min(1, { message: MESSAGES.lastNameRequired, abort: true })
        .max(NAME_MAX)
        .regex(NAME_PATTERN, 'Last name contains invalid characters'),
      email: requiredEmail,
      companyName: z
        .string({ error: MESSAGES.companyNameRequired })
        .trim()
        .min(1, { message: MESSAGES.companyNameRequired, abort: true })
        .min(COMPANY_MIN, `Company name must be at least ${COMPANY_MIN} characters`)
        .max(COMPANY_MAX, `Company name must be at most ${COMPANY_MAX} characters`)
        .regex(COMPANY_PATTERN, 'Company name contains invalid characters'),
      agree: z.literal(true, { error: MESSAGES.mustAgree }),
      customCheckbox: z.boolean().optional(),
      subscribe: z.boolean().optional(),
      productId: z.string({ error: 'Product is required' }).min(1, 'Product is required'),
      itemUid: z.string().optional(),
      itemKind: z.string().optional(),
      source: z.string().optional(),
      invitedColleagueToken: z.string().optional(),
      statusPageCustomizationRevision: z.number().optional(),
      jobTitleTextField: z.string().trim().optional(),
      pointOfContactField: z.string().trim().optional(),
      relationshipDropdown: z.string().optional(),
      countriesDropdown: z.string().optional(),
      accountMemberRequestProducts: z.array(IdSchema).optional(),
    })
    .superRefine((req, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (fields.customCheckbox.enabled && fields.customCheckbox.required && req.customCheckbox !== true) issue('customCheckbox', MESSAGES.fieldRequired);
      if (fields.jobTitleTextField.enabled) {
        const v = req.jobTitleTextField ?? '';
        if (!v) issue('jobTitleTextField', MESSAGES.fieldRequired);
        else if (v.length < 2 || v.length > COMPANY_MAX || !COMPANY_PATTERN.test(v)) issue('jobTitleTextField', 'Job title is not valid');
      }
      if (fields.pointOfContactField.enabled) {
        const v = req.pointOfContactField ?? '';
        if (!v) issue('pointOfContactField', MESSAGES.pointOfContactEmpty);
        else if (!EMAIL_PATTERN.test(v)) issue('pointOfContactField', MESSAGES.pointOfContactInvalid);
      }
      if (fields.relationshipDropdown.enabled && !(req.relationshipDropdown && req.relationshipDropdown in RELATIONSHIPS))
        issue('relationshipDropdown', MESSAGES.fieldRequired);
      if (fields.countriesDropdown.enabled && !req.countriesDropdown) issue('countriesDropdown', MESSAGES.fieldRequired);
      if (fields.accountMemberRequestProducts.enabled && !req.accountMemberRequestProducts?.length)
        issue('accountMemberRequestProducts', MESSAGES.selectProduct);
    });
}
export type AccessRequestPayload = z.output<ReturnType<typeof accessRequestSchema>>;

/** Login payload (visitor spec §3; §5 login form messages). */
export const LoginSchema = z.object({
  email: z
    .string({ error: MESSAGES.loginEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: MESSAGES.loginEmailRequired, abort: true })
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  productId: z.string().optional(),
});

/** Invite colleagues form (visitor spec §3, §5). */
export const InviteSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase())
    .min(1, { message: MESSAGES.required, abort: true })
    .superRefine((emails, ctx) => {
      const seen = new Set<string>();
      for (const [i, value] of emails.entries()) {
        if (!EMAIL_PATTERN.test(value)) ctx.addIssue({ code: 'custom', path: [i], message: MESSAGES.inviteInvalid.replace('{value}', value) });
        else if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [i], message: MESSAGES.inviteDuplicate.replace('{value}', value) });
        seen.add(value);
      }
    }),
  message: z
    .string()
    .trim()
    .optional()
    .transform((m) => (m ? m : undefined)),
});

/** Stored access request with its outcome. */
export const AccessRequestRecordSchema = z.object({
  id: IdSchema,
  status: z.enum(['pending', 'approved', 'declined']),
  feedback: z.enum(ACCESS_FEEDBACK_TYPES).optional(),
  matchingReason: z.enum(MATCHING_REASONS).optional(),
  accountId: IdSchema.optional(),
  createdAt: z.number().int(),
});
