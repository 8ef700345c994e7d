/**
 * The admin's sign-in request and the answers of its session and abuse-limit routes, as zod schemas the edge parses
 * with and answers in, the admin reads its types from and the API description lists:
 *
 *   POST   /api/admin/auth/login                      StaffLoginRequest { email } → { ok: true }
 *   GET    /api/admin/sessions[?scope=organization]   → { sessions: SessionView[] }
 *   DELETE /api/admin/sessions/{id}                    → { ok: true }
 *   GET    /api/admin/access/blocked-attempts          → { attempts: BlockedAttempt[] }
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { EMAIL_PATTERN } from '../schemas/common.ts';

/** Body of `POST /api/admin/auth/login`: `{ email }`, trimmed and lowercased, with the sign-in form's messages. */
export const StaffLoginRequestSchema = z.object(
  {
    email: z
      .string({ error: MESSAGES.loginEmailRequired })
      .trim()
      .toLowerCase()
      .min(1, MESSAGES.loginEmailRequired)
      .max(254, MESSAGES.emailInvalid)
      .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  },
  { error: MESSAGES.loginEmailRequired },
);
export type StaffLoginBody = z.input<typeof StaffLoginRequestSchema>;

/** A signed-in browser, with who it belongs to. */
export const SessionViewSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['staff', 'member']),
    /** The browser asking. */
    current: z.boolean(),
    createdAt: z.number(),
    lastSeenAt: z.number(),
    /** When it ends if unused (idle timeout). */
    expiresAt: z.number(),
    /** When it ends at the latest (absolute lifetime). */
    endsAt: z.number(),
    ip: z.string(),
    userAgent: z.string(),
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), accountId: z.string().optional(), accountName: z.string().optional() }),
  })
  .meta({ id: 'SessionView' });
export type SessionView = z.infer<typeof SessionViewSchema>;

export const SessionsResponseSchema = z.object({ sessions: z.array(SessionViewSchema) }).meta({ id: 'Sessions' });

/** A counter of the abuse limits that refused requests. */
export const BlockedAttemptSchema = z
  .object({
    action: z.string(),
    scope: z.string(),
    /** The address or client address counted ('' for the organisation's own counter). */
    subject: z.string(),
    /** Requests refused in the window. */
    blocked: z.number().int(),
    /** Requests counted in the window. */
    attempts: z.number().int(),
    limit: z.number().int().nullable(),
    windowStart: z.number(),
    windowMs: z.number(),
    lastBlockedAt: z.number(),
  })
  .meta({ id: 'BlockedAttempt' });
export type BlockedAttempt = z.infer<typeof BlockedAttemptSchema>;

export const BlockedAttemptsResponseSchema = z.object({ attempts: z.array(BlockedAttemptSchema) }).meta({ id: 'BlockedAttempts' });
