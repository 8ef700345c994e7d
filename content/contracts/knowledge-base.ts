/**
 * The knowledge base's answers, as zod schemas the edge answers in, the admin and the portal's knowledge-base modal
 * read their types from (the modal with `import type`: no zod in a portal bundle) and the API description lists:
 *
 *   POST   /api/admin/kb                        → 201 KbEntry
 *   PUT    /api/admin/kb/{objectID}             → KbEntry
 *   POST   /api/admin/kb/import                 CSV → 201 KbImported { imported, entries }
 *   POST   /api/admin/kb/health/merge           → KbEntry (the entry kept)
 *   GET    /api/share/{orgId}/knowledge-base    → KnowledgeBase { mode, entries, products }
 *
 * (Knowledge-base health is in `questionnaire-assist.ts`.)
 */
import { z } from 'zod';
import { KnowledgeBaseEntrySchema } from '../schemas/knowledge-base.ts';
import { ViewKbEntrySchema, ViewerModeSchema } from './portal-view.ts';

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
