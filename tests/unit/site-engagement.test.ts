/** Share, subscribe and unsubscribe helpers of the portal (site/lib/engagement.ts) and the share popover's states. */
import { SignJWT } from 'jose';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SharePopover } from '../../site/components/islands/SharePopover.tsx';
import {
  ENGAGEMENT_TEXTS,
  emailShareUrl,
  engagementIntent,
  linkedInShareUrl,
  requestSubscription,
  requestUnsubscribe,
  shareLinksEnabled,
  shareTitle,
  subscribeTitle,
  tokenSubject,
  withoutEngagementParams,
} from '../../site/lib/engagement.ts';

async function jwt(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('any-secret-will-do-for-decoding'));
}

describe('tokenSubject', () => {
  it('reads the sub claim without verifying the signature', async () => {
    expect(tokenSubject(await jwt({ sub: 'jane@example.com', purpose: 'unsubscribe' }))).toBe('jane@example.com');
  });

  it('decodes a subject with characters outside ASCII and base64url padding', async () => {
    expect(tokenSubject(await jwt({ sub: 'zoë@exämple.com' }))).toBe('zoë@exämple.com');
  });

  it.each([
    ['no subject', async () => jwt({ purpose: 'unsubscribe' })],
    ['an empty subject', async () => jwt({ sub: '  ' })],
    ['a numeric subject', async () => jwt({ sub: 42 })],
    ['not a JWT', async () => 'not-a-token'],
    ['two parts', async () => 'aaa.bbb'],
    ['a payload that is not JSON', async () => `x.${Buffer.from('hello').toString('base64url')}.y`],
    ['a payload that is not base64', async () => 'x.%%%.y'],
  ])('is null for %s', async (_label, make) => {
    expect(tokenSubject(await make())).toBeNull();
  });
});

describe('engagementIntent', () => {
  it('opens the unsubscribe confirmation only for a token with a subject', async () => {
    const token = await jwt({ sub: 'a@example.com' });
    expect(engagementIntent(`?unsubscribeToken=${token}`)).toEqual({ kind: 'unsubscribe', token, email: 'a@example.com' });
    expect(engagementIntent('?unsubscribeToken=garbage')).toEqual({ kind: 'none' });
  });

  it.each(['confirmed', 'blocked', 'token invalid'] as const)('reads subscribeStatus=%s', (status) => {
    expect(engagementIntent(`?subscribeStatus=${encodeURIComponent(status)}`)).toEqual({ kind: 'subscribeStatus', status });
  });

  it('reads "token+invalid" as written by a form too', () => {
    expect(engagementIntent('?subscribeStatus=token+invalid')).toEqual({ kind: 'subscribeStatus', status: 'token invalid' });
  });

  it('ignores an unknown status and subscribe values other than true', () => {
    expect(engagementIntent('?subscribeStatus=maybe')).toEqual({ kind: 'none' });
    expect(engagementIntent('?subscribe=1')).toEqual({ kind: 'none' });
    expect(engagementIntent('?subscribe=true')).toEqual({ kind: 'subscribe' });
  });
});

describe('withoutEngagementParams', () => {
  it('removes subscribe, subscribeStatus and unsubscribeToken and keeps the rest', () => {
    expect(withoutEngagementParams('http://x.test/product/a/?subscribe=true&product=a&subscribeStatus=confirmed&unsubscribeToken=t#updates')).toBe(
      '/product/a/?product=a#updates',
    );
    expect(withoutEngagementParams('http://x.test/?subscribeStatus=token%20invalid')).toBe('/');
  });
});

