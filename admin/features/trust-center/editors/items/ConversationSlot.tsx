/**
 * The Conversation accordion of the item header (admin spec §2 screen 10, §4): the item's comment threads, one per
 * account, and a reply box for each. Staff messages are outgoing on this side, the account members' incoming.
 * A reply shows at once (optimistic) and is then replaced by the server's thread. Ctrl/Cmd+Enter or Send sends;
 * Enter alone is blocked (no line, no send); Shift+Enter adds a line.
 *
 * A "New" badge marks an item whose threads hold a member's comment newer than this staff member last opened its
 * Conversation (remembered in this browser's localStorage, per staff email); opening the accordion clears it.
 *
 * Comments exist only in account-external mode when customization allows it (admin spec §6): the slot renders
 * nothing unless the published customization enables comments or the item already has threads, and nothing for
 * staff without statuspage:edit.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_COMMENT_LENGTH } from '../../../../../content/contracts/conversations.ts';
import type { Item } from '../../../../../content/schemas/item.ts';
import { FormError, useWrite } from '../../../../ui/form.tsx';
import { useLoad } from '../../../../ui/load.tsx';
import { ScrollRegion } from '../../../../ui/Table.tsx';
import { $focusItem } from '../../editing.ts';
import { $session } from '../../../../stores/session.ts';
import { fetchItemThreads, replyToThread, type AccountThread, type Comment } from '../../api.ts';
import { CommentBubble, onReplyKey } from '../../../../../site/components/islands/comment-bubble.tsx';

export const SLOT_TEXTS = {
  title: 'Conversation',
  empty: 'No account has started a conversation on this item yet.',
  placeholder: 'Type here...',
  send: 'Send',
  /** Marks an item with member comments newer than this staff member's last look. */
  newComments: 'New',
  replyLabel: (account: string) => `Reply to ${account}`,
} as const;

/** Longest comment the edge accepts. */
export const REPLY_MAX_LENGTH = MAX_COMMENT_LENGTH;
/** The "N / 5000" counter shows once the reply is longer than this. */
export const REPLY_COUNTER_FROM = 4500;

export interface ConversationSlotProps {
  item: Item;
}

const seenKey = (email: string) => `glasshouse:conversation-seen:${email}`;

