/**
 * What the two sides of an item's conversation share (the member's `Conversation` island and the admin's item
 * header): one comment as a chat bubble, and the keys of the reply box.
 */
import type { KeyboardEvent } from 'react';
import { formatDateTime } from '../../../content/dates.ts';

/**
 * One comment: its author and time above the text, on the right when it is from this side of the conversation
 * (`outgoing`), on the left otherwise. The text is rendered as text.
 */
export function CommentBubble({
  author,
  timestamp,
  content,
  outgoing,
  pending = false,
}: {
  author: string;
  timestamp: number;
  content: string;
  outgoing: boolean;
  /** Shown before the edge stored it (optimistic). */
  pending?: boolean;
}) {
  return (
    <li className={`chat ${outgoing ? 'chat-end' : 'chat-start'}`} data-comment={outgoing ? 'outgoing' : 'incoming'} data-pending={pending || undefined}>
      <div className="chat-header text-xs opacity-70">
        {author} <time dateTime={new Date(timestamp).toISOString()}>{formatDateTime(timestamp)}</time>
      </div>
      <div className={`chat-bubble whitespace-pre-wrap break-words text-sm ${outgoing ? 'chat-bubble-primary' : ''}`}>{content}</div>
    </li>
  );
}

/**
 * The reply box's keys (visitor spec §2): Enter alone is blocked (no line, no send); Ctrl/Cmd+Enter sends;
 * Shift+Enter keeps the browser's new line. An Enter that confirms an input method's composition (e.g. Japanese) is
 * left to the input method.
 */
export function onReplyKey(event: KeyboardEvent<HTMLTextAreaElement>, send: () => void): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (event.ctrlKey || event.metaKey) send();
}
