/**
 * The settings area's routes as zod schemas the edge parses with and answers in, the admin reads its types from and
 * the API description lists:
 *
 *   PATCH  /api/admin/settings/customization          (merge patch, CustomizationUpdate) → Customization
 *   PUT    /api/admin/settings/banner                 BannerInput → Customization; DELETE → Customization
 *   POST   /api/admin/products                        ProductInput → 201 Product; PATCH /api/admin/products/{id} → Product
 *   PATCH  /api/admin/products/{id}/page              ProductPageInput → ProductPage (`contracts/trust-center.ts`)
 *   PATCH  /api/admin/space                           (merge patch, SpaceInput) → Space
 *   GET    /api/admin/staff                           → StaffList { staff: StaffMember[], roles }
 *   POST   /api/admin/staff                           StaffInput → StaffMember
 *   PUT    /api/admin/settings/tprm-partners          TprmPartnersInput → TprmPartners
 *   POST   /api/admin/topics, PUT /api/admin/topics/{id}            TopicInput → Topic
 *   POST   /api/admin/topics/{id}/updates             → 201 UpdatePublished { topic, update, email }
 *   PUT    /api/admin/topics/{id}/updates/{updateId}  UpdateEdit → Update
 *   GET    /api/admin/update-emails                   → UpdateEmails { subscriberCount, emails }
 *
 * Customization, products, the space, topics and updates are answered as the draft holds them: the content
 * model's own schemas.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { EmailSchema, refineWebLink, withScheme } from '../schemas/common.ts';
import { COOKIE_BANNER_TYPES, CustomizationSchema } from '../schemas/customization.ts';
import { TprmPartnerSchema } from '../schemas/engagement.ts';
import { ProductSchema, SectionIdSchema, SpaceSchema } from '../schemas/product.ts';
import { SpAudienceSchema, TopicCategorySchema, TopicSchema, UpdateSchema } from '../schemas/topic.ts';
import { PERMISSIONS, ROLES } from '../schemas/staff.ts';

// -------------------------------------------------------------------------------------------------------------
// Staff
// -------------------------------------------------------------------------------------------------------------

export const STAFF_MESSAGES = { roleInvalid: `Role must be one of: ${ROLES.join(', ')}` } as const;

export const StaffInputSchema = z.object({
  email: EmailSchema,
  role: z.enum(ROLES, { error: STAFF_MESSAGES.roleInvalid }),
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
});

export type StaffInput = z.output<typeof StaffInputSchema>;

/** A staff member with the permissions their role grants. */
export const StaffMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    permissions: z.array(z.enum(PERMISSIONS)),
    createdAt: z.number(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** The staff, and what each role may do. */
export const StaffListSchema = z
  .object({ staff: z.array(StaffMemberSchema), roles: z.record(z.enum(ROLES), z.array(z.enum(PERMISSIONS))) })
  .meta({ id: 'StaffList' });
export type StaffList = z.infer<typeof StaffListSchema>;

// -------------------------------------------------------------------------------------------------------------
// TPRM partners (visitor spec §3 "TPRM partner": id, name, domain): the whole list is replaced at once; a partner
// without an id gets one from its name; a domain typed as a URL keeps only its host.
// -------------------------------------------------------------------------------------------------------------

export const TPRM_PARTNER_MESSAGES = {
  nameRequired: 'Partner name is required',
  domainInvalid: "Enter the partner's domain, such as vendor-risk.example",
  /** Ids are derived from names (never shown), so two partners with the same id have the same name in effect. */
  duplicate: 'Each partner needs its own name',
  tooMany: 'At most 20 partners',
} as const;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `https://www.Vendor.example/path` → `www.vendor.example`. */
export function partnerDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '');
}

/** `OneTrust Vendorpedia` → `tprm_onetrust_vendorpedia`. */
export function partnerIdOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return `tprm_${slug || 'partner'}`;
}

export const TprmPartnersInputSchema = z
  .object({
    partners: z
      .array(
        z.object({
          id: z
            .string()
            .trim()
            .max(64)
            .regex(/^[A-Za-z0-9_-]*$/, 'Partner id may contain letters, digits, - and _')
            .optional(),
          name: z
            .string({ error: TPRM_PARTNER_MESSAGES.nameRequired })
            .trim()
            .min(1, TPRM_PARTNER_MESSAGES.nameRequired)
            .max(80, 'Partner name must be at most 80 characters'),
          domain: z
            .string({ error: TPRM_PARTNER_MESSAGES.domainInvalid })
            .transform(partnerDomain)
            .refine((d) => DOMAIN.test(d), TPRM_PARTNER_MESSAGES.domainInvalid),
        }),
      )
      .max(20, TPRM_PARTNER_MESSAGES.tooMany),
  })
  .transform(({ partners }) => ({ partners: partners.map((p) => ({ id: p.id || partnerIdOf(p.name), name: p.name, domain: p.domain })) }))
  // The error sits on the name of each later partner whose id an earlier one already has.
  .superRefine(({ partners }, ctx) => {
    const seen = new Set<string>();
    partners.forEach((p, index) => {
      if (seen.has(p.id)) ctx.addIssue({ code: 'custom', message: TPRM_PARTNER_MESSAGES.duplicate, path: ['partners', index, 'name'] });
      seen.add(p.id);
    });
  });

