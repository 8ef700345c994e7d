/**
 * Bindings and variables of the Worker (see wrangler.toml). Secrets are set with `wrangler secret put NAME`
 * (or `.dev.vars` locally): SESSION_SECRET, MAIL_HTTP_API_KEY.
 */
interface Env {
  /** The D1 database (migrations in edge/db/migrations). */
  DB: D1Database;
  /** The built static site (`./dist`). */
  ASSETS: Fetcher;
  /** Uploaded documents and images. */
  FILES: R2Bucket;
  /** Public base URL of the portal, e.g. `https://trust.example.com`. */
  PUBLIC_URL: string;
  /** Signs sessions and emailed links (secret). */
  SESSION_SECRET: string;
  /** HTTP email provider endpoint: receives a JSON POST `{ from, to, subject, text, html, headers }`. */
  MAIL_HTTP_ENDPOINT?: string;
  /** Bearer token for the email provider (secret). */
  MAIL_HTTP_API_KEY?: string;
  /** Sender, default `Glasshouse <no-reply@localhost>`. */
  MAIL_FROM?: string;
  /** Organisation served on the public URL (default: the first one). */
  DEFAULT_ORG?: string;
  /** Redirect target when no organisation exists. */
  FALLBACK_ROUTE?: string;
  /** Largest accepted request body in bytes (default 1 MiB). */
  MAX_BODY_BYTES?: string;
  /** Publishing from the admin POSTs `{ orgId, revision }` here (a CI workflow that builds and deploys). */
  GLASSHOUSE_DEPLOY_HOOK?: string;
  /** HackerOne address for bug-bounty statistics (default https://hackerone.com). */
  HACKERONE_API_URL?: string;
  /** Optional proxy for status-page requests (`{base}/{page host}{page path}/api/v2/…`). */
  STATUSPAGE_API_URL?: string;
  /** SecurityScorecard API (default https://api.securityscorecard.io). */
  SSC_API_URL?: string;
  /** SecurityScorecard API token (secret). */
  SSC_API_KEY?: string;
  /** `off`: no semantic search or AI answers (default on). */
  SEARCH_DATA_STORE?: string;
  /** OpenAI-compatible endpoint for AI answers; without it the Workers AI binding `AI`, else the built-in answerer. */
  AI_API_URL?: string;
  /** Bearer token for AI_API_URL (secret). */
  AI_API_KEY?: string;
  /** Model for AI answers (AI_API_URL or Workers AI). */
  AI_MODEL?: string;
  /** OpenAI-compatible embeddings endpoint: vectors beside BM25 in semantic search (optional). */
  EMBEDDINGS_API_URL?: string;
  /** Bearer token for EMBEDDINGS_API_URL (secret). */
  EMBEDDINGS_API_KEY?: string;
  /** Embeddings model (default text-embedding-3-small). */
  EMBEDDINGS_MODEL?: string;
  /** Workers AI binding (optional, `[ai] binding = "AI"` in wrangler.toml). */
  AI?: { run(model: string, input: unknown): Promise<unknown> };
}
