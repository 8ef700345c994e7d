/**
 * The start-up problems of the embedded default, each turned into one sentence that names the variable or path
 * and says what to do (a `ConfigError`: exit code 3 from the CLI), instead of a raw `EADDRINUSE` stack or a
 * `Failed query: CREATE TABLE …` from the migrator.
 */
import { type AddressInfo, createServer } from 'node:net';
import { ConfigError, redactUrl } from '../config/env.ts';

/** The messages of an error and its causes, outermost first, without drizzle's "Failed query: <sql>" wrapper. */
export function causeChain(error: unknown): string {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current) && messages.length < 6; current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const message = current instanceof Error ? current.message : String(current);
    const text = message.replace(/\s+/g, ' ').trim();
    if (!text || /^Failed query:/.test(text)) continue;
    if (!messages.some((m) => m.includes(text))) messages.push(text);
  }
  return messages.join(': ') || 'unknown error';
}

/**
 * A database that cannot be opened, migrated or reached.
 * @param url the DATABASE_URL in use (shown without credentials)
 */
export function databaseUnavailable(url: string, error: unknown): ConfigError {
  const cause = causeChain(error);
  if (/^file:/i.test(url)) {
    const file = url.replace(/^file:(\/\/)?/i, '');
    return new ConfigError(
      `The database file ${file} (DATABASE_URL) cannot be opened (${cause}): check that its folder exists and is writable, or set DATABASE_URL= to another file.`,
      ['DATABASE_URL'],
    );
  }
  return new ConfigError(
    `The database ${redactUrl(url)} (DATABASE_URL) cannot be reached (${cause}): check that it is running and reachable from here, and that DATABASE_URL and DATABASE_AUTH_TOKEN are right.`,
    ['DATABASE_URL'],
  );
}

/** A port the server cannot listen on (in use, or privileged). */
export function portUnavailable(port: number, host: string | undefined, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const where = host && host !== '0.0.0.0' && host !== '::' ? `${host}:${port}` : `${port}`;
  if (code === 'EADDRINUSE') {
    return new ConfigError(
      `Port ${where} is already in use (another Glasshouse or another server listens on it): stop that server, or start on a free port with PORT=<port>.`,
      ['PORT'],
    );
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new ConfigError(`Port ${where} needs privileges this user does not have (${code}): start on a port above 1023 with PORT=<port>.`, ['PORT']);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new ConfigError(
      `The address ${host} (HOST) is not one of this machine's (${code}): set HOST= to one of its addresses, or unset it to listen on all of them.`,
      ['HOST'],
    );
  }
  return new ConfigError(`The server cannot listen on port ${where} (${causeChain(error)}): check PORT= and HOST=.`, ['PORT', 'HOST']);
}

/**
 * Checks, before anything slow happens (migrations, builds), that `port` can be listened on, by listening on it
 * and closing again at once. Resolves with the port: for port 0 (any free port), the one the system chose, which
 * the server then listens on (the site's links and emails need its address before it starts).
 * @throws the {@link portUnavailable} ConfigError.
 */
export async function checkPortFree(port: number, host?: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(portUnavailable(port, host, error)));
    probe.listen({ port, host, exclusive: true }, () => {
      const free = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(free));
    });
  });
}

/**
 * Whether a failed build's error comes from the machine rather than the content: an unsupported runtime, a full
 * or read-only disk, missing permissions, memory, a killed or interrupted build, a broken installation. Such a
 * build is retried on the next start; any other failure is the draft's, and waits for a fix and a new publish.
 */
export function isEnvironmentalBuildFailure(error: string | null | undefined): boolean {
  if (!error) return false;
  return [
    /Node\.js v?[\d.]+ is not supported/i,
    /\bE(NOSPC|ACCES|PERM|MFILE|NFILE|NOMEM|ROFS|IO|AGAIN|BUSY|DQUOT)\b/,
    /killed by SIG[A-Z]+/,
    /could not start/i,
    /out of memory/i,
    /Cannot find (module|package)/i,
    /The build was interrupted/i,
  ].some((pattern) => pattern.test(error));
}
