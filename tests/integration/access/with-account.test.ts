import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessSettings, accountMembers, accounts, ndaAcceptances } from '../../../edge/db/schema.ts';
import { requireAccountSession } from '../../../edge/middleware/with-account.ts';
import { readAccountSession, resolveAccountSession } from '../../../edge/services/access/resolve-account-session.ts';
import { ACCOUNT_SESSION_COOKIE, startAccountSession } from '../../../edge/services/access/start-account-session.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

describe('account sessions', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await makeTestApp();
    const now = t.deps.now();
    await t.db.insert(accounts).values({
      id: 'acc_a',
      orgId: t.org.id,
      name: 'Corp A',
      domains: ['corp-a.test'],
      permissionProfileId: 'pp_std',
      expiresAt: now + 86_400_000,
      createdAt: now,
    });
    await t.db
      .insert(accountMembers)
      .values({ id: 'mem_a', orgId: t.org.id, accountId: 'acc_a', email: 'ann@corp-a.test', firstName: 'Ann', lastName: 'Lee', createdAt: now });
    const token = await startAccountSession({ db: t.db, memberId: 'mem_a', orgId: t.org.id, accountId: 'acc_a', now });
    cookie = `${ACCOUNT_SESSION_COOKIE}=${token}`;
  });
  afterEach(() => t.close());

  const req = (c?: string) => t.request('GET', '/api/x', undefined, c ? { cookie: c } : {});

  it('reads an active session with the account and member', async () => {
    expect(await readAccountSession(req(cookie), t.deps)).toEqual({
      orgId: t.org.id,
      accountId: 'acc_a',
      accountName: 'Corp A',
      permissionProfileId: 'pp_std',
      accountExpiresAt: t.deps.now() + 86_400_000,
      ndaOnFile: false,
      memberId: 'mem_a',
      memberEmail: 'ann@corp-a.test',
      firstName: 'Ann',
      lastName: 'Lee',
      isAutoApprovedAccountMember: false,
      ndaPending: false,
      sessionId: expect.stringMatching(/^ses_/),
      reviewStatus: 'approved',
      ndaRequired: false,
    });
  });

  it('is nda-pending (and not readable) while a required NDA is not accepted, unless one is on file', async () => {
    await t.db.insert(accessSettings).values({ orgId: t.org.id, data: { ndaRequired: true }, updatedAt: 0 });
    expect((await resolveAccountSession(req(cookie), t.deps)).status).toBe('nda-pending');
    expect(await readAccountSession(req(cookie), t.deps)).toBeNull();
    expect(await requireAccountSession(req(cookie), t.deps, { accountId: 'acc_a' })).toMatchObject({ ndaPending: true });
    await t.db
      .insert(ndaAcceptances)
      .values({ id: 'nda_1', orgId: t.org.id, accountId: 'acc_a', email: 'ann@corp-a.test', name: 'Ann', ndaVersion: 1, textSha256: 'x', acceptedAt: 0 });
    expect(await readAccountSession(req(cookie), t.deps)).toMatchObject({
      ndaPending: false,
      ndaRequired: true,
      ndaAcceptance: { email: 'ann@corp-a.test', acceptedAt: 0 },
    });
    await t.db.delete(ndaAcceptances);
    await t.db.update(accounts).set({ ndaOnFile: true }).where(eq(accounts.id, 'acc_a'));
    expect((await resolveAccountSession(req(cookie), t.deps)).status).toBe('active');
  });

  it('is null without a cookie or with a forged one', async () => {
    expect(await readAccountSession(req(), t.deps)).toBeNull();
    // A token of the right shape that no session has.
    const forged = 'A'.repeat(43);
    expect(await readAccountSession(req(`${ACCOUNT_SESSION_COOKIE}=${forged}`), t.deps)).toBeNull();
  });

  it('reports an expired account as expired, and requireAccountSession answers ACCESS_EXPIRED', async () => {
    t.advance(86_400_000);
    expect((await resolveAccountSession(req(cookie), t.deps)).status).toBe('expired');
    expect(await readAccountSession(req(cookie), t.deps)).toBeNull();
    await expect(requireAccountSession(req(cookie), t.deps, { accountId: 'acc_a' })).rejects.toMatchObject({ code: 'ACCESS_EXPIRED', status: 403 });
  });

  it('ends at once when the account is revoked or the member removed', async () => {
    await t.db.update(accounts).set({ revokedAt: t.deps.now() }).where(eq(accounts.id, 'acc_a'));
    expect((await resolveAccountSession(req(cookie), t.deps)).status).toBe('revoked');
    await expect(requireAccountSession(req(cookie), t.deps)).rejects.toMatchObject({ status: 401 });
    await t.db.update(accounts).set({ revokedAt: null }).where(eq(accounts.id, 'acc_a'));
    await t.db.delete(accountMembers).where(eq(accountMembers.id, 'mem_a'));
    expect((await resolveAccountSession(req(cookie), t.deps)).status).toBe('none');
  });

  it("refuses another account's routes", async () => {
    await expect(requireAccountSession(req(cookie), t.deps, { accountId: 'acc_b' })).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
