import type { InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations } from '../../edge/db/schema.ts';
import { hostnameOf, orgPublicUrl } from '../../edge/lib/org-url.ts';
import { orgFromPath, resolveOrgByHost } from '../../edge/services/organizations/resolve-organization.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ org: false, config: { publicUrl: 'https://trust.example.com' } });
});
afterEach(async () => {
  await t.close();
});

async function addOrgs() {
  await t.db.insert(organizations).values([
    { id: 'o1', slug: 'first', name: 'First', createdAt: 1 },
    { id: 'o2', slug: 'second', name: 'Second', customDomains: ['Trust.Second.test', 'security.second.test'], createdAt: 2 },
  ]);
}

describe('hostnameOf', () => {
  it('drops ports, brackets and case', () => {
    expect(hostnameOf('Trust.Example.com:8443')).toBe('trust.example.com');
    expect(hostnameOf('[::1]:4321')).toBe('::1');
    expect(hostnameOf('::1')).toBe('::1');
    expect(hostnameOf('localhost')).toBe('localhost');
  });
});

describe('resolveOrgByHost', () => {
  it('says "none" when no organisation exists', async () => {
    expect(await resolveOrgByHost(t.db, 'localhost:4321', t.deps.config)).toEqual({ org: null, reason: 'none' });
  });

  it('finds an organisation by any of its custom domains, with or without port', async () => {
    await addOrgs();
    expect((await resolveOrgByHost(t.db, 'trust.second.test', t.deps.config)).org?.slug).toBe('second');
    expect((await resolveOrgByHost(t.db, 'SECURITY.second.test:443', t.deps.config)).org?.slug).toBe('second');
  });

  it('serves the default organisation on the public host and on loopback hosts', async () => {
    await addOrgs();
    for (const host of ['trust.example.com', 'localhost:4321', '127.0.0.1:9999', '[::1]:80']) {
      expect((await resolveOrgByHost(t.db, host, t.deps.config)).org?.slug, host).toBe('first');
    }
    const config = { ...t.deps.config, defaultOrgSlug: 'second' };
    expect((await resolveOrgByHost(t.db, 'localhost', config)).org?.slug).toBe('second');
  });

  it('reads the organisations once for many requests, and again when a host is not found', async () => {
    await addOrgs();
    const statements: string[] = [];
    const execute = t.client.execute.bind(t.client);
    t.client.execute = ((statement: InStatement) => {
      statements.push(typeof statement === 'string' ? statement : statement.sql);
      return execute(statement);
    }) as typeof t.client.execute;
    const orgReads = () => statements.filter((sql) => /from "organizations"/.test(sql)).length;
    for (let i = 0; i < 20; i++) expect((await resolveOrgByHost(t.db, 'localhost:4321', t.deps.config)).org?.slug).toBe('first');
    expect(orgReads()).toBeLessThanOrEqual(1);
    // A host no cached organisation serves is looked up afresh (a domain added a moment ago is found at once).
    await t.db
      .update(organizations)
      .set({ customDomains: ['new.second.test'] })
      .where(eq(organizations.id, 'o2'));
    const before = orgReads();
    expect((await resolveOrgByHost(t.db, 'new.second.test', t.deps.config)).org?.slug).toBe('second');
    expect(orgReads()).toBe(before + 1);
  });

  it('says "unknown-domain" for any other host', async () => {
    await addOrgs();
    expect(await resolveOrgByHost(t.db, 'evil.test', t.deps.config)).toEqual({ org: null, reason: 'unknown-domain' });
  });
});

describe('orgFromPath', () => {
  it('finds by id or slug and throws COMPANY_NOT_FOUND otherwise', async () => {
    await addOrgs();
    expect((await orgFromPath(t.db, 'o2')).slug).toBe('second');
    expect((await orgFromPath(t.db, 'first')).id).toBe('o1');
    await expect(orgFromPath(t.db, 'nope')).rejects.toMatchObject({ code: 'COMPANY_NOT_FOUND', status: 404, message: 'Company not found' });
  });
});

describe('orgPublicUrl', () => {
  it('uses the first custom domain, else the public URL', () => {
    expect(orgPublicUrl({ customDomains: ['trust.second.test'] }, t.deps.config)).toBe('https://trust.second.test');
    expect(orgPublicUrl({ customDomains: [] }, { publicUrl: 'http://localhost:4321/' })).toBe('http://localhost:4321');
  });
});
