/**
 * References for the HTTP benchmark, each in its own process like the server it is compared with:
 *
 *   static <file> <port-file>   a plain Node HTTP server answering every GET with `file`, gzip-compressed once
 *                               at start (what a server of pre-compressed pages can do at best); prints its port
 *   insert <db-file> <ms>       a raw `@libsql/client` loop inserting one row per statement into a SQLite file
 *                               for `ms`; prints `{ rowsPerSecond }`
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createClient } from '@libsql/client';

const [mode, target, arg] = process.argv.slice(2);

if (mode === 'static') {
  const body = gzipSync(readFileSync(target!), { level: 9 });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': body.byteLength,
      vary: 'Accept-Encoding',
    });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`READY ${(server.address() as AddressInfo).port}`));
} else if (mode === 'insert') {
  const client = createClient({ url: `file:${target}` });
  await client.execute('CREATE TABLE IF NOT EXISTS rows (id TEXT PRIMARY KEY, email TEXT NOT NULL, created_at INTEGER NOT NULL)');
  const end = performance.now() + Number(arg ?? 2000);
  const start = performance.now();
  let rows = 0;
  while (performance.now() < end) {
    await client.execute({
      sql: 'INSERT INTO rows (id, email, created_at) VALUES (?, ?, ?)',
      args: [crypto.randomUUID(), `row${rows}@example.com`, Date.now()],
    });
    rows++;
  }
  console.log(JSON.stringify({ rowsPerSecond: rows / ((performance.now() - start) / 1000) }));
  client.close();
} else {
  console.error('Usage: reference-server.ts static <file> | insert <db-file> <ms>');
  process.exit(2);
}
