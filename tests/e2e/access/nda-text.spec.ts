/**
 * The NDA text form of the admin's access settings: an admin edits the clickwrap NDA's Markdown, each changed text
 * is saved as a new version (the label and the notice say which), an empty text is refused with its message, and a
 * member who must sign is shown the new text, rendered.
 */
import { expect, test, type Page } from '@playwright/test';
import { SAME_ORIGIN } from '../support/same-origin.ts';
import { addMember, createAccount, patchSettings, restoreSettings, signInMember, staffPage, unique } from './access-helpers.ts';

// A staff session, then a member signing in by email, on a shared and busy machine.
test.describe.configure({ timeout: 120_000 });

interface NdaVersion {
  version: number;
  text: string;
}

async function storedNda(staff: Page): Promise<NdaVersion> {
  const response = await staff.request.get('/api/admin/access/nda');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as NdaVersion;
}

/** The NDA form on the admin's "Access settings" tab. */
async function ndaForm(staff: Page) {
  const panel = staff.locator('[data-access-panel]');
  await panel.getByRole('tab', { name: 'Access settings' }).click();
  return panel.getByRole('form', { name: 'NDA text' });
}

test('an admin saves a new NDA text as the next version; a member who must sign reads it', async ({ page, browser }) => {
  const label = unique('ndatext');
  const staff = await staffPage(browser);
  const before = await storedNda(staff);
  const previousSettings = await patchSettings(staff, { ndaRequired: true });
  try {
    const form = await ndaForm(staff);
    const field = form.getByLabel(`NDA text (Markdown) — version ${before.version}`);
    await expect(field).toHaveValue(before.text);

    const text = `# Mutual NDA ${label}\n\nThe recipient keeps the **${label}** material confidential.`;
    await field.fill(text);
    await form.getByRole('button', { name: 'Save NDA text' }).click();
    const next = before.version + 1;
    await expect(form.getByRole('status')).toHaveText(`NDA saved as version ${next}.`);
    await expect(form.getByLabel(`NDA text (Markdown) — version ${next}`)).toHaveValue(text);

    // The stored text is what the form shows after a reload.
    await staff.reload();
    await expect((await ndaForm(staff)).getByLabel(`NDA text (Markdown) — version ${next}`)).toHaveValue(text);

    // A member of an account without an NDA on file is asked to sign the new text, rendered from its Markdown.
    const accountId = await createAccount(staff, { name: `NDA text ${label}`, permissionProfileId: 'pp_standard_nda' });
    const member = `reader@${label}.example`;
    await addMember(staff, accountId, member, 'Rae');
    await signInMember(page, member);
    const nda = page.getByRole('dialog', { name: 'Non-disclosure agreement' });
    await expect(nda.getByRole('heading', { name: `Mutual NDA ${label}` })).toBeVisible();
    await expect(nda.locator('[data-nda-text] strong')).toHaveText(label);
  } finally {
    await staff.request.put('/api/admin/access/nda', { data: { text: before.text }, headers: { 'content-type': 'application/json', ...SAME_ORIGIN } });
    await restoreSettings(staff, previousSettings);
    await staff.context().close();
  }
});

test('an empty NDA text is refused with its message and nothing is saved', async ({ browser }) => {
  const staff = await staffPage(browser);
  try {
    const before = await storedNda(staff);
    const form = await ndaForm(staff);
    await form.getByLabel(`NDA text (Markdown) — version ${before.version}`).fill('   ');
    await form.getByRole('button', { name: 'Save NDA text' }).click();
    await expect(form.getByRole('alert')).toHaveText('The NDA text is required');
    await expect(form.getByRole('status')).toHaveCount(0);
    expect(await storedNda(staff)).toMatchObject({ version: before.version, text: before.text });
  } finally {
    await staff.context().close();
  }
});
