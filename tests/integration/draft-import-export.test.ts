import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../content/records.ts';
import { SnapshotSchema } from '../../content/schemas/snapshot.ts';
import { createDiskBlobStore, type DiskBlobStore } from '../../edge/blobs/disk.ts';
import { organizations, staffUsers } from '../../edge/db/schema.ts';
import { ContentDirError, exportContentDir, importContentDir } from '../../edge/node/content-dir.ts';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

const DEMO_DIR = fileURLToPath(new URL('../../content/demo/', import.meta.url));

let t: TestApp;
let blobs: DiskBlobStore;
beforeEach(async () => {
  t = await makeTestApp({ org: false });
  blobs = createDiskBlobStore(path.join(t.dir, 'files'));
});
afterEach(async () => {
  await t.close();
});

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Relative paths of every file under `dir`. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A copy of the demo folder to break. */
function demoCopy(): string {
  const dir = path.join(t.dir, 'broken');
  cpSync(DEMO_DIR, dir, { recursive: true });
  return dir;
}

async function expectNothingWritten() {
  expect(await t.db.select().from(organizations)).toEqual([]);
  expect(await t.db.select().from(staffUsers)).toEqual([]);
  expect(await blobs.list('')).toEqual([]);
}

describe('import and export of content/demo', () => {
  it('round-trips losslessly: every JSON file deep-equal, every document and asset byte-equal', async () => {
    const result = await importContentDir({ db: t.db, blobs, dir: DEMO_DIR, by: 'test' });
    expect(result.org).toMatchObject({ id: 'org_northwind', slug: 'northwind', name: 'Northwind Cloud' });
    expect(result.files).toBeGreaterThan(0);
    expect(result.assets).toBeGreaterThan(0);

    const out = path.join(t.dir, 'export');
    await exportContentDir({ db: t.db, blobs, orgId: 'org_northwind', dir: out });

    let compared = 0;
    for (const collection of COLLECTIONS) {
      const name = `${collection}.json`;
      const source = path.join(DEMO_DIR, name);
      if (!readdirSync(DEMO_DIR).includes(name)) continue;
      expect(readJson(path.join(out, name)), name).toEqual(readJson(source));
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(10);
    expect(readJson(path.join(out, 'staff.json'))).toEqual(readJson(path.join(DEMO_DIR, 'staff.json')));

    for (const sub of ['files', 'assets']) {
      const expected = filesUnder(path.join(DEMO_DIR, sub));
      expect(filesUnder(path.join(out, sub)), sub).toEqual(expected);
      for (const file of expected) {
        expect(readFileSync(path.join(out, sub, file)).equals(readFileSync(path.join(DEMO_DIR, sub, file))), file).toBe(true);
      }
    }
  });

  it('stores a draft equal to the folder’s snapshot, and is idempotent', async () => {
    await importContentDir({ db: t.db, blobs, dir: DEMO_DIR });
    await importContentDir({ db: t.db, blobs, dir: DEMO_DIR });
    const input: Record<string, unknown> = {};
    for (const c of COLLECTIONS) {
      try {
        input[c] = readJson(path.join(DEMO_DIR, `${c}.json`));
      } catch {
        // optional collection left out of the folder
      }
    }
    expect(await readDraft({ db: t.db, orgId: 'org_northwind' })).toEqual(SnapshotSchema.parse(input));
    expect(await t.db.select().from(organizations)).toHaveLength(1);
    expect((await t.db.select().from(staffUsers)).map((s) => s.email)).toEqual(['admin@example.com']);
  });
});

describe('import of a broken folder', () => {
  it('names the file and path of each content error, and writes nothing', async () => {
    const dir = demoCopy();
    const items = readJson(path.join(dir, 'items.json')) as { slug: string; title: string }[];
    items[1]!.slug = items[0]!.slug;
    items[2]!.slug = 'Not A Slug';
    writeFileSync(path.join(dir, 'items.json'), JSON.stringify(items));

    const error = await importContentDir({ db: t.db, blobs, dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentDirError);
    const message = (error as Error).message;
    expect(message).toContain(`Cannot import ${dir}:`);
    expect(message).toContain(`- items.json.1.slug: This URL slug is already in use by item: ${items[0]!.title}`);
    expect(message).toContain('- items.json.2.slug: Invalid url slug, only lowercase letters, numbers and hyphens are allowed');
    await expectNothingWritten();
  });

  it('reports invalid JSON, a bad staff entry and a missing required file', async () => {
    const dir = demoCopy();
    writeFileSync(path.join(dir, 'topics.json'), '[{"id": ');
    writeFileSync(path.join(dir, 'staff.json'), JSON.stringify([{ email: 'nobody', role: 'admin' }]));
    rmSync(path.join(dir, 'space.json'));
    const message = String(await importContentDir({ db: t.db, blobs, dir }).catch((e: Error) => e.message));
    expect(message).toMatch(/- topics\.json: not valid JSON \(/);
    expect(message).toContain('- staff.json.0.email: This email is invalid');
    expect(message).toContain('- space.json: missing');
    await expectNothingWritten();
  });

  it('reports a missing or altered document', async () => {
    const dir = demoCopy();
    const files = readJson(path.join(dir, 'files.json')) as { blobKey: string }[];
    rmSync(path.join(dir, 'files', files[0]!.blobKey));
    writeFileSync(path.join(dir, 'files', files[1]!.blobKey), 'tampered');
    const message = String(await importContentDir({ db: t.db, blobs, dir }).catch((e: Error) => e.message));
    expect(message).toContain(`- files.json.0.blobKey: files/${files[0]!.blobKey} is missing`);
    expect(message).toContain(`- files.json.1.sha256: does not match the bytes of files/${files[1]!.blobKey}`);
    await expectNothingWritten();
  });
});
