import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** SOC report a bridge letter covers (admin spec §3). */
export const LETTER_TYPES = ['SOC 1', 'SOC 2'] as const;

/**
 * A bridge letter attached to a report item (admin spec §3 "Bridge letter"). When enabled, content, signer
 * name and signer title are required (admin spec §5).
 */
export const BridgeLetterSchema = z
  .object({
    /** Whether the letter is offered with the report. */
    letterEnabled: z.boolean().default(false),
    /** Body text of the letter. */
    letterContent: z.string().default(''),
    /** Name of the person signing. */
    signerName: z.string().default(''),
    /** Title of the person signing. */
    signerTitle: z.string().default(''),
    /** SOC 1 or SOC 2. */
    letterType: z.enum(LETTER_TYPES).default('SOC 2'),
  })
  .superRefine((letter, ctx) => {
    if (!letter.letterEnabled) return;
    if (!letter.letterContent.trim()) ctx.addIssue({ code: 'custom', path: ['letterContent'], message: MESSAGES.letterContentRequired });
    if (!letter.signerName.trim()) ctx.addIssue({ code: 'custom', path: ['signerName'], message: MESSAGES.signerNameRequired });
    if (!letter.signerTitle.trim()) ctx.addIssue({ code: 'custom', path: ['signerTitle'], message: MESSAGES.signerTitleRequired });
  });
export type BridgeLetter = z.output<typeof BridgeLetterSchema>;

/** File name of a generated letter: organisation name and title with spaces as hyphens, ending .pdf (admin §9). */
export function bridgeLetterFileName(orgName: string, title: string): string {
  return `${`${orgName}-${title}`.trim().replace(/\s+/g, '-')}.pdf`;
}
