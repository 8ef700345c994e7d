/**
 * Item conversations, both sides (visitor spec §2 "Comments", §4, §5; admin spec §2 screen 10): an account member
 * writes on an unlocked item (Enter alone is blocked, Shift+Enter adds a line, Ctrl+Enter and Send send, text shown
 * as text), staff read
 * the thread in the item header of the admin and reply, and the member sees the reply as incoming on the item's
 * page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMember, createAccount, signInMember, staffPage, unique } from '../access/access-helpers.ts';
import { cardAction, drawerItem } from '../admin/helpers.ts';
import { DEMO_ADMIN } from '../support/admin.ts';
import { linkIn, outboxSnapshot, waitForEmail } from '../support/mail.ts';
import { networkIdle } from '../support/network-idle.ts';

test.describe.configure({ timeout: 120_000 });

/** `box` holds at most 5000 characters, and a "N / 5000" counter shows in `thread` near the limit. */
async function expectLengthLimit(box: Locator, thread: Locator): Promise<void> {
  await box.fill('x'.repeat(4500));
  await expect(thread.getByText('4500 / 5000')).toHaveCount(0);
  await box.fill('x'.repeat(4501));
  await expect(thread.getByText('4501 / 5000')).toBeVisible();
  await expect(box).toHaveAttribute('maxlength', '5000');
  await box.fill('x'.repeat(5000));
  await box.press('y');
  await expect(box).toHaveValue('x'.repeat(5000));
  await expect(thread.getByText('5000 / 5000')).toBeVisible();
}

function conversation(scope: Page | Locator): Locator {
  return scope.getByRole('region', { name: 'Conversation' });
}

