/**
 * The integration routes (admin spec §3, §4, §5, §7), as zod schemas the edge parses with and answers in, the admin
 * and the portal's live-integration island read their types from (the island with `import type`: no zod in a
 * portal bundle) and the API description lists:
 *
 *   POST /api/integrations/hackerone/connect          Connect → BugBountyStats
 *   GET  /api/integrations/hackerone?productId=       → BugBountyStats (the product's connected program)
 *   GET  /api/integrations/ssc/{domain}               → SecurityScorecardGrade
 *   GET  /api/integrations/statuspageio/{url}         → StatusPageStatus { description, status }
 *   GET  /api/integrations/statuspageio?productId=    → ProductStatus { indicator, description }
 */
import { z } from 'zod';
import { HackeroneLinkSchema, STATUS_INDICATORS } from '../integrations.ts';
import { MESSAGES } from '../messages.ts';

/** `POST /api/integrations/hackerone/connect`: the program link to check. */
export const ConnectSchema = z.object({ page: HackeroneLinkSchema });

/** `GET /api/integrations/hackerone?productId=`: whose program (`orgId`: the organisation, else the host's). */
export const ProductQuerySchema = z.object({ productId: z.string().min(1, MESSAGES.productIdRequired), orgId: z.string().optional() });

/** A product's status page: the one of `itemUid` when given, else the product's first connected item's. */
export const StatusQuerySchema = ProductQuerySchema.extend({ itemUid: z.string().min(1).optional() });

/** Program statistics of a connected bug-bounty program (admin spec §3 "Bug-bounty integration"). */
export const BugBountyStatsSchema = z
  .object({
    handle: z.string().meta({ description: 'The program handle (`acme`).' }),
    name: z.string().meta({ description: 'The program name as HackerOne shows it.' }),
    url: z.string().meta({ description: "The program's page." }),
    programStatistics: z.object({
      reportsResolved: z.number().meta({ description: 'Reports resolved so far.' }),
      lastReportedResolved: z.string().nullable().meta({ description: 'When the last report was resolved (ISO date-time); null when none was.' }),
    }),
    responseEfficiency: z.object({
      averageTimeToFirstResponse: z.number().nullable().meta({ description: 'Average time to first response, in hours; null when HackerOne has none.' }),
      averageTimeToTriage: z.number().nullable().meta({ description: 'Average time to triage, in hours; null when HackerOne has none.' }),
      averageBounty: z
        .object({ lower: z.number(), upper: z.number(), currency: z.string() })
        .nullable()
        .meta({ description: 'The average bounty range; null for a program without bounties.' }),
    }),
  })
  .meta({ id: 'BugBountyStats', description: "A HackerOne program's public statistics." });
export type BugBountyStats = z.infer<typeof BugBountyStatsSchema>;

export const StatusIndicatorSchema = z.enum(STATUS_INDICATORS).meta({
  description:
    "Statuspage's own `none`, `minor`, `major` or `critical`; `operational` when it has no indicator and every component is operational; `maintenance` while a maintenance is in progress.",
});

/** The live status of a status page, as staff check it (`GET /api/integrations/statuspageio/{url}`). */
export const StatusPageStatusSchema = z
  .object({
    description: z.string().meta({ description: 'The page\'s own words, e.g. "All Systems Operational".' }),
    status: StatusIndicatorSchema,
  })
  .meta({ id: 'StatusPageStatus', description: 'The live status of a status page.' });
export type StatusPageStatus = z.infer<typeof StatusPageStatusSchema>;

/** The status a product's page shows (`GET /api/integrations/statuspageio?productId=`). */
export const ProductStatusSchema = z
  .object({
    indicator: StatusIndicatorSchema,
    description: z.string().meta({ description: 'The page\'s own words, e.g. "All Systems Operational".' }),
  })
  .meta({ id: 'ProductStatus', description: "The live status of the status page connected to a product's item." });
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

/** A company's SecurityScorecard grade ("Get Grade" of the security grades editor). */
export const SecurityScorecardGradeSchema = z
  .object({
    domain: z.string().meta({ description: 'The domain SecurityScorecard rated (as it names it, else as asked).' }),
    grade: z
      .string()
      .regex(/^[A-F]$/)
      .meta({ description: 'The letter grade, A to F.' }),
    score: z.number().nullable().meta({ description: 'The numeric score, 0 to 100; null when SecurityScorecard gives none.' }),
  })
  .meta({ id: 'SecurityScorecardGrade', description: "A company's SecurityScorecard grade." });
export type SecurityScorecardGrade = z.infer<typeof SecurityScorecardGradeSchema>;
