/**
 * The abuse limits' defaults and their overrides (env `RATE_LIMITS`): one place to read and tune them. Enforced by
 * `services/limits/abuse-limits.ts`. Web-standard only (the Worker's configuration reads it).
 */

export const LIMIT_ACTIONS = [
  'staff-login',
  'member-login',
  'access-request',
  'subscribe',
  'invite',
  'extend-access',
  'comment',
  'questionnaire',
  'tprm-token',
  'tprm-pull',
  'link',
] as const;
export type LimitAction = (typeof LIMIT_ACTIONS)[number];

export const LIMIT_SCOPES = ['ip', 'email', 'org', 'member'] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

export interface LimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type ActionLimits = Partial<Record<LimitScope, LimitRule | null>> & {
  /** At most one mail per address and this long (0: no such rule). */
  resendMs?: number;
};

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const rule = (limit: number, windowMs: number): LimitRule => ({ limit, windowMs });

/**
 * The defaults: a person gets through every legitimate flow (a few sign-in links, a retyped address), an attacker
 * gets a handful of mails out before everything is refused. The organisation counters cap a distributed flood.
 */
export const DEFAULT_LIMITS: Record<LimitAction, ActionLimits> = {
  'staff-login': { ip: rule(10, 15 * MINUTE), email: rule(5, 15 * MINUTE), org: rule(100, HOUR), resendMs: 10 * MINUTE },
  'member-login': { ip: rule(10, 15 * MINUTE), email: rule(5, 15 * MINUTE), org: rule(300, HOUR), resendMs: 10 * MINUTE },
  'access-request': { ip: rule(5, HOUR), email: rule(3, HOUR), org: rule(100, HOUR), resendMs: 10 * MINUTE },
  subscribe: { ip: rule(10, HOUR), email: rule(3, HOUR), org: rule(300, HOUR), resendMs: 10 * MINUTE },
  // Counted per invited address: a request inviting five colleagues counts five.
  invite: { ip: rule(30, HOUR), member: rule(20, HOUR), org: rule(300, DAY), resendMs: DAY },
  'extend-access': { ip: rule(5, HOUR), email: rule(3, HOUR), org: rule(50, HOUR), resendMs: 10 * MINUTE },
  comment: { member: rule(30, HOUR), org: rule(500, HOUR) },
  questionnaire: { member: rule(10, HOUR), org: rule(100, HOUR) },
  'tprm-token': { ip: rule(30, HOUR), member: rule(20, HOUR) },
  'tprm-pull': { ip: rule(30, 10 * MINUTE) },
  // Emailed links and tokens checked by the edge (sign-in callbacks, confirmations, unsubscribe, BYOID).
  link: { ip: rule(30, 10 * MINUTE) },
};

/** Overrides of {@link DEFAULT_LIMITS}: per action (or `*` for all), per scope; `null` switches a counter off. */
export type LimitOverrides = Partial<Record<LimitAction | '*', ActionLimits>>;

/** `15m`, `1h`, `30s`, `2d` → ms. */
function durationMs(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/i.exec(text.trim());
  if (!match) return null;
  const unit = { ms: 1, s: 1000, m: MINUTE, h: HOUR, d: DAY }[match[2]!.toLowerCase() as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Math.round(Number(match[1]) * unit);
}

/**
 * Parses `RATE_LIMITS`: comma-separated `<action>.<scope>=<count>/<window>` (scope `ip`, `email`, `org`, `member`;
 * window like `30s`, `15m`, `1h`, `1d`), `<action>.<scope>=off`, and `<action>.resend=<window>` (`0` or `off`: every
 * request mails). `<action>` may be `*`.
 * @throws an Error naming the entry that cannot be read.
 */
export function parseLimitOverrides(text: string | undefined): LimitOverrides {
  const overrides: LimitOverrides = {};
  for (const entry of (text ?? '')
    .split(/[,\n;]/)
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([a-z*-]+)\.([a-z]+)\s*=\s*(.+)$/i.exec(entry);
    const action = match?.[1]?.toLowerCase() as LimitAction | '*' | undefined;
    const scope = match?.[2]?.toLowerCase();
    const value = match?.[3]?.trim().toLowerCase() ?? '';
    if (!match || !action || !(action === '*' || (LIMIT_ACTIONS as readonly string[]).includes(action))) {
      throw new Error(`RATE_LIMITS: "${entry}" must look like <action>.<scope>=<count>/<window>; actions: ${LIMIT_ACTIONS.join(', ')}.`);
    }
    overrides[action] ??= {};
    const target = overrides[action];
    if (scope === 'resend') {
      const ms = value === 'off' ? 0 : durationMs(value);
      if (ms === null && value !== '0') throw new Error(`RATE_LIMITS: "${entry}": the resend window must look like 10m.`);
      target.resendMs = ms ?? 0;
    } else if ((LIMIT_SCOPES as readonly string[]).includes(scope ?? '')) {
      if (value === 'off') {
        target[scope as LimitScope] = null;
        continue;
      }
      const [count, window] = value.split('/');
      const limit = Number(count);
      const windowMs = window ? durationMs(window) : null;
      if (!Number.isInteger(limit) || limit < 1 || !windowMs) throw new Error(`RATE_LIMITS: "${entry}": write a count and a window, like 10/15m.`);
      target[scope as LimitScope] = rule(limit, windowMs);
    } else {
      throw new Error(`RATE_LIMITS: "${entry}": the scope must be one of ${LIMIT_SCOPES.join(', ')} or resend.`);
    }
  }
  return overrides;
}

/** The limits of an action: its defaults, then the `*` overrides, then its own. */
export function limitsFor(action: LimitAction, overrides: LimitOverrides = {}): ActionLimits {
  return { ...DEFAULT_LIMITS[action], ...overrides['*'], ...overrides[action] };
}