describe('texts and share links', () => {
  it('words the titles as the specification does', () => {
    expect(shareTitle('Compliance')).toBe('Share the Compliance');
    expect(subscribeTitle('Northwind Cloud')).toBe("Subscribe to Northwind Cloud's updates");
    expect(ENGAGEMENT_TEXTS.subscribeFailed).toBe('Unfortunately, an unknown error has occurred.');
    expect(ENGAGEMENT_TEXTS.subscriptionLinkExpired).toBe('Your subscription link expired. Please try to subscribe again.');
    expect(ENGAGEMENT_TEXTS.unsubscribeLinkExpired).toBe('Your unsubscribe link expired');
  });

  it('builds the LinkedIn and email share links with the page link', () => {
    const url = 'https://trust.example.com/item/soc-2?x=1&y=2';
    expect(new URL(linkedInShareUrl(url)).searchParams.get('url')).toBe(url);
    const mail = new URL(emailShareUrl(url, 'Share the Trust Center'));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('body')).toBe(url);
    expect(mail.searchParams.get('subject')).toBe('Share the Trust Center');
  });

  it('enables share links only once a public portal is published', () => {
    expect(shareLinksEnabled({ published: true })).toBe(true);
    expect(shareLinksEnabled({ published: false })).toBe(false);
  });
});

describe('SharePopover', () => {
  const render = (props: Parameters<typeof SharePopover>[0]) => renderToStaticMarkup(createElement(SharePopover, props));

  it('offers Copy link, LinkedIn (new tab) and email when links are enabled', () => {
    const html = render({ label: 'Compliance', url: 'https://trust.example.com/item/soc-2', defaultOpen: true });
    expect(html).toContain('Share the Compliance');
    expect(html).toContain('Copy link');
    expect(html).toContain('data-tip="Copy link to item"');
    expect(html).toContain(
      `href="${linkedInShareUrl('https://trust.example.com/item/soc-2').replace(/&/g, '&amp;')}" target="_blank" rel="noopener noreferrer"`,
    );
    expect(html).toContain('Share via email');
    expect(html).not.toContain(ENGAGEMENT_TEXTS.shareDisabled);
  });

  it('says links are disabled until a public portal is published, and offers none', () => {
    const html = render({ label: 'Trust Center', url: 'https://trust.example.com/', linksEnabled: false, defaultOpen: true });
    expect(html).toContain('Share the Trust Center');
    expect(html).toContain('Share links will be disabled until a public portal is published');
    expect(html).not.toContain('linkedin.com');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('Copy link');
  });

  it('renders only its button while closed', () => {
    const html = render({ label: 'Trust Center' });
    expect(html).toContain('Share');
    expect(html).not.toContain('Share the Trust Center');
  });
});

describe('edge calls', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('posts {email, source} to the subscribe route', async () => {
    const fetcher = answer(200, { ok: true });
    expect(await requestSubscription('org_1', 'a@example.com', 'trust center updates button', fetcher)).toEqual({ ok: true });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/share/org_1/subscribe',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'a@example.com', source: 'trust center updates button' }) }),
    );
  });

  it('keeps the exact validation and block texts, and says "unknown error" for anything else', async () => {
    expect(await requestSubscription('o', 'x', 'direct link', answer(400, { error: 'This email is invalid', code: 'VALIDATION_FAILED' }))).toMatchObject({
      ok: false,
      message: 'This email is invalid',
    });
    expect(
      await requestSubscription('o', 'x', 'direct link', answer(403, { error: 'You are blocked from subscribing...', code: 'SUBSCRIPTION_BLOCKED' })),
    ).toMatchObject({
      message: 'You are blocked from subscribing...',
    });
    expect(await requestSubscription('o', 'x', 'direct link', answer(500, { error: 'boom', code: 'INTERNAL' }))).toMatchObject({
      message: 'Unfortunately, an unknown error has occurred.',
    });
    const offline = vi.fn(async () => {
      throw new TypeError('network');
    });
    expect(await requestSubscription('o', 'x', 'direct link', offline)).toMatchObject({
      ok: false,
      status: 0,
      message: 'Unfortunately, an unknown error has occurred.',
    });
  });

  it('posts {token} to the unsubscribe route and reports the edge’s refusal', async () => {
    const fetcher = answer(400, { error: 'Your unsubscribe link expired', code: 'UNSUBSCRIBE_LINK_EXPIRED' });
    expect(await requestUnsubscribe('org_1', 'tok', fetcher)).toEqual({
      ok: false,
      status: 400,
      message: 'Your unsubscribe link expired',
      code: 'UNSUBSCRIBE_LINK_EXPIRED',
    });
    expect(fetcher).toHaveBeenCalledWith('/api/share/org_1/unsubscribe', expect.objectContaining({ body: JSON.stringify({ token: 'tok' }) }));
  });
});
