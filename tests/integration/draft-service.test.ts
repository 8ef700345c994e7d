import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizations } from '../../edge/db/schema.ts';
import { AppError } from '../../edge/errors.ts';
import { deleteRecord } from '../../edge/services/draft/delete-record.ts';
import { putRecord } from '../../edge/services/draft/put-record.ts';
import { readDraft, readDraftVersion } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { smallSnapshot } from './helpers/content-fixture.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const orgId = 'org_acme';
beforeEach(async () => {
  t = await makeTestApp();
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
});
afterEach(async () => {
  await t.close();
});

/** The AppError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const newItem = { itemUid: 'itm_mfa', productId: 'main', cardKind: 'policies', title: 'Multi-factor authentication', slug: 'mfa' };

describe('readDraft and replaceDraft', () => {
  it('reads the stored draft back with defaults filled in, and counts the write', async () => {
    const draft = await readDraft({ db: t.db, orgId });
    expect(draft.items.map((i) => i.itemUid)).toEqual(['itm_enc', 'itm_pwd']);
    expect(draft.items[0]).toMatchObject({ enabled: true, publicAccess: true, files: [] });
    expect(draft.customization.portalTitle).toBeTypeOf('string');
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(1);
  });

  it('refuses a snapshot of another organisation', async () => {
    const error = await failure(replaceDraft({ db: t.db, orgId: 'org_other', snapshot: smallSnapshot(), by: null }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('The snapshot belongs to organisation "org_acme", not "org_other".');
  });

  it('refuses an invalid snapshot with the first issue as message, writing nothing', async () => {
    const bad = smallSnapshot({ space: { defaultProductId: 'nope' } });
    const error = await failure(replaceDraft({ db: t.db, orgId, snapshot: bad, by: null }));
    expect(error.message).toBe('The default product does not exist');
    expect((await readDraft({ db: t.db, orgId })).space.defaultProductId).toBe('main');
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(1);
  });
});

describe('putRecord', () => {
  it('adds a new list entry at the end and returns it as saved, with the version it made', async () => {
    const saved = await putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_mfa', data: newItem, by: 'ed@acme.test' });
    expect(saved.record).toMatchObject({ ...newItem, enabled: true, publicAccess: true, tags: [] });
    expect(saved.version).toBe(2);
    const draft = await readDraft({ db: t.db, orgId });
    expect(draft.items.map((i) => i.itemUid)).toEqual(['itm_enc', 'itm_pwd', 'itm_mfa']);
    expect(draft.items.at(-1)).toEqual(saved.record);
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(2);
  });

  it('answers the current version, unchanged, for a singleton change that changes nothing', async () => {
    const { record, version } = await putRecord({ db: t.db, orgId, collection: 'space', recordId: 'main', data: {}, by: 'ed', merge: true });
    expect(version).toBe(1);
    expect(record).toEqual((await readDraft({ db: t.db, orgId })).space);
  });

  it('replaces an existing entry in place', async () => {
    const data = { itemUid: 'itm_enc', productId: 'main', cardKind: 'dataSecurity', title: '  AES-256 at rest ', slug: 'encryption' };
    const saved = await putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_enc', data, by: 'ed' });
    expect((saved.record as { title: string }).title).toBe('AES-256 at rest');
    const draft = await readDraft({ db: t.db, orgId });
    expect(draft.items.map((i) => [i.itemUid, i.title])).toEqual([
      ['itm_enc', 'AES-256 at rest'],
      ['itm_pwd', 'Password policy'],
    ]);
  });

  it('names the other item when a new item takes a slug in use', async () => {
    const error = await failure(
      putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_mfa', data: { ...newItem, slug: 'password-policy' }, by: 'ed' }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('This URL slug is already in use by item: Password policy');
  });

  it('names the other item when an earlier item is renamed to a later one’s slug', async () => {
    const data = { itemUid: 'itm_enc', productId: 'main', cardKind: 'dataSecurity', title: 'Encryption at rest', slug: 'password-policy' };
    const error = await failure(putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_enc', data, by: 'ed' }));
    expect(error.message).toBe('This URL slug is already in use by item: Password policy');
  });

  it('reports field rules with the specification’s texts and writes nothing', async () => {
    const error = await failure(putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_mfa', data: { ...newItem, slug: 'Not A Slug' }, by: 'ed' }));
    expect(error.message).toBe('Invalid url slug, only lowercase letters, numbers and hyphens are allowed');
    expect(error.toJSON()).toMatchObject({ issues: [{ path: 'items.2.slug' }] });
    expect((await readDraft({ db: t.db, orgId })).items).toHaveLength(2);
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(1);
  });

  it('checks references across the snapshot', async () => {
    const error = await failure(putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_mfa', data: { ...newItem, cardKind: 'esg' }, by: 'ed' }));
    expect(error.message).toBe('No esg card for product main');
  });

  it('requires the record id to be the entry’s key', async () => {
    const error = await failure(putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_other', data: newItem, by: 'ed' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('The record id "itm_other" does not match the entry\'s key "itm_mfa".');
    const card = { productId: 'main', kind: 'esg' };
    expect((await putRecord({ db: t.db, orgId, collection: 'cards', recordId: 'main.esg', data: card, by: 'ed' })).record).toMatchObject(card);
  });

  it('answers 404 for an unknown collection or a singleton id other than main', async () => {
    expect((await failure(putRecord({ db: t.db, orgId, collection: 'widgets', recordId: 'x', data: {}, by: 'ed' }))).status).toBe(404);
    expect((await failure(putRecord({ db: t.db, orgId, collection: 'space', recordId: 'x', data: {}, by: 'ed' }))).status).toBe(404);
  });

  it('keeps the organisation row in step with the organization record, whose id cannot change', async () => {
    await putRecord({ db: t.db, orgId, collection: 'organization', recordId: 'main', data: { id: orgId, slug: 'acme-corp', name: 'Acme Corp' }, by: 'ed' });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(row).toMatchObject({ slug: 'acme-corp', name: 'Acme Corp' });
    const error = await failure(
      putRecord({ db: t.db, orgId, collection: 'organization', recordId: 'main', data: { id: 'org_x', slug: 'acme', name: 'X' }, by: 'ed' }),
    );
    expect(error.message).toBe('The organisation id cannot be changed.');
  });

  it('refuses a stale expected version with 409 CONFLICT', async () => {
    await putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_mfa', data: newItem, by: 'a', expectedVersion: 1 });
    const error = await failure(
      putRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_mfa', data: { ...newItem, title: 'MFA' }, by: 'b', expectedVersion: 1 }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
  });
});

describe('deleteRecord', () => {
  it('removes a list entry and answers the version it made', async () => {
    expect(await deleteRecord({ db: t.db, orgId, collection: 'items', recordId: 'itm_enc', by: 'ed' })).toEqual({ version: 2 });
    expect((await readDraft({ db: t.db, orgId })).items.map((i) => i.itemUid)).toEqual(['itm_pwd']);
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(2);
  });

  it('refuses to leave the draft invalid', async () => {
    const error = await failure(deleteRecord({ db: t.db, orgId, collection: 'cards', recordId: 'main.policies', by: 'ed' }));
    expect(error.message).toBe('No policies card for product main');
    expect((await readDraft({ db: t.db, orgId })).cards).toHaveLength(2);
  });

  it('answers 404 for a missing entry and 400 for a singleton', async () => {
    expect((await failure(deleteRecord({ db: t.db, orgId, collection: 'items', recordId: 'nope', by: 'ed' }))).status).toBe(404);
    expect((await failure(deleteRecord({ db: t.db, orgId, collection: 'space', recordId: 'main', by: 'ed' }))).status).toBe(400);
  });
});