/** When this staff member last opened each item's Conversation (the newest member comment then), by item uid. */
function readSeen(email: string): Record<string, number> {
  try {
    const value = JSON.parse(window.localStorage.getItem(seenKey(email)) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeSeen(email: string, itemUid: string, at: number): void {
  try {
    window.localStorage.setItem(seenKey(email), JSON.stringify({ ...readSeen(email), [itemUid]: at }));
  } catch {
    // Storage full or blocked: the marker simply shows again next time.
  }
}

function sorted(list: Comment[]): Comment[] {
  return [...list].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function ConversationSlot({ item }: ConversationSlotProps) {
  const session = useStore($session);
  const mayEdit = session.status === 'signed-in' && session.session.permissions.includes('statuspage:edit');
  // The threads (none shown when they cannot be read).
  const { data, setData } = useLoad(fetchItemThreads, item.itemUid, { enabled: mayEdit });
  const focus = useStore($focusItem);
  const details = useRef<HTMLDetailsElement>(null);
  const staffEmail = session.status === 'signed-in' ? session.session.email : '';
  const [seenAt, setSeenAt] = useState(() => readSeen(staffEmail)[item.itemUid] ?? 0);

  const shown = mayEdit && !!data && (data.enabled || data.threads.length > 0);
  // Opened from a new-comment email (`/admin?item=`): open this accordion and bring it into view, once.
  useEffect(() => {
    if (!shown || focus !== item.itemUid || !details.current) return;
    details.current.open = true;
    details.current.scrollIntoView({ block: 'center' });
    $focusItem.set(null);
  }, [shown, focus, item.itemUid]);

  if (!shown) return null;
  const count = data.threads.reduce((n, t) => n + t.comments.length, 0);
  const newestFromMembers = Math.max(0, ...data.threads.flatMap((t) => t.comments.filter((c) => c.member && !c.orgMem).map((c) => c.timestamp)));
  const unread = newestFromMembers > seenAt;
  const onToggle = () => {
    if (!details.current?.open || !unread) return;
    writeSeen(staffEmail, item.itemUid, newestFromMembers);
    setSeenAt(newestFromMembers);
  };
  const replace = (accountId: string, comments: Comment[]) =>
    setData((d) => (d ? { ...d, threads: d.threads.map((t) => (t.account.id === accountId ? { ...t, comments: sorted(comments) } : t)) } : d));

  return (
    <details
      ref={details}
      className="collapse-arrow collapse my-1 border border-base-300 bg-base-100"
      data-conversation-slot={item.itemUid}
      onToggle={onToggle}
    >
      <summary className="collapse-title min-h-0 py-2 text-sm font-medium">
        {SLOT_TEXTS.title} <span className="badge badge-sm badge-ghost">{count}</span>
        {unread && (
          <span className="badge badge-sm badge-primary ml-1" data-conversation-new>
            {SLOT_TEXTS.newComments}
          </span>
        )}
      </summary>
      <div className="collapse-content space-y-4 text-sm">
        {data.threads.length === 0 && <p className="opacity-70">{SLOT_TEXTS.empty}</p>}
        {data.threads.map((thread) => (
          <ThreadView
            key={thread.account.id}
            itemUid={item.itemUid}
            thread={thread}
            staffName={session.status === 'signed-in' ? session.session.name || session.session.email : ''}
            onThread={(c) => replace(thread.account.id, c)}
          />
        ))}
      </div>
    </details>
  );
}

function ThreadView({
  itemUid,
  thread,
  staffName,
  onThread,
}: {
  itemUid: string;
  thread: AccountThread;
  staffName: string;
  onThread(comments: Comment[]): void;
}) {
  const [text, setText] = useState('');
  const write = useWrite();
  const id = useId();

  async function send() {
    const content = text.trim();
    if (!content) return;
    setText('');
    const before = thread.comments;
    const last = before[before.length - 1];
    const pending: Comment = {
      id: `pending-${Date.now()}`,
      itemUid,
      content,
      timestamp: Date.now(),
      realAccId: thread.account.id,
      productId: last?.productId ?? 'pending',
      orgMem: { user: { displayName: staffName } },
    };
    onThread([...before, pending]);
    const sent = await write.run(async () => onThread(await replyToThread(itemUid, thread.account.id, content)));
    if (!sent) {
      onThread(before);
      setText(content);
    }
  }
  // Same keys as the visitor side.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => onReplyKey(event, () => void send());

  return (
    <section aria-labelledby={`${id}-title`} data-thread-account={thread.account.id}>
      <h4 id={`${id}-title`} className="mb-1 font-semibold">
        {thread.account.name}
      </h4>
      <ScrollRegion label="Comments" className="max-h-72 overflow-y-auto">
        <ol className="space-y-1">
          {thread.comments.map((c) => (
            <CommentBubble
              key={c.id}
              author={c.orgMem ? c.orgMem.user.displayName : c.member?.name || c.member?.email || ''}
              timestamp={c.timestamp}
              content={c.content}
              outgoing={!!c.orgMem}
            />
          ))}
        </ol>
      </ScrollRegion>
      <FormError error={write.error?.message} className="mt-1" />
      {/* Not a form: the item header sits inside the card editor's form. */}
      <div className="mt-2 flex items-end gap-2">
        <textarea
          className="textarea textarea-bordered min-h-0 flex-1 text-sm"
          rows={2}
          aria-label={SLOT_TEXTS.replyLabel(thread.account.name)}
          placeholder={SLOT_TEXTS.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={REPLY_MAX_LENGTH}
        />
        <button type="button" className="btn btn-primary btn-sm" disabled={!text.trim()} onClick={() => void send()}>
          {SLOT_TEXTS.send}
        </button>
      </div>
      {text.length > REPLY_COUNTER_FROM && (
        <p className={`mt-1 text-right text-xs ${text.length >= REPLY_MAX_LENGTH ? 'text-error' : ''}`} data-comment-counter>
          {text.length} / {REPLY_MAX_LENGTH}
        </p>
      )}
    </section>
  );
}