test('a member starts a conversation on an item, staff reply from the item header, the member sees the reply', async ({ page, browser }) => {
  const label = unique('cmt');
  const accountName = `Comments ${label}`;
  const staff = await staffPage(browser);
  const accountId = await createAccount(staff, { name: accountName, permissionProfileId: 'pp_standard_nda' });
  const member = `reviewer@${label}.example`;
  await addMember(staff, accountId, member, 'Rita');

  // The member opens an item their account unlocked: its details dialog holds the conversation.
  await signInMember(page, member);
  const row = page.locator('[data-item-uid="itm_pf_key_management"][data-gh-unlocked]').first();
  await row.getByRole('link', { name: 'Key management' }).click();
  const dialog = page.getByRole('dialog', { name: 'Key management' });
  const thread = conversation(dialog);
  await expect(thread.getByText('Type below to start a conversation')).toBeVisible();
  const input = thread.getByPlaceholder('Type here...');
  const send = thread.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();

  // Enter alone does nothing: no new line, nothing sent. Shift+Enter adds a line.
  await input.fill('Is key rotation automatic?');
  await input.press('Enter');
  await expect(input).toHaveValue('Is key rotation automatic?');
  await input.press('Shift+Enter');
  await input.pressSequentially('How often?');
  await expect(input).toHaveValue('Is key rotation automatic?\nHow often?');
  await expect(thread.locator('[data-comment]')).toHaveCount(0);
  await expect(thread.getByText('Type below to start a conversation')).toBeVisible();

  // Ctrl+Enter sends the trimmed text and clears the box; the comment is outgoing.
  const seen = await outboxSnapshot();
  await input.press('Control+Enter');
  await expect(input).toHaveValue('');
  const first = thread.locator('[data-comment="outgoing"]').first();
  await expect(first.locator('.chat-bubble')).toHaveText('Is key rotation automatic?\nHow often?');
  await expect(first).toHaveClass(/chat-end/);
  await expect(thread.getByText('Type below to start a conversation')).toHaveCount(0);

  await expectLengthLimit(input, thread);
  await input.fill('');
  await expect(thread.locator('[data-comment-counter]')).toHaveCount(0);

  // Send: markup is shown as text, never rendered.
  await input.fill('  <b>Also</b> <img src=x onerror="window.__pwned=1"> the HSM vendor?  ');
  await send.click();
  await expect(thread.locator('.chat-bubble').nth(1)).toHaveText('<b>Also</b> <img src=x onerror="window.__pwned=1"> the HSM vendor?');
  await expect(thread.locator('[data-pending]')).toHaveCount(0);
  await expect(thread.locator('.chat-bubble b, .chat-bubble img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(thread.locator('[data-comment]')).toHaveCount(2);

  // Staff are emailed about the comment: the email names the card and the item and links straight to the item.
  const mail = await waitForEmail({ to: DEMO_ADMIN, seen });
  expect(mail.text).toContain('commented on "Key management" (card "Data Security")');
  const link = new URL(linkIn(mail, '/admin?item=')!);
  expect(link.searchParams.get('item')).toBe('itm_pf_key_management');

  // In the card's drawer, the item's Conversation is marked "New" until staff open it.
  await staff.goto('/admin');
  await cardAction(staff, 'Data Security', 'Edit');
  await expect(drawerItem(staff, 'Data Security', 'Key management').locator('[data-conversation-new]')).toHaveText('New');

  // The link opens the card's drawer on the item with its Conversation open (no longer "New"); the item's thread
  // is there and staff reply (outgoing on their side).
  await staff.goto(`${link.pathname}${link.search}`);
  const header = drawerItem(staff, 'Data Security', 'Key management');
  await expect(header.locator('details[data-conversation-slot]')).toHaveAttribute('open', '');
  await expect(staff).not.toHaveURL(/item=/);
  await expect(header.locator('[data-conversation-new]')).toHaveCount(0);
  const staffThread = header.getByRole('region', { name: accountName });
  await expect(staffThread.locator('[data-comment="incoming"] .chat-bubble').first()).toHaveText('Is key rotation automatic?\nHow often?');
  await expect(staffThread.locator('[data-comment="incoming"]').first()).toHaveClass(/chat-start/);
  await expect(staffThread.locator('[data-comment="incoming"] .chat-header').first()).toContainText('Rita Tester');
  const reply = staffThread.getByRole('textbox', { name: `Reply to ${accountName}` });
  await expect(reply).toHaveAttribute('placeholder', 'Type here...');
  await expectLengthLimit(reply, staffThread);
  await reply.fill('Yes: keys rotate every 90 days.');
  await expect(staffThread.locator('[data-comment-counter]')).toHaveCount(0);
  await reply.press('Enter');
  await expect(reply).toHaveValue('Yes: keys rotate every 90 days.');
  await expect(staffThread.locator('[data-comment="outgoing"]')).toHaveCount(0);
  await reply.press('Shift+Enter');
  await expect(reply).toHaveValue('Yes: keys rotate every 90 days.\n');
  await reply.press('Backspace');
  await reply.press('Control+Enter');
  await expect(reply).toHaveValue('');
  const staffOut = staffThread.locator('[data-comment="outgoing"]');
  await expect(staffOut).toHaveCount(1);
  await expect(staffOut.locator('.chat-bubble')).toHaveText('Yes: keys rotate every 90 days.');
  await expect(staffOut).toHaveClass(/chat-end/);
  await expect(staffOut.locator('.chat-header')).toContainText('Alex Admin');
  // Seen stays seen: reopening the drawer later shows no "New" marker.
  await staff.goto('/admin');
  await cardAction(staff, 'Data Security', 'Edit');
  await expect(drawerItem(staff, 'Data Security', 'Key management').locator('[data-conversation-slot]')).toBeVisible();
  await expect(drawerItem(staff, 'Data Security', 'Key management').locator('[data-conversation-new]')).toHaveCount(0);
  await staff.context().close();

  // The member sees the reply as incoming, with the staff member's name, on the item's own page.
  await page.goto('/product/platform/key-management');
  const pageThread = conversation(page);
  const incoming = pageThread.locator('[data-comment="incoming"]');
  await expect(incoming).toHaveCount(1);
  await expect(incoming.locator('.chat-bubble')).toHaveText('Yes: keys rotate every 90 days.');
  await expect(incoming.locator('.chat-header')).toContainText('Alex Admin');
  await expect(incoming).toHaveClass(/chat-start/);
  await expect(pageThread.locator('[data-comment="outgoing"]')).toHaveCount(2);
  const order = await pageThread.locator('.chat-bubble').allTextContents();
  expect(order).toEqual([
    'Is key rotation automatic?\nHow often?',
    '<b>Also</b> <img src=x onerror="window.__pwned=1"> the HSM vendor?',
    'Yes: keys rotate every 90 days.',
  ]);
});

test('a public visitor sees no conversation on an item page', async ({ page }) => {
  await page.goto('/product/platform/encryption-at-rest');
  await expect(page.getByRole('heading', { name: 'Encryption at rest', level: 1 })).toBeVisible();
  // Wait for the islands to hydrate before asserting an absence.
  await networkIdle(page);
  await expect(conversation(page)).toHaveCount(0);
  await expect(page.getByPlaceholder('Type here...')).toHaveCount(0);
});
