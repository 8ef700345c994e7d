/** Company search of the subprocessors and trusted-by editors (admin spec §3, §5, §9). */
import { describe, expect, it } from 'vitest';
import { COMPANY_SEARCH_DELAY_MS, CURATED_COMPANIES, curatedCompany, searchCompanies } from '../../content/companies.ts';

describe('curated companies', () => {
  it('are about 21, each with name, link, domain and alternative names, and no third-party logo', () => {
    expect(CURATED_COMPANIES.length).toBe(21);
    for (const c of CURATED_COMPANIES) {
      expect(c.name).not.toBe('');
      expect(c.link).toMatch(/^https:\/\//);
      // No company's mark is shipped or fetched from its site: staff upload a logo per entry.
      expect(c.logo).toBe('');
      expect(c.domain).toMatch(/\./);
      expect(Array.isArray(c.alternativeNames)).toBe(true);
    }
    expect(new Set(CURATED_COMPANIES.map((c) => c.name)).size).toBe(21);
  });

  it('uses a 200 ms search delay', () => {
    expect(COMPANY_SEARCH_DELAY_MS).toBe(200);
  });
});

describe('searchCompanies', () => {
  it('starts after more than one character', () => {
    expect(searchCompanies('')).toEqual([]);
    expect(searchCompanies('a')).toEqual([]);
    expect(searchCompanies('aw').map((m) => m.name)).toContain('Amazon Web Services');
  });

  it('finds companies by alternative names and domains, case-insensitively', () => {
    expect(searchCompanies('gcp').map((m) => m.name)).toEqual(['Google Cloud']);
    expect(searchCompanies('JIRA').map((m) => m.name)).toEqual(['Atlassian']);
    expect(searchCompanies('sendgrid').map((m) => m.name)).toEqual(['Twilio']);
    expect(searchCompanies('datadoghq').map((m) => m.name)).toEqual(['Datadog']);
  });

  it('lists names starting with the query first', () => {
    expect(searchCompanies('slack').map((m) => m.name)).toEqual(['Slack', 'Salesforce']);
  });

  it('includes the organisation’s own companies, first and once', () => {
    const own = [
      { name: 'Acme Payroll', domain: 'payroll.acme.test' },
      { name: 'Stripe', domain: 'stripe.com' },
    ];
    expect(searchCompanies('acme', own)).toEqual([{ name: 'Acme Payroll', domain: 'payroll.acme.test', origin: 'own' }]);
    const stripe = searchCompanies('stripe', own);
    expect(stripe).toEqual([{ name: 'Stripe', domain: 'stripe.com', origin: 'own' }]);
  });

  it('finds nothing for an unknown company', () => {
    expect(searchCompanies('zzzz')).toEqual([]);
  });

  it('knows curated companies by name or domain', () => {
    expect(curatedCompany('cloudflare.com')?.name).toBe('Cloudflare');
    expect(curatedCompany('okta')?.domain).toBe('okta.com');
    expect(curatedCompany('nobody')).toBeUndefined();
  });
});
