/**
 * What a viewer may see of the trust center (`PortalView` of the access policy, `content/policy.ts`), as zod
 * schemas for the answers that carry a view — the account's view, staff's preview, the TPRM partner's pull — and
 * the knowledge base and documents card a viewer gets. The snapshot's shape, filtered: items the viewer may not
 * open keep only their identity and title (`locked`), files never show where they are stored, knowledge-base
 * entries show their source only in Main mode.
 *
 * The policy's own types stay its interfaces; the answers typed with these schemas take a `PortalView`, so the
 * compiler checks that the two agree.
 */
import { z } from 'zod';
import { FileSchema } from '../schemas/file.ts';
import { ItemSchema } from '../schemas/item.ts';
import { KnowledgeBaseEntrySchema } from '../schemas/knowledge-base.ts';
import { SnapshotSchema } from '../schemas/snapshot.ts';

/** The four viewer modes of visitor spec §1 (`ViewerMode` of the access policy). */
export const VIEWER_MODES = ['Main', 'Public', 'Preview', 'AccountExternal'] as const;
export const ViewerModeSchema = z.enum(VIEWER_MODES).meta({
  description:
    '`Main`: staff editing the trust center; `Preview`: staff previewing as an account or profile; `AccountExternal`: a signed-in member of an account; `Public`: anyone else.',
});

/** An item as a viewer sees it: a locked item keeps only its identity, title and state. */
export const ViewItemSchema = ItemSchema.extend({
  locked: z.boolean().meta({ description: "The item's details and documents are withheld from this viewer (they keep their empty defaults)." }),
  lockReason: z
    .enum(['restricted', 'login'])
    .optional()
    .meta({ description: 'Why it is locked: a restricted item the viewer may not access, or an access level that asks visitors to sign in.' }),
  lockedDocumentCount: z.number().int().meta({ description: 'How many documents are withheld (the locked rows of the documents card).' }),
}).meta({ id: 'ViewItem', description: 'An item as its viewer may see it (content model `ItemSchema`, and whether it is locked).' });

/** A file's metadata as a viewer sees it: never where it is stored. */
export const ViewFileSchema = FileSchema.omit({ blobKey: true }).meta({
  id: 'ViewFile',
  description: "A document's metadata (content model `FileSchema` without its storage key).",
});

/**
 * A knowledge-base entry as a viewer sees it: where it came from (`source_type`, `source_subtype`, `source_name`)
 * only in Main mode (visitor spec §6 "Metadata").
 */
export const ViewKbEntrySchema = KnowledgeBaseEntrySchema.extend({
  source_type: z.string().optional().meta({ description: 'Where the entry came from (Main mode only).' }),
  source_subtype: z.string().optional().meta({ description: 'Sub-type of the source (Main mode only).' }),
  source_name: z.string().optional().meta({ description: 'Name of the source document (Main mode only).' }),
}).meta({ id: 'ViewKbEntry', description: 'A knowledge-base entry as its viewer may see it: its source only in Main mode.' });

/** Who a view is for. */
export const ViewerSchema = z.object({
  mode: ViewerModeSchema,
  accountId: z.string().optional().meta({ description: 'The account of a member, or the account staff preview as.' }),
  permissionProfileId: z.string().optional().meta({ description: 'The permission profile that governs what the viewer sees.' }),
});

const snapshot = SnapshotSchema.shape;

/** What a viewer gets: the snapshot's collections, each filtered to what the viewer may see. */
export const PortalViewSchema = z
  .object({
    ...snapshot,
    viewer: ViewerSchema,
    items: z.array(ViewItemSchema),
    files: z.array(ViewFileSchema),
    knowledgeBase: z.array(ViewKbEntrySchema),
    permissionProfiles: snapshot.permissionProfiles.meta({ description: 'Main mode only; empty for anyone else.' }),
    tprmPartners: snapshot.tprmPartners.meta({ description: 'For staff and members only; empty for anyone else.' }),
  })
  .meta({
    id: 'PortalView',
    description:
      "The trust center as one viewer may see it (the access policy's `viewFor`): the snapshot's shape, with hidden cards, products and topics left out, items the viewer may not open locked (identity and title only), and files without their storage key.",
  });
export type PortalViewAnswer = z.infer<typeof PortalViewSchema>;
