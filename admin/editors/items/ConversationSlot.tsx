/**
 * The Conversation accordion of the item header (admin spec §2 screen 10). Comments appear only in
 * account-external mode when customization allows it (admin spec §6), so in the admin's main mode this slot
 * renders nothing; the comments feature fills it in.
 */
import type { Item } from '../../../content/schemas/item.ts';

export interface ConversationSlotProps {
  item: Item;
}

export function ConversationSlot(_props: ConversationSlotProps) {
  return null;
}
