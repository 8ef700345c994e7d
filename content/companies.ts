/**
 * Company search of the subprocessors and trusted-by editors (admin spec §3 "A fixed list of about 21 curated
 * companies has name, link, logo, domain and alternative search names", §5 company search): the curated list,
 * plus the organisation's own companies (those already on its subprocessors and trusted-by lists).
 *
 * No logo is fetched from a company's own site: a logo is an image staff upload for an entry (stored as an asset of
 * the organisation, served first-party) or an image URL the provider chose; without one, the building icon.
 */

/** A company of the curated list. */
export interface CuratedCompany {
  name: string;
  /** The company's website. */
  link: string;
  /** Logo image: none is shipped (no third-party mark is copied); staff upload one per entry. */
  logo: string;
  domain: string;
  /** Other names people search by (products, abbreviations, former names). */
  alternativeNames: readonly string[];
}

function company(name: string, domain: string, alternativeNames: string[] = [], link = `https://${domain}`): CuratedCompany {
  return { name, link, logo: '', domain, alternativeNames };
}

/** The curated companies, alphabetically. */
export const CURATED_COMPANIES: readonly CuratedCompany[] = [
  company('Amazon Web Services', 'aws.amazon.com', ['AWS', 'Amazon', 'EC2', 'S3']),
  company('Atlassian', 'atlassian.com', ['Jira', 'Confluence', 'Bitbucket', 'Trello']),
  company('Cloudflare', 'cloudflare.com', ['CDN', 'Workers']),
  company('Datadog', 'datadoghq.com', ['DataDog']),
  company('GitHub', 'github.com', ['Git Hub', 'Microsoft GitHub']),
  company('Google Cloud', 'cloud.google.com', ['GCP', 'Google Cloud Platform', 'Google']),
  company('Google Workspace', 'workspace.google.com', ['G Suite', 'Gmail', 'Google Drive']),
  company('HubSpot', 'hubspot.com', ['Hub Spot']),
  company('Intercom', 'intercom.com', []),
  company('Microsoft Azure', 'azure.microsoft.com', ['Azure', 'Microsoft']),
  company('Microsoft 365', 'microsoft.com', ['Office 365', 'O365', 'Outlook', 'Teams']),
  company('MongoDB', 'mongodb.com', ['MongoDB Atlas', 'Atlas']),
  company('Okta', 'okta.com', ['Auth0']),
  company('OpenAI', 'openai.com', ['ChatGPT', 'GPT']),
  company('Salesforce', 'salesforce.com', ['SFDC', 'Sales Cloud', 'Slack']),
  company('Sentry', 'sentry.io', ['Functional Software']),
  company('Slack', 'slack.com', ['Slack Technologies']),
  company('Snowflake', 'snowflake.com', []),
  company('Stripe', 'stripe.com', ['Payments']),
  company('Twilio', 'twilio.com', ['SendGrid', 'Twilio SendGrid', 'Segment']),
  company('Zendesk', 'zendesk.com', ['Zen Desk']),
];

/** A search result: a company to use, and where it came from. */
export interface CompanyMatch {
  name: string;
  domain?: string;
  logo?: string;
  /** `curated`: the list above; `own`: already used by the organisation; `custom`: "Just use" what was typed. */
  origin: 'curated' | 'own' | 'custom';
}

/** Search starts after more than one character (admin spec §5). */
export const COMPANY_SEARCH_MIN_LENGTH = 2;
/** Delay between typing and searching (admin spec §9). */
export const COMPANY_SEARCH_DELAY_MS = 200;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Companies matching `query` (case- and punctuation-insensitive, on name, domain and alternative names): the
 * organisation's own first, then the curated list; those whose name starts with the query lead. Duplicates (same
 * name or domain) are listed once. Empty until the query has {@link COMPANY_SEARCH_MIN_LENGTH} characters.
 */
export function searchCompanies(query: string, own: readonly { name: string; domain?: string }[] = []): CompanyMatch[] {
  const q = normalise(query);
  if (query.trim().length < COMPANY_SEARCH_MIN_LENGTH || q === '') return [];
  const scored: { match: CompanyMatch; score: number }[] = [];
  const seen = new Set<string>();
  const consider = (match: CompanyMatch, names: readonly string[]) => {
    const keys = [normalise(match.name), match.domain?.toLowerCase()].filter(Boolean) as string[];
    if (keys.some((k) => seen.has(k))) return;
    const texts = [...names, match.domain ?? ''].map(normalise);
    const score = normalise(match.name).startsWith(q) ? 0 : texts.some((t) => t.startsWith(q)) ? 1 : texts.some((t) => t.includes(q)) ? 2 : -1;
    if (score < 0) return;
    for (const k of keys) seen.add(k);
    scored.push({ match, score: score + (match.origin === 'own' ? 0 : 0.5) });
  };
  for (const c of own) consider({ name: c.name, domain: c.domain, origin: 'own' }, [c.name]);
  for (const c of CURATED_COMPANIES)
    consider({ name: c.name, domain: c.domain, ...(c.logo ? { logo: c.logo } : {}), origin: 'curated' }, [c.name, ...c.alternativeNames]);
  return scored.sort((a, b) => a.score - b.score || a.match.name.localeCompare(b.match.name)).map((s) => s.match);
}

/** The curated company with this name or domain, if any (for its logo). */
export function curatedCompany(nameOrDomain: string): CuratedCompany | undefined {
  const key = nameOrDomain.trim().toLowerCase();
  return CURATED_COMPANIES.find((c) => c.name.toLowerCase() === key || c.domain === key);
}

// --- logos of subprocessors and trusted-by companies ------------------------------------------------------------

/** Logo uploads (admin): the image types and the size limit. */
export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;
/** Help text under the logo field. */
export const COMPANY_LOGO_HELP = 'png, jpeg, svg or webp; max 1MB';

/** An uploaded logo is an asset of the organisation: `assets/{assetId}`. */
const ASSET_LOGO = /^assets\/([A-Za-z0-9_-][A-Za-z0-9_.-]{0,127})$/;

/** The asset id of a logo stored as an asset of the organisation (`assets/logo-….png`), if it is one. */
export function logoAssetId(reference: string): string | undefined {
  return ASSET_LOGO.exec(reference.trim())?.[1];
}

/** The logo a trusted-by entry shows: its own, else a domain source's logo, else none (''). */
export function trustedByLogo(entry: { logo?: string; company: { source: string; logo?: string } }): string {
  return entry.logo?.trim() || (entry.company.source === 'domain' ? (entry.company.logo ?? '').trim() : '');
}