/** The partners as the draft holds them after a write. */
export const TprmPartnersSchema = z.object({ partners: z.array(TprmPartnerSchema) }).meta({ id: 'TprmPartners' });
export type TprmPartners = z.infer<typeof TprmPartnersSchema>;

// -------------------------------------------------------------------------------------------------------------
// Request bodies of the customization, product and space forms. Customization, products and the space are sent as
// JSON Merge Patches; the edge checks the merged result with these schemas.
// -------------------------------------------------------------------------------------------------------------

/** Product text: the spec names the supported providers but does not word the refusal. */
export const UNSUPPORTED_COOKIE_BANNER = `Choose a cookie banner provider: ${COOKIE_BANNER_TYPES.join(', ')}`;

/** An http(s) address. */
const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The customization an editor may send, with the rules of the settings form. */
export const CustomizationUpdateSchema = CustomizationSchema.superRefine((c, ctx) => {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (c.contactSupport.enabled && c.contactSupport.onClickAction === 'direct-to-site' && !isWebUrl(c.contactSupport.supportUrl)) {
    issue(['contactSupport', 'supportUrl'], MESSAGES.invalidUrl);
  }
  if (c.reportIssue.enabled && c.reportIssue.onClickAction === 'direct-to-site' && !isWebUrl(c.reportIssue.reportUrl)) {
    issue(['reportIssue', 'reportUrl'], MESSAGES.invalidUrl);
  }
  if (!(COOKIE_BANNER_TYPES as readonly string[]).includes(c.scripts.cookie_banner.type))
    issue(['scripts', 'cookie_banner', 'type'], UNSUPPORTED_COOKIE_BANNER);
});

/** The banner image: the id of an upload (`POST /api/trust-center/assets/upload`). */
export const BannerInputSchema = z.object({ fileId: z.string().min(1) });
export type BannerInput = z.input<typeof BannerInputSchema>;

