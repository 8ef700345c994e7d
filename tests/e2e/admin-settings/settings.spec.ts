/**
 * Provider settings (visitor spec §3, §5; admin spec §6): customization live on the public page after publishing,
 * an update emailed to subscribers — only once the revision showing it is live ("Will be emailed to N subscribers
 * when published", "Publish and send", then what was sent) — with a working unsubscribe link, the knowledge base with CSV import, products,
 * staff roles, and a staff viewer who cannot edit.
 */
import { expect, test } from '@playwright/test';
import { linkIn, outboxSnapshot, waitForEmail } from '../support/mail.ts';
import { BUILD_TIMEOUT, latestRevisionNumber, publishThroughApi, readDraft, signIn, waitUntilLive } from '../support/admin.ts';
import { addStaffMember } from '../support/staff.ts';
import { openTab, orgIdOf, rememberDraft, settings } from './helpers.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

test.describe.configure({ mode: 'serial' });

let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test('customization: the portal title and branding change on the public page after publishing', async ({ page }) => {
  test.setTimeout(3 * BUILD_TIMEOUT);
  await signIn(page);
  restore = await rememberDraft(page, ['customization']);
  const panel = await openTab(page, 'Customization');
  // The banner: a PNG uploaded and shown at once (a 1×1 image is enough to prove the path).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await panel.getByLabel('Banner image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(panel.getByRole('img', { name: 'Banner preview' })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Portal title' }).fill('Security Hub');
  await panel.getByLabel('Support mailbox').fill('not-an-email');
  await panel.getByRole('button', { name: 'Save customization' }).click();
  await expect(panel.getByText('This email is invalid')).toBeVisible();
  await panel.getByLabel('Support mailbox').fill('help@northwind.example');
  await panel.getByLabel('Cookie script path').fill('consent.northwind.example/banner.js');
  await panel.getByLabel('Hide “Built on” branding').check();
  await panel.getByRole('button', { name: 'Save customization' }).click();
  await expect(panel.getByText('Customization saved. Publish to make it live.')).toBeVisible();
  const { draft } = await readDraft(page);
  const customization = draft.customization as { portalTitle: string; scripts: { cookie_banner: { cookie_script_path: string } } };
  expect(customization.portalTitle).toBe('Security Hub');
  expect(customization.scripts.cookie_banner.cookie_script_path).toBe('https://consent.northwind.example/banner.js');

  await publishThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('Security Hub');
  await expect(page.getByText('Built on', { exact: true })).toHaveCount(0);
  const banner = page.locator('[data-banner] img');
  await expect(banner).toHaveAttribute('src', /\/assets\/banner_/);
  expect((await page.request.get((await banner.getAttribute('src'))!)).status()).toBe(200);

  // Put the live site back the way it was.
  await restore();
  restore = undefined;
  await publishThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).not.toContainText('Security Hub');
});

