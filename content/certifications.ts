/**
 * Rated certifications (admin spec §3 "Certification … logos vary by auditor", §9 "Rated certifications: a long
 * list of certification identifiers with logos"): the common frameworks a trust center lists, each with an id,
 * its name and an original, neutral badge — a shield with the framework's name, drawn here, not any standard
 * body's or auditor's mark.
 *
 * A certification item names its framework with `certificationId`; without one, the framework is recognised from
 * the item's title ("ISO/IEC 27001:2022" → `iso27001`). The static site serves every badge at
 * `/badges/{id}.svg` (`site/pages/badges/[id].svg.ts`), first-party on both runtimes.
 */

/** A family of frameworks shares the badge's colour. */
type Family = 'soc' | 'iso' | 'privacy' | 'payment' | 'health' | 'cloud' | 'government' | 'eu' | 'industry' | 'uk';

const FAMILY_COLOURS: Record<Family, { fill: string; accent: string }> = {
  soc: { fill: '#1e40af', accent: '#bfdbfe' },
  iso: { fill: '#0f766e', accent: '#99f6e4' },
  privacy: { fill: '#6d28d9', accent: '#ddd6fe' },
  payment: { fill: '#9a3412', accent: '#fed7aa' },
  health: { fill: '#be123c', accent: '#fecdd3' },
  cloud: { fill: '#0369a1', accent: '#bae6fd' },
  government: { fill: '#334155', accent: '#cbd5e1' },
  eu: { fill: '#1e3a8a', accent: '#fde68a' },
  industry: { fill: '#3f6212', accent: '#d9f99d' },
  uk: { fill: '#065f46', accent: '#a7f3d0' },
};

export interface RatedCertification {
  /** Stable id (`certificationId` of an item, `/badges/{id}.svg`). */
  id: string;
  /** The framework's name, as the admin lists it and the badge's accessible name. */
  name: string;
  /** Small line above the badge's main text (`ISO/IEC`), if any. */
  top?: string;
  /** The badge's main text. */
  main: string;
  /** Small line below it. */
  sub: string;
  family: Family;
  /** Title fragments that name the framework, compared without case, spaces or punctuation. */
  matches: readonly string[];
}

function cert(id: string, name: string, main: string, sub: string, family: Family, matches: string[], top?: string): RatedCertification {
  return { id, name, main, sub, family, matches, ...(top ? { top } : {}) };
}

/**
 * The rated certifications. Order matters for recognising titles: a more specific framework comes before one
 * whose name it contains (Cyber Essentials Plus before Cyber Essentials).
 */
export const RATED_CERTIFICATIONS = [
  cert('soc1', 'SOC 1', 'SOC 1', 'FINANCIAL CONTROLS', 'soc', ['soc1', 'ssae18']),
  cert('soc2', 'SOC 2', 'SOC 2', 'TRUST SERVICES', 'soc', ['soc2']),
  cert('soc3', 'SOC 3', 'SOC 3', 'GENERAL USE', 'soc', ['soc3']),
  cert('iso27001', 'ISO/IEC 27001', '27001', 'SECURITY', 'iso', ['27001'], 'ISO/IEC'),
  cert('iso27017', 'ISO/IEC 27017', '27017', 'CLOUD SECURITY', 'iso', ['27017'], 'ISO/IEC'),
  cert('iso27018', 'ISO/IEC 27018', '27018', 'CLOUD PRIVACY', 'iso', ['27018'], 'ISO/IEC'),
  cert('iso27701', 'ISO/IEC 27701', '27701', 'PRIVACY', 'iso', ['27701'], 'ISO/IEC'),
  cert('iso42001', 'ISO/IEC 42001', '42001', 'AI MANAGEMENT', 'iso', ['42001'], 'ISO/IEC'),
  cert('iso22301', 'ISO 22301', '22301', 'CONTINUITY', 'iso', ['22301'], 'ISO'),
  cert('iso9001', 'ISO 9001', '9001', 'QUALITY', 'iso', ['iso9001'], 'ISO'),
  cert('pci-dss', 'PCI DSS', 'PCI DSS', 'PAYMENT CARDS', 'payment', ['pcidss']),
  cert('hipaa', 'HIPAA', 'HIPAA', 'HEALTH DATA', 'health', ['hipaa']),
  cert('hitrust', 'HITRUST CSF', 'HITRUST', 'HEALTH SECURITY', 'health', ['hitrust']),
  cert('gdpr', 'GDPR', 'GDPR', 'EU PRIVACY', 'privacy', ['gdpr', 'generaldataprotection']),
  cert('ccpa', 'CCPA', 'CCPA', 'CA PRIVACY', 'privacy', ['ccpa', 'cpra', 'californiaconsumerprivacy']),
  cert('csa-star', 'CSA STAR', 'STAR', 'CLOUD ASSURANCE', 'cloud', ['csastar', 'cloudsecurityalliance'], 'CSA'),
  cert('c5', 'BSI C5', 'C5', 'CLOUD CONTROLS', 'cloud', ['bsic5', 'c5']),
  cert('fedramp', 'FedRAMP', 'FedRAMP', 'US GOVERNMENT', 'government', ['fedramp']),
  cert('nist-800-53', 'NIST SP 800-53', '800-53', 'SECURITY CONTROLS', 'government', ['80053'], 'NIST'),
  cert('nist-800-171', 'NIST SP 800-171', '800-171', 'CONTROLLED DATA', 'government', ['800171'], 'NIST'),
  cert('nist-csf', 'NIST CSF', 'CSF', 'CYBERSECURITY', 'government', ['nistcsf', 'cybersecurityframework'], 'NIST'),
  cert('cmmc', 'CMMC', 'CMMC', 'DEFENSE', 'government', ['cmmc']),
  cert('tisax', 'TISAX', 'TISAX', 'AUTOMOTIVE', 'industry', ['tisax']),
  cert('cyber-essentials-plus', 'Cyber Essentials Plus', 'CE+', 'CYBER ESSENTIALS', 'uk', ['cyberessentialsplus', 'cyberessentials+']),
  cert('cyber-essentials', 'Cyber Essentials', 'CE', 'CYBER ESSENTIALS', 'uk', ['cyberessentials']),
  cert('dora', 'DORA', 'DORA', 'EU RESILIENCE', 'eu', ['dora', 'digitaloperationalresilience']),
  cert('nis2', 'NIS2', 'NIS2', 'EU CYBERSECURITY', 'eu', ['nis2']),
] as const satisfies readonly RatedCertification[];

