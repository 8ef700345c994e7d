/**
 * What the Worker cannot run without, checked before anything else: a missing secret or binding answers a JSON
 * 503 that names it and says how to set it, instead of a bare 500 on every route. Kept apart from `worker.ts`
 * (plain data in, plain data out) so a shared configuration schema can take it over.
 */
import { AppError } from './errors.ts';

/** Shortest accepted SESSION_SECRET: it signs every session and emailed link. */
export const MIN_SESSION_SECRET_LENGTH = 32;

/** One setting the Worker lacks, with how to fix it. */
export interface MissingSetting {
  /** The variable or binding name, e.g. `SESSION_SECRET` or `DB`. */
  name: string;
  kind: 'secret' | 'binding' | 'variable';
  /** What is wrong, as a sentence. */
  problem: string;
  /** How to set it, as a sentence. */
  fix: string;
}

const LOCAL_SECRET_HINT = 'locally, put it in .dev.vars (see .dev.vars.example), or run `npm run dev:worker`, which generates one';

/** Every required setting `env` lacks (empty when the Worker can serve the API). */
export function missingWorkerSettings(env: Partial<Record<'SESSION_SECRET' | 'DB' | 'FILES' | 'PUBLIC_URL', unknown>>): MissingSetting[] {
  const missing: MissingSetting[] = [];
  const secret = typeof env.SESSION_SECRET === 'string' ? env.SESSION_SECRET.trim() : '';
  if (!secret) {
    missing.push({
      name: 'SESSION_SECRET',
      kind: 'secret',
      problem: 'SESSION_SECRET is not set.',
      fix: `Set it with \`npx wrangler secret put SESSION_SECRET\` (a random value of at least ${MIN_SESSION_SECRET_LENGTH} characters, e.g. from \`openssl rand -hex 32\`); ${LOCAL_SECRET_HINT}.`,
    });
  } else if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    missing.push({
      name: 'SESSION_SECRET',
      kind: 'secret',
      problem: `SESSION_SECRET is too short (${secret.length} characters; at least ${MIN_SESSION_SECRET_LENGTH}).`,
      fix: `Set a longer one with \`npx wrangler secret put SESSION_SECRET\` (e.g. from \`openssl rand -hex 32\`); ${LOCAL_SECRET_HINT}.`,
    });
  }
  if (!env.DB) {
    missing.push({
      name: 'DB',
      kind: 'binding',
      problem: 'The D1 binding DB is missing.',
      fix: 'Create the database with `npx wrangler d1 create glasshouse` and bind it in wrangler.toml under [[d1_databases]] with binding = "DB".',
    });
  }
  if (!env.FILES) {
    missing.push({
      name: 'FILES',
      kind: 'binding',
      problem: 'The R2 binding FILES is missing.',
      fix: 'Create the bucket with `npx wrangler r2 bucket create glasshouse-files` and bind it in wrangler.toml under [[r2_buckets]] with binding = "FILES".',
    });
  }
  const publicUrl = typeof env.PUBLIC_URL === 'string' ? env.PUBLIC_URL.trim() : '';
  if (!/^https?:\/\/[^/]/i.test(publicUrl)) {
    missing.push({
      name: 'PUBLIC_URL',
      kind: 'variable',
      problem: publicUrl ? `PUBLIC_URL is not an http(s) address ("${publicUrl}").` : 'PUBLIC_URL is not set.',
      fix: 'Set the portal’s public address under [vars] in wrangler.toml, e.g. PUBLIC_URL = "https://trust.example.com".',
    });
  }
  return missing;
}

/** The 503 answered while settings are missing: one message naming each, and the list as `missing`. */
export function deploymentNotConfigured(missing: MissingSetting[]): AppError {
  const message = ['This deployment is not configured yet.', ...missing.map((m) => `${m.problem} ${m.fix}`)].join(' ');
  return new AppError('DEPLOYMENT_NOT_CONFIGURED', { missing: missing.map(({ name, kind, problem, fix }) => ({ name, kind, problem, fix })) }, message);
}