test('updates: a topic, and an update emailed to subscribers only when it is live, with a working unsubscribe link', async ({ page }) => {
  test.setTimeout(3 * BUILD_TIMEOUT);
  await signIn(page);
  const putBack = await rememberDraft(page, ['topics']);
  // The live site gets the topic while this test runs: put the draft back and publish it again afterwards.
  restore = async () => {
    await putBack();
    await publishThroughApi(page);
  };
  const orgId = await orgIdOf(page);

  // Someone subscribes and confirms, as a visitor would.
  const subscriber = `subscriber-${Date.now().toString(36)}@corp.example`;
  let seen = await outboxSnapshot();
  const subscribed = await page.request.post(`/api/share/${orgId}/subscribe`, {
    data: { email: subscriber, source: 'subscribe button' },
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const confirmation = await waitForEmail({ to: subscriber, seen });
  await page.request.get(linkIn(confirmation, '/subscribe/confirm')!);
  const { subscriberCount } = (await (await page.request.get('/api/admin/update-emails')).json()) as { subscriberCount: number };
  expect(subscriberCount).toBeGreaterThanOrEqual(1);
  const willEmail = `Will be emailed to ${subscriberCount} ${subscriberCount === 1 ? 'subscriber' : 'subscribers'} when published`;

  const panel = await openTab(page, 'Updates');
  await panel.getByRole('button', { name: 'New topic' }).click();
  const topicDialog = page.getByRole('dialog', { name: 'New topic' });
  await topicDialog.getByRole('button', { name: 'Save' }).click();
  await expect(topicDialog.getByText('Subject is required')).toBeVisible();
  await topicDialog.getByLabel('Subject').fill('New data center region');
  await topicDialog.getByRole('button', { name: 'Save' }).click();
  await expect(topicDialog.getByText('Category is required')).toBeVisible();
  await topicDialog.getByLabel('Category').selectOption({ label: 'General' });
  await topicDialog.getByLabel('Pinned').check();
  await topicDialog.getByRole('button', { name: 'Save' }).click();
  const topic = panel.getByRole('listitem', { name: 'New data center region' });
  await expect(topic).toContainText('Pinned');

  await topic.getByRole('button', { name: 'Publish update to New data center region' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish an update: New data center region' });
  await publish.getByLabel('Message').fill('Customers can now choose Frankfurt.');
  await publish.getByLabel('Status page').uncheck();
  await publish.getByRole('button', { name: 'Publish update', exact: true }).click();
  await expect(publish.getByText('Select at least one channel')).toBeVisible();
  await publish.getByLabel('Status page').check();
  await publish.getByLabel('Email', { exact: true }).check();
  await expect(publish.getByText(willEmail)).toBeVisible();
  seen = await outboxSnapshot();
  const revisionBefore = await latestRevisionNumber(page);
  await publish.getByRole('button', { name: 'Publish and send' }).click();
  await expect(publish.getByText('Update saved and the site is being published. The email goes out as soon as it is live.')).toBeVisible();
  // Not emailed yet: the update is not on the portal until the new revision is live.
  expect((await page.request.get('/updates.xml').then((r) => r.text())).includes('Customers can now choose Frankfurt.')).toBe(false);
  await publish.getByRole('button', { name: 'Close' }).click();
  await expect(topic).toContainText('Customers can now choose Frankfurt.');
  const state = topic.locator('[data-update-email]');
  await waitUntilLive(page, revisionBefore + 1);

  const email = await waitForEmail({ to: subscriber, seen });
  expect(email.headers.subject).toContain('New data center region');
  expect(email.text).toContain('Customers can now choose Frankfurt.');
  expect(email.headers['list-unsubscribe']).toMatch(/^<http.+\/unsubscribe\/one-click\?token=.+>$/);
  expect(linkIn(email, 'unsubscribeToken=')).toBeTruthy();
  // The email's link leads to the update, live on the portal.
  const read = linkIn(email, '?tcuUid=')!;
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(read);
  await expect(visitor.getByText('Customers can now choose Frankfurt.').first()).toBeVisible();
  await visitor.close();
  // The admin says what was sent.
  await expect(state).toHaveAttribute('data-update-email', 'sent');
  await expect(state).toContainText(/Emailed to \d+ recipients? on /);
  await state.locator('summary').click();
  await expect(state).toContainText(subscriber);

  // An update's message and audience can be corrected afterwards.
  await topic.getByRole('button', { name: 'Edit update Customers can now choose Frankfurt.' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit update' });
  await edit.getByLabel('Message').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Message is required')).toBeVisible();
  await edit.getByLabel('Message').fill('Customers can now choose Frankfurt (eu-central-1).');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(topic).toContainText('Customers can now choose Frankfurt (eu-central-1).');

  // A second update, saved without publishing, waits: "Will be emailed to N subscribers when published".
  await topic.getByRole('button', { name: 'Publish update to New data center region' }).click();
  const second = page.getByRole('dialog', { name: 'Publish an update: New data center region' });
  await second.getByLabel('Message').fill('Frankfurt backups now stay in the EU.');
  await second.getByLabel('Email', { exact: true }).check();
  seen = await outboxSnapshot();
  await second.getByRole('button', { name: 'Publish update', exact: true }).click();
  await expect(second.getByText(`Update saved. It goes live with the next publish. ${willEmail}.`)).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(topic.locator('[data-update-email="pending"]')).toHaveText(willEmail);
  expect(await outboxSnapshot().then((now) => [...now].filter((f) => !seen.has(f)))).toEqual([]);

  // The List-Unsubscribe link unsubscribes (RFC 8058 one-click POST).
  const oneClick = email.headers['list-unsubscribe']!.slice(1, -1);
  const left = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(left.ok(), await left.text()).toBe(true);
  const list = (await (await page.request.get('/api/admin/subscribers')).json()) as
    | { subscribers: { email: string; status: string }[] }
    | { email: string; status: string }[];
  const rows = Array.isArray(list) ? list : list.subscribers;
  expect(rows.find((s) => s.email === subscriber)?.status).toBe('unsubscribed');
});

test('knowledge base: add an entry, and a CSV import that names its failing rows', async ({ page }) => {
  await signIn(page);
  restore = await rememberDraft(page, ['knowledgeBase']);
  const panel = await openTab(page, 'Knowledge base');
  await panel.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add entry' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Question is required')).toBeVisible();
  await dialog.getByLabel('Question').fill('Do you support SAML single sign-on?');
  await dialog.getByLabel('Answer').fill('Yes, on every plan.');
  await dialog.getByLabel('Access level').selectOption({ label: 'Account members' });
  await dialog.getByLabel('Northwind Analytics').check();
  await dialog.getByLabel('Featured for the public').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = panel.getByRole('row', { name: /Do you support SAML single sign-on\?/ });
  await expect(row).toContainText('Account members');
  await expect(row).toContainText('Northwind Analytics');

  const upload = panel.getByLabel('Import CSV');
  await upload.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('question,access_level\nFine?,public\n,public\nWho?,everyone\n') });
  await expect(panel.getByText('The file has errors; nothing was imported.')).toBeVisible();
  await expect(panel.getByText('Row 3: Question is required')).toBeVisible();
  await expect(panel.getByText('Row 4: Access level must be one of: public, accounts, internal')).toBeVisible();
  await expect(panel.getByRole('row', { name: /Fine\?/ })).toHaveCount(0);

  await upload.setInputFiles({
    name: 'faq.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Question,Answer,Products,favorite_public\nIs data encrypted in transit?,"Yes, TLS 1.2+.",Northwind Platform,yes\n'),
  });
  await expect(panel.getByText('Imported 1 entries.')).toBeVisible();
  await expect(panel.getByRole('row', { name: /Is data encrypted in transit\?/ })).toContainText('Northwind Platform');
});

test('products: add a product, a used slug is refused, sections can be hidden', async ({ page }) => {
  await signIn(page);
  restore = await rememberDraft(page, ['pages', 'products', 'space']);
  const panel = await openTab(page, 'Products');
  await panel.getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await dialog.getByLabel('Product name').fill('Northwind Mobile');
  await dialog.getByLabel('Product slug').fill('Platform');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This product slug is already in use by product: Northwind Platform')).toBeVisible();
  await dialog.getByLabel('Product slug').fill('mobile');
  await dialog.getByLabel('Show in the product selector').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('row', { name: /Northwind Mobile/ })).toContainText('mobile');

  await panel.getByRole('group', { name: 'Sections of Northwind Mobile' }).getByLabel('Show Trusted By').uncheck();
  await expect
    .poll(async () => {
      const { draft } = await readDraft(page);
      const products = draft.products as { productId: string; productName: string }[];
      const id = products.find((p) => p.productName === 'Northwind Mobile')?.productId;
      return (draft.pages as { productId: string; config: { trusted_by: { hidden: boolean } } }[]).find((p) => p.productId === id)?.config.trusted_by.hidden;
    })
    .toBe(true);
});

