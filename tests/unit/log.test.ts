import { describe, expect, it } from 'vitest';
import { createLogger, logAt, scrubText } from '../../edge/log.ts';
import type { LogLevel } from '../../edge/config/env.ts';

function capture(options: Parameters<typeof createLogger>[0] = {}) {
  const lines: { line: string; level: LogLevel }[] = [];
  const log = createLogger({ now: () => Date.UTC(2026, 0, 15, 12, 0, 0, 42), write: (line, level) => lines.push({ line, level }), ...options });
  return { log, lines, json: () => lines.map((l) => JSON.parse(l.line)) };
}

describe('createLogger', () => {
  it('writes one JSON object per line with LOG_FORMAT=json: time, level, msg and the fields', () => {
    const { log, json } = capture({ format: 'json' });
    log.info('Revision 4 of acme is live', { orgId: 'org_acme', revision: 4 });
    log.child({ requestId: 'req-1' }).warn('Slow query', { ms: 1200 });
    expect(json()).toEqual([
      { time: '2026-01-15T12:00:00.042Z', level: 'info', msg: 'Revision 4 of acme is live', orgId: 'org_acme', revision: 4 },
      { time: '2026-01-15T12:00:00.042Z', level: 'warn', msg: 'Slow query', requestId: 'req-1', ms: 1200 },
    ]);
  });

  it('writes readable lines otherwise, the stack of an error below its line', () => {
    const { log, lines } = capture();
    log.info('Glasshouse listening on http://localhost:4321');
    log('Could not send the sign-in email', new Error('SMTP refused'));
    expect(lines[0]).toEqual({ line: '12:00:00.042 INFO  Glasshouse listening on http://localhost:4321', level: 'info' });
    expect(lines[1]!.level).toBe('error');
    expect(lines[1]!.line).toMatch(/^12:00:00\.042 ERROR Could not send the sign-in email\nError: SMTP refused\n\s+at /);
  });

  it('keeps the older log(...args) call: strings joined, objects as fields, an Error makes it an error', () => {
    const { log, json } = capture({ format: 'json' });
    log('Semantic search failed', { term: 'soc 2', productId: 'p1' }, new TypeError('boom'));
    log('Mail to', 'a@example.com', 'written');
    const [first, second] = json();
    expect(first).toMatchObject({ level: 'error', msg: 'Semantic search failed', term: 'soc 2', productId: 'p1', err: { name: 'TypeError', message: 'boom' } });
    expect(second).toMatchObject({ level: 'info', msg: 'Mail to a@example.com written' });
  });

  it('drops lines below LOG_LEVEL', () => {
    const { log, lines } = capture({ level: 'warn' });
    log.debug('noise');
    log.info('still noise');
    log('an info line through the older call');
    log.warn('kept');
    log.error('kept too');
    expect(lines.map((l) => l.level)).toEqual(['warn', 'error']);
  });

  it('never writes a secret, a token or an email body', () => {
    const sessionSecret = 'session-secret-0123456789abcdef';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhQGIuY28ifQ.c2lnbmF0dXJlLXZhbHVl';
    const { log, lines } = capture({ format: 'json', secrets: [sessionSecret] });
    log.info(`Following ${'https://trust.example.com/api/admin/auth/callback?token=abc123def456&next=/admin'}`);
    log.info('headers', {
      authorization: `Bearer ${jwt}`,
      cookie: `gh_session=${jwt}`,
      apiKey: 'k-123456',
      nested: { password: 'hunter22', note: `jwt ${jwt}` },
    });
    log.info('mail', { to: 'a@example.com', subject: 'Sign in', text: 'Click https://x/cb?token=zzz', html: '<a href="https://x/cb?token=zzz">' });
    log('Could not reach https://user:pa55word@smtp.example.com:587', new Error(`secret was ${sessionSecret}`));
    const all = lines.map((l) => l.line).join('\n');
    for (const secret of [sessionSecret, jwt, 'abc123def456', 'k-123456', 'hunter22', 'zzz', 'pa55word', 'Click ']) expect(all).not.toContain(secret);
    expect(all).toContain('[redacted]');
    expect(all).toContain('a@example.com');
  });
});

describe('scrubText', () => {
  it('keeps what is not secret', () => {
    expect(scrubText('GET /api/share/:orgId/documents 200')).toBe('GET /api/share/:orgId/documents 200');
    expect(scrubText('https://trust.example.com/?productId=p1')).toBe('https://trust.example.com/?productId=p1');
  });
});

describe('logAt', () => {
  it('uses a logger method, or the plain call with the fields', () => {
    const calls: unknown[][] = [];
    logAt((...args) => calls.push(args), 'warn', 'Slow', { ms: 5 });
    expect(calls).toEqual([['Slow', { ms: 5 }]]);
  });
});
