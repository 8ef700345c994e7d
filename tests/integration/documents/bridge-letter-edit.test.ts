/**
 * Editing a report item's bridge letter through the item editor's save (`PUT …/items/:itemUid`): the required
 * messages when enabled, the plan gate, and the letter then offered to visitors who may open the report.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { bridgeLetterErrors } from '../../../admin/features/documents/BridgeLetterFields.tsx';
import { jsonOf } from '../helpers/test-app.ts';
import { ORG, documentsSnapshot, makeDocumentsFixture, send, type DocumentsFixture } from './fixture.ts';

let f: DocumentsFixture;
beforeEach(async () => {
  f = await makeDocumentsFixture();
});
afterEach(async () => {
  await f.t.close();
});

const path = '/api/trust-center/products/main/items/itm_viewonly';
const letter = { letterEnabled: true, letterContent: 'No changes since the report.', signerName: 'Sam Lee', signerTitle: 'CISO', letterType: 'SOC 1' as const };

describe('bridge letter editing', () => {
  it('saves a complete letter', async () => {
    const res = await send(f.t, 'PUT', path, f.cookies.editor, { bridgeLetter: letter });
    expect(res.status, await res.clone().text()).toBe(200);
    const draft = await readDraft({ db: f.t.db, orgId: ORG });
    expect(draft.items.find((i) => i.itemUid === 'itm_viewonly')?.bridgeLetter).toEqual(letter);
  });

  it('requires content, signer name and signer title when enabled, with the spec messages', async () => {
    for (const [field, message] of [
      ['letterContent', 'Letter Content is required'],
      ['signerName', 'Signer Name is required'],
      ['signerTitle', 'Signer Title is required'],
    ] as const) {
      const res = await send(f.t, 'PUT', path, f.cookies.editor, { bridgeLetter: { ...letter, [field]: '  ' } });
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ error: message });
      expect(bridgeLetterErrors({ ...letter, [field]: '' })).toEqual({ [field]: message });
    }
    expect(bridgeLetterErrors({ ...letter, letterEnabled: false, letterContent: '' })).toEqual({});
  });

  it('is locked by the plan: "Upgrade your plan to unlock this feature"', async () => {
    await f.publish({ ...documentsSnapshot(), files: f.snapshot.files, plan: { name: 'Starter', features: ['restrictedFiles'] } });
    const res = await send(f.t, 'PUT', path, f.cookies.editor, { bridgeLetter: letter });
    expect(res.status).toBe(402);
    expect(await jsonOf(res)).toMatchObject({ error: 'Upgrade your plan to unlock this feature' });
  });
});