test('staff: roles and their permissions; a viewer sees settings read-only', async ({ page }) => {
  const viewer = `viewer-${Date.now().toString(36)}@northwind.example`;
  addStaffMember(viewer, 'viewer', 'Vic Viewer');
  await signIn(page);
  const panel = await openTab(page, 'Staff');
  await expect(panel.getByRole('table', { name: 'Roles and permissions' }).getByRole('row', { name: /editor/ })).toContainText(
    'statuspage:edit, files:view, files:download',
  );
  await expect(panel.getByRole('table', { name: 'Staff' }).getByRole('row', { name: new RegExp(viewer) })).toBeVisible();
  await panel.getByLabel(`Role of ${viewer}`).selectOption('editor');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/admin/staff')).json()) as { staff: { email: string; role: string }[] }).staff.find((s) => s.email === viewer)
          ?.role,
    )
    .toBe('editor');
  await panel.getByLabel(`Role of ${viewer}`).selectOption('viewer');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/admin/staff')).json()) as { staff: { email: string; role: string }[] }).staff.find((s) => s.email === viewer)
          ?.role,
    )
    .toBe('viewer');

  await page.context().clearCookies();
  await signIn(page, viewer);
  const content = await openTab(page, 'Content');
  await expect(settings(page).getByRole('tab', { name: 'Customization' })).toBeVisible();
  await expect(settings(page).getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  await expect(content.getByRole('region', { name: 'Subprocessors editor' }).getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  const customization = await openTab(page, 'Customization');
  await expect(customization.getByRole('textbox', { name: 'Portal title' })).toBeDisabled();
  await expect(customization.getByRole('button', { name: 'Save customization' })).toHaveCount(0);
  const updates = await openTab(page, 'Updates');
  await expect(updates.getByRole('button', { name: 'New topic' })).toHaveCount(0);
  const refused = await page.request.put('/api/admin/settings/customization', { data: {}, headers: { 'content-type': 'application/json', ...SAME_ORIGIN } });
  expect(refused.status()).toBe(403);
});
