/** Rated certifications (admin spec §9): their ids, recognising a framework from a title, and their badges. */
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_IDS,
  RATED_CERTIFICATIONS,
  badgePath,
  certificationBadgeSvg,
  certificationFromTitle,
  certificationOf,
} from '../../content/certifications.ts';
import { ItemSchema } from '../../content/schemas/item.ts';

describe('rated certifications', () => {
  it('cover the common frameworks, each id once', () => {
    expect(new Set(CERTIFICATION_IDS).size).toBe(CERTIFICATION_IDS.length);
    for (const id of [
      'soc1',
      'soc2',
      'soc3',
      'iso27001',
      'iso27017',
      'iso27018',
      'iso27701',
      'iso42001',
      'iso9001',
      'pci-dss',
      'hipaa',
      'gdpr',
      'ccpa',
      'csa-star',
      'fedramp',
      'tisax',
      'cyber-essentials',
      'c5',
      'hitrust',
      'nist-csf',
      'nist-800-53',
      'dora',
      'nis2',
    ]) {
      expect(CERTIFICATION_IDS, id).toContain(id);
    }
  });

  it.each([
    ['SOC 2 Type II', 'soc2'],
    ['SOC 1 (SSAE 18) Type 1', 'soc1'],
    ['ISO/IEC 27001:2022', 'iso27001'],
    ['ISO 27017', 'iso27017'],
    ['ISO/IEC 27701:2019', 'iso27701'],
    ['ISO 9001:2015', 'iso9001'],
    ['PCI DSS v4.0 Level 1', 'pci-dss'],
    ['CSA STAR Level 1', 'csa-star'],
    ['Cyber Essentials Plus', 'cyber-essentials-plus'],
    ['Cyber Essentials', 'cyber-essentials'],
    ['NIST SP 800-53 Rev. 5', 'nist-800-53'],
    ['NIST Cybersecurity Framework', 'nist-csf'],
    ['FedRAMP Moderate', 'fedramp'],
    ['BSI C5', 'c5'],
    ['GDPR', 'gdpr'],
  ])('recognises %j as %s', (title, id) => {
    expect(certificationFromTitle(title)?.id).toBe(id);
  });

  it('recognises no framework in an unrelated title; an item’s own id wins over its title', () => {
    expect(certificationFromTitle('Our own internal audit')).toBeUndefined();
    expect(certificationOf({ title: 'Annual audit', certificationId: 'hitrust' })?.id).toBe('hitrust');
    expect(certificationOf({ title: 'SOC 2 Type II', certificationId: 'soc3' })?.id).toBe('soc3');
    expect(certificationOf({ title: 'SOC 2 Type II' })?.id).toBe('soc2');
  });

  it('are valid item ids; an unknown one is refused', () => {
    const base = { itemUid: 'itm_1', productId: 'p', cardKind: 'certifications', title: 'SOC 2', slug: 'soc-2' };
    expect(ItemSchema.parse({ ...base, certificationId: 'soc2' }).certificationId).toBe('soc2');
    expect(ItemSchema.safeParse({ ...base, certificationId: 'made-up' }).success).toBe(false);
  });

  it('each have a self-contained SVG badge named after the framework, served from the site', () => {
    for (const c of RATED_CERTIFICATIONS) {
      const svg = certificationBadgeSvg(c);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="72"/);
      expect(svg).toContain(`<title>${c.name.replace(/&/g, '&amp;')}</title>`);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      // Nothing that could run or load from elsewhere.
      expect(svg).not.toMatch(/<script|href=|url\(|@import|on[a-z]+=/i);
      expect(badgePath(c.id)).toBe(`/badges/${c.id}.svg`);
    }
  });
});