/** Product texts for the product form. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  slugRequired: 'Product slug is required',
  slugInvalid: 'Use letters, digits, spaces, hyphens and underscores only',
  tooLong: 'Must be at most 60 characters',
} as const;

/** What the product form sends. */
export const ProductInputSchema = z.object({
  productName: z.string({ error: PRODUCT_MESSAGES.nameRequired }).trim().min(1, PRODUCT_MESSAGES.nameRequired).max(60, PRODUCT_MESSAGES.tooLong),
  productSlug: z
    .string({ error: PRODUCT_MESSAGES.slugRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.slugRequired)
    .max(60, PRODUCT_MESSAGES.tooLong)
    .regex(/^[A-Za-z0-9 _-]+$/, PRODUCT_MESSAGES.slugInvalid),
  show: z.boolean().default(true),
});
export type ProductInput = z.output<typeof ProductInputSchema>;
/** The body as a client sends it. */
export type ProductBody = z.input<typeof ProductInputSchema>;

const Hidden = z.object({ hidden: z.boolean() });

/** What the products settings send for a page. */
export const ProductPageInputSchema = z.object({
  sectionOrder: z.array(SectionIdSchema).optional(),
  config: z
    .object({
      overview: Hidden.extend({ text: z.string().max(5000, 'Must be at most 5000 characters') })
        .partial()
        .optional(),
      certifications: Hidden.optional(),
      trusted_by: Hidden.optional(),
      subprocessors: Hidden.optional(),
      documents: Hidden.optional(),
    })
    .optional(),
});
export type ProductPageInput = z.output<typeof ProductPageInputSchema>;

export const SPACE_MESSAGES = { linkNameRequired: 'Link name is required' } as const;

/** What the products settings send for the space. */
export const SpaceInputSchema = z.object({
  productLinks: z
    .array(
      z.object({
        name: z.string().trim().min(1, SPACE_MESSAGES.linkNameRequired),
        link: z
          .string()
          .trim()
          .min(1, MESSAGES.invalidUrl)
          .superRefine(refineWebLink({ schemeless: true }))
          .transform(withScheme)
          .refine(isWebUrl, MESSAGES.invalidUrl),
        show: z.boolean().default(true),
      }),
    )
    .default([]),
  defaultProductId: z.string().min(1),
});

// -------------------------------------------------------------------------------------------------------------
// Request bodies of the updates forms (visitor spec §3 "Topic", §5 "Topic schema"); publishing an update sends the
// content model's `TopicPublishSchema`.
// -------------------------------------------------------------------------------------------------------------

/** Product texts of the topic form (the spec says "subject, category required"). */
export const TOPIC_MESSAGES = {
  subjectRequired: 'Subject is required',
  categoryRequired: 'Category is required',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageRequired: 'Message is required',
  privateNotToSubscribers: 'Private updates are for account members: email them to an audience, not to subscribers',
} as const;

export const TopicInputSchema = z.object({
  subject: z.string({ error: TOPIC_MESSAGES.subjectRequired }).trim().min(1, TOPIC_MESSAGES.subjectRequired).max(200, TOPIC_MESSAGES.subjectTooLong),
  category: TopicCategorySchema.or(z.literal('')).refine((c) => c !== '', TOPIC_MESSAGES.categoryRequired),
  hidden: z.boolean().default(false),
  isPinned: z.boolean().default(false),
});
export type TopicInput = z.output<typeof TopicInputSchema>;
/** The body as a client sends it. */
export type TopicBody = z.input<typeof TopicInputSchema>;

/** What the update editor sends (`PUT /api/admin/topics/{id}/updates/{updateId}`). */
export const UpdateEditSchema = z.object({
  message: z.string({ error: TOPIC_MESSAGES.messageRequired }).trim().min(1, TOPIC_MESSAGES.messageRequired),
  spAudience: SpAudienceSchema.optional(),
});
export type UpdateEdit = z.output<typeof UpdateEditSchema>;
/** The body as a client sends it. */
export type UpdateEditBody = z.input<typeof UpdateEditSchema>;

// -------------------------------------------------------------------------------------------------------------
// Update emails (`GET /api/admin/update-emails`): the emails of published updates and how many subscribers they go to.

export const UPDATE_EMAIL_STATUSES = ['pending', 'sending', 'sent', 'cancelled'] as const;
export type UpdateEmailStatus = (typeof UPDATE_EMAIL_STATUSES)[number];

/** An update's email as the admin lists it. */
export const UpdateEmailSummarySchema = z.object({
  id: z.string(),
  topicId: z.string(),
  updateId: z.string(),
  subject: z.string(),
  status: z.enum(UPDATE_EMAIL_STATUSES),
  toSubscribers: z.boolean(),
  audience: z.array(z.string()),
  createdAt: z.number().int(),
  /** Once sent: when, with which live revision, to whom (and whose failed). */
  sentAt: z.number().int().nullable(),
  revision: z.number().int().nullable(),
  sent: z.array(z.string()),
  failed: z.array(z.string()),
});
export type UpdateEmailSummary = z.output<typeof UpdateEmailSummarySchema>;

/** `GET /api/admin/update-emails` → the emails, newest first, and the number of confirmed, unblocked subscribers. */
export const UpdateEmailListSchema = z
  .object({ subscriberCount: z.number().int(), emails: z.array(UpdateEmailSummarySchema) })
  .meta({ id: 'UpdateEmails', description: 'The emails of published updates, and how many confirmed subscribers they go to.' });
export type UpdateEmailList = z.output<typeof UpdateEmailListSchema>;

// -------------------------------------------------------------------------------------------------------------
// Customization, products and the space, as the draft holds them after a write (live on publish); a record has its
// schema's fields and no other (`strict`)

/** The trust center customization (the content model's `CustomizationSchema`). */
export const CustomizationRecordSchema = CustomizationSchema.strict().meta({
  id: 'Customization',
  description:
    'The trust center customization (content model `CustomizationSchema`): portal texts and colours, contact mailboxes, the public access level, the access request form, the cookie banner, scripts, the banner image and the features turned on.',
});

/** A product of the space (the content model's `ProductSchema`). */
export const ProductRecordSchema = ProductSchema.strict().meta({
  id: 'Product',
  description: 'A product of the space (content model `ProductSchema`): its name, slug, whether the product selector shows it, its banner and position.',
});

/** The space: the product selector's links and the default product (the content model's `SpaceSchema`). */
export const SpaceRecordSchema = SpaceSchema.strict().meta({
  id: 'Space',
  description: 'The space (content model `SpaceSchema`): the links of the product selector and the product shown at `/`.',
});
export type Space = z.output<typeof SpaceRecordSchema>;

// -------------------------------------------------------------------------------------------------------------
// Trust center updates: topics and their updates, as the draft holds them

/** An updates topic with its updates (the content model's `TopicSchema`). */
export const TopicRecordSchema = TopicSchema.strict().meta({
  id: 'Topic',
  description: 'An updates topic (content model `TopicSchema`): its subject, category, whether it is hidden or pinned, and its updates, newest last.',
});

/** One update of a topic (the content model's `UpdateSchema`). */
export const UpdateRecordSchema = UpdateSchema.strict().meta({
  id: 'Update',
  description: 'An update of a topic (content model `UpdateSchema`): its text, when it was written and edited, who sees it and the channels it went to.',
});

/** `POST /api/admin/topics/{id}/updates` → 201: the update published, its topic and what becomes of its email. */
export const UpdatePublishedSchema = z
  .object({
    topic: TopicRecordSchema,
    update: UpdateRecordSchema,
    email: UpdateEmailSummarySchema.extend({
      subscriberCount: z.number().int().meta({ description: 'How many confirmed, unblocked subscribers it would reach now (0 when not sent to subscribers).' }),
    })
      .nullable()
      .meta({
        description: "The update's email, pending until a revision showing the update goes live; null without the email channel or with `approve: false`.",
      }),
  })
  .meta({ id: 'UpdatePublished', description: 'The update published to its topic, and its email.' });
export type UpdatePublished = z.output<typeof UpdatePublishedSchema>;
