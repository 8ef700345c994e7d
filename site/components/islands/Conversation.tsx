/**
 * The "Conversation" thread on an item (visitor spec §2 "Comments", §4, §5, §6): shown only in AccountExternal mode
 * when the customization allows comments, to the signed-in member, on an item the account sees unlocked. One
 * thread per account and item: comments from the viewer's side (the account's members) are outgoing, the
 * provider's staff incoming with their display name.
 *
 * Enter alone is blocked (no line, no send); Shift+Enter adds a line; Ctrl/Cmd+Enter or Send sends the trimmed text
 * (empty text is not sent). A comment
 * shows at once (optimistic) and is then replaced by the server's list. Text is rendered as text (React escapes it).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { $viewer, type AccountViewer } from '../../lib/viewer-mode.ts';
import { fetchComments, postComment, sortComments, type Comment } from './conversation-client.ts';
import { ApiError } from '../../lib/request.ts';
import { CommentBubble, onReplyKey } from './comment-bubble.tsx';

export const CONVERSATION_TEXTS = {
  title: 'Conversation',
  empty: 'Type below to start a conversation',
  placeholder: 'Type here...',
  send: 'Send',
  inputLabel: 'Your comment',
  you: 'You',
  hint: 'Ctrl+Enter to send, Shift+Enter for a new line',
} as const;

/**
 * Longest comment the edge accepts (`MAX_COMMENT_LENGTH` in content/contracts/conversations.ts, repeated here so that
 * this island imports no zod).
 */
export const COMMENT_MAX_LENGTH = 5000;
/** The "N / 5000" counter shows once the text is longer than this. */
export const COMMENT_COUNTER_FROM = 4500;

export interface ConversationProps {
  orgId: string;
  itemUid: string;
  productId: string;
  /** `card`: a card of its own (an item's page); default: a block under the item's details (the item dialog). */
  variant?: 'card' | 'inline';
}

function canComment(viewer: ReturnType<typeof $viewer.get>, itemUid: string, productId: string): viewer is AccountViewer {
  if (viewer.kind !== 'account' || !viewer.view.customization.commentsEnabled) return false;
  return viewer.view.items.some((i) => i.itemUid === itemUid && i.productId === productId && !i.locked);
}

export default function Conversation(props: ConversationProps) {
  const viewer = useStore($viewer);
  // The static page is rendered for Public mode: nothing until hydrated, so hydration always matches.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !canComment(viewer, props.itemUid, props.productId)) return null;
  return <Thread {...props} viewer={viewer} />;
}

function Thread({ orgId, itemUid, productId, variant = 'inline', viewer }: ConversationProps & { viewer: AccountViewer }) {
  const [comments, setComments] = useState<Comment[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();

  useEffect(() => {
    let live = true;
    fetchComments({ orgId, itemUid, productId })
      .then((server) => live && setComments(sortComments(server)))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [orgId, itemUid, productId]);

  // The newest comment in view, each time the thread changes.
  useEffect(() => {
    const el = list.current;
    if (el && comments.length > 0) el.scrollTop = el.scrollHeight;
  }, [comments]);

  const send = useCallback(async () => {
    const content = text.trim();
    if (!content) return;
    setText('');
    setError(null);
    const pending: Comment = {
      id: `pending-${Date.now()}`,
      itemUid,
      productId,
      content,
      timestamp: Date.now(),
      realAccId: viewer.accountId,
      member: {
        accountId: viewer.accountId,
        firstName: viewer.member.firstName,
        lastName: viewer.member.lastName,
        name: nameOf(viewer),
        email: viewer.member.email,
        createdAt: Date.now(),
      },
    };
    setComments((current) => sortComments([...current, pending]));
    try {
      setComments(sortComments(await postComment({ orgId, itemUid, productId }, content)));
    } catch (e) {
      setComments((current) => current.filter((c) => c.id !== pending.id));
      setText((current) => current || content);
      setError(e instanceof ApiError ? e.message : String(e));
    }
  }, [text, orgId, itemUid, productId, viewer]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => onReplyKey(event, () => void send());
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <section
      className={variant === 'card' ? 'card card-border mt-6 bg-base-100 p-6 shadow-sm' : 'mt-4 border-t border-base-200 pt-3'}
      aria-label={CONVERSATION_TEXTS.title}
      data-conversation={itemUid}
      data-pagefind-ignore
    >
      <h3 className="mb-2 text-sm font-semibold">{CONVERSATION_TEXTS.title}</h3>
      <ol ref={list} className="max-h-80 space-y-1 overflow-y-auto" aria-live="polite" aria-busy={!loaded}>
        {loaded && comments.length === 0 && !error && <li className="py-2 text-sm opacity-70">{CONVERSATION_TEXTS.empty}</li>}
        {comments.map((c) => {
          const author = c.member
            ? c.member.email === viewer.member.email
              ? CONVERSATION_TEXTS.you
              : c.member.name || c.member.email
            : (c.orgMem?.user.displayName ?? '');
          return (
            <CommentBubble key={c.id} author={author} timestamp={c.timestamp} content={c.content} outgoing={!!c.member} pending={c.id.startsWith('pending-')} />
          );
        })}
      </ol>
      {error && (
        <p className="mt-2 text-sm text-error" role="alert">
          {error}
        </p>
      )}
      <form className="mt-2 flex items-end gap-2" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          {CONVERSATION_TEXTS.inputLabel}
        </label>
        <textarea
          id={inputId}
          className="textarea textarea-bordered min-h-0 flex-1 text-sm"
          rows={2}
          placeholder={CONVERSATION_TEXTS.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={COMMENT_MAX_LENGTH}
          aria-describedby={`${inputId}-hint`}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={!text.trim()}>
          {CONVERSATION_TEXTS.send}
        </button>
      </form>
      <p id={`${inputId}-hint`} className="mt-1 flex justify-between gap-2 text-xs">
        <span className="opacity-60">{CONVERSATION_TEXTS.hint}</span>
        {text.length > COMMENT_COUNTER_FROM && (
          <span data-comment-counter className={text.length >= COMMENT_MAX_LENGTH ? 'text-error' : ''}>
            {text.length} / {COMMENT_MAX_LENGTH}
          </span>
        )}
      </p>
    </section>
  );
}

function nameOf(viewer: AccountViewer): string {
  return [viewer.member.firstName, viewer.member.lastName].filter(Boolean).join(' ') || viewer.member.email;
}
