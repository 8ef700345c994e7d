/**
 * The knowledge base's request bodies and answers, as zod schemas the edge parses with and answers in, the admin and
 * the portal's knowledge-base modal read their types from (the modal with `import type`: no zod in a portal bundle)
 * and the API description lists:
 *
 *   POST   /api/admin/kb                        KbEntryInput → 201 KbEntry
 *   PUT    /api/admin/kb/{objectID}             KbEntryInput → KbEntry
 *   POST   /api/admin/kb/import                 CSV → 201 KbImported { imported, entries }
 *   POST   /api/admin/kb/health/merge           → KbEntry (the entry kept)
 *   GET    /api/share/{orgId}/knowledge-base    → KnowledgeBase { mode, entries, products }
 *
 * (Knowledge-base health is in `questionnaire-assist.ts`.)
 */
import { z } from 'zod';
import { KB_ACCESS_LEVELS, KbAccessLevelSchema, KnowledgeBaseEntrySchema } from '../schemas/knowledge-base.ts';
import { ViewKbEntrySchema, ViewerModeSchema } from './portal-view.ts';

/** Product texts of the knowledge-base form and import. */
export const KB_MESSAGES = {
  questionRequired: 'Question is required',
  questionTooLong: 'Question must be at most 1000 characters',
  accessLevel: `Access level must be one of: ${KB_ACCESS_LEVELS.join(', ')}`,
  unknownProduct: 'Unknown product: "{value}"',
  favorite: 'favorite_public must be true or false',
  missingColumn: 'The file needs a "question" column',
  tooManyRows: 'The file has more than 1000 rows; split it into smaller files',
} as const;

/** What the knowledge-base form sends (`POST /api/admin/kb`, `PUT /api/admin/kb/{objectID}`). */
export const KbEntryInputSchema = z.object({
  content: z.string({ error: KB_MESSAGES.questionRequired }).trim().min(1, KB_MESSAGES.questionRequired).max(1000, KB_MESSAGES.questionTooLong),
  answer: z.string().default(''),
  comment: z.string().default(''),
  access_level: KbAccessLevelSchema.default('public'),
  product_ids: z.array(z.string()).default([]),
  favorite_public: z.boolean().default(false),
});
/** The body as the edge holds it once parsed. */
export type KbEntryInput = z.output<typeof KbEntryInputSchema>;
/** The body as a client sends it. */
export type KbEntryBody = z.input<typeof KbEntryInputSchema>;

/** A knowledge-base entry as the draft holds it (the content model's `KnowledgeBaseEntrySchema`). */
export const KbEntryRecordSchema = KnowledgeBaseEntrySchema.strict().meta({
  id: 'KbEntry',
  description:
    'A knowledge-base entry (content model `KnowledgeBaseEntrySchema`): the question (`content`), its answer and comment, where it came from, who may see it, the products it applies to and when it was written and last edited.',
});

/** `POST /api/admin/kb/import` → 201: how many entries the file added, and the entries. */
export const KbImportedSchema = z
  .object({
    imported: z.number().int().meta({ description: 'How many entries the file added.' }),
    entries: z.array(KbEntryRecordSchema).meta({ description: 'The entries added, in the order of the file.' }),
  })
  .meta({ id: 'KbImported', description: 'The entries a CSV file added to the knowledge base.' });
export type KbImported = z.infer<typeof KbImportedSchema>;

/** `GET /api/share/{orgId}/knowledge-base`: the entries the requester may see. */
export const KnowledgeBaseSchema = z
  .object({
    mode: ViewerModeSchema,
    entries: z.array(ViewKbEntrySchema).meta({ description: 'The entries the requester may see, featured first, then newest first.' }),
    products: z
      .array(z.object({ productId: z.string(), productName: z.string() }))
      .meta({ description: 'The products the requester may see (in Main mode, the choices of the Products filter).' }),
  })
  .meta({
    id: 'KnowledgeBase',
    description:
      'The knowledge base as the requester may see it: staff every entry of the draft (Main mode), a member the entries their access level allows, a visitor the public ones.',
  });
export type KnowledgeBase = z.infer<typeof KnowledgeBaseSchema>;