export type CertificationId = (typeof RATED_CERTIFICATIONS)[number]['id'];
export const CERTIFICATION_IDS = RATED_CERTIFICATIONS.map((c) => c.id) as [CertificationId, ...CertificationId[]];

/** The rated certification with this id. */
export function ratedCertification(id: string | undefined): RatedCertification | undefined {
  return RATED_CERTIFICATIONS.find((c) => c.id === id);
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9+]+/g, '');

/** The framework a title names ("SOC 2 Type II" → soc2), if any. */
export function certificationFromTitle(title: string): RatedCertification | undefined {
  const key = squash(title);
  return RATED_CERTIFICATIONS.find((c) => c.matches.some((m) => key.includes(m)));
}

/** The framework of a certification item: the one it names, else the one its title names. */
export function certificationOf(item: { certificationId?: string; title: string }): RatedCertification | undefined {
  return ratedCertification(item.certificationId) ?? certificationFromTitle(item.title);
}

/** Path of a framework's badge on the site. */
export function badgePath(id: string): string {
  return `/badges/${id}.svg`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The main text's size: it must fit the shield's 44 px wide middle. */
function mainSize(text: string): number {
  if (text.length <= 3) return 17;
  if (text.length <= 4) return 15;
  if (text.length <= 5) return 12.5;
  if (text.length <= 6) return 11;
  return 9.5;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The badge of a framework: a 64×72 shield in its family's colour with a ribbon, the framework's name in the
 * middle and a small line under it. Self-contained SVG (no script, no external reference).
 */
export function certificationBadgeSvg(c: RatedCertification): string {
  const { fill, accent } = FAMILY_COLOURS[c.family];
  const mainY = c.top ? 42 : 38;
  // Under a top line the main text is smaller, so the two never touch.
  const size = c.top ? Math.min(mainSize(c.main), 13.5) : mainSize(c.main);
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="72" viewBox="0 0 64 72" role="img" aria-label="${escapeXml(c.name)}">`,
    `<title>${escapeXml(c.name)}</title>`,
    // The shield, an inner outline and a ribbon across its lower part.
    `<path d="M32 2 L59 11 V34 C59 51 47 63 32 70 C17 63 5 51 5 34 V11 Z" fill="${fill}"/>`,
    `<path d="M32 6.5 L55 14 V34 C55 48.5 45 58.5 32 65 C19 58.5 9 48.5 9 34 V14 Z" fill="none" stroke="${accent}" stroke-width="1.2" stroke-opacity="0.7"/>`,
    `<path d="M3 49 H61 L57 54.5 L61 60 H3 L7 54.5 Z" fill="${accent}"/>`,
    // A small check mark at the top.
    `<path d="M27.5 16.5 L31 20 L37 13.5" fill="none" stroke="${accent}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
  if (c.top)
    lines.push(`<text x="32" y="29" text-anchor="middle" font-family="${FONT}" font-size="6.5" font-weight="600" fill="${accent}">${escapeXml(c.top)}</text>`);
  lines.push(
    `<text x="32" y="${mainY}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(c.main)}</text>`,
    `<text x="32" y="57" text-anchor="middle" font-family="${FONT}" font-size="${c.sub.length > 14 ? 4.6 : 5.4}" font-weight="700" letter-spacing="0.2" fill="${fill}">${escapeXml(c.sub)}</text>`,
    '</svg>',
  );
  return `${lines.join('\n')}\n`;
}
