/**
 * TPRM token expiry against the real server (visitor spec §9: tokens expire after 24 hours). The server's clock
 * cannot be moved, so the test re-signs a token the server just issued — same claims, `exp` a day in the past —
 * with the instance's session secret from the data folder: exactly what the token would be a day later. The partner
 * pull refuses it, while the unchanged token still works.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { accountWithMember, signInMember, unique } from '../access/access-helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('a TPRM token past its 24 hours is refused by the partner pull', async ({ page, browser }) => {
  const label = unique('tprmexp');
  const member = `risk@${label}.example`;
  const accountId = await accountWithMember(browser, { name: `TPRM expiry ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Terry');
  await signInMember(page, member);

  const issued = await page.request.get(`/api/statuspage/share/${encodeURIComponent(accountId)}/external/tprm_whistic/jwt/`);
  expect(issued.status()).toBe(200);
  const token = (await issued.json()).result.token as string;
  const claims = decodeJwt(token);
  expect((claims.exp! - claims.iat!) / 3600).toBe(24);

  const secret = readFileSync(path.join(process.env.GLASSHOUSE_E2E_DATA_DIR!, 'session-secret'), 'utf8').trim();
  const dayAgo = Math.floor(Date.now() / 1000) - 24 * 3600;
  const expired = await new SignJWT({ ...claims, iat: dayAgo - 24 * 3600, exp: dayAgo })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));

  const partner = await browser.newContext();
  try {
    const refused = await partner.request.get('/api/tprm/v1/trust-data', { headers: { authorization: `Bearer ${expired}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error).toBe(
      'This TPRM token is invalid or has expired (tokens expire after 24 hours). Generate a new one in the trust center.',
    );
    // The refusal did not spend the token: the original, still within its 24 hours, pulls once.
    const pulled = await partner.request.get('/api/tprm/v1/trust-data', { headers: { authorization: `Bearer ${token}` } });
    expect(pulled.status()).toBe(200);
  } finally {
    await partner.close();
  }
});
