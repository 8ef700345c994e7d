/**
 * Who may do what in main-mode editing (admin spec §2 screen 1, §5, §6), shared by the admin and the edge so a
 * person sees the same rule the API enforces: the card actions per card, changing icons, renaming cards and items.
 */
import type { CardKind } from '../schemas/card.ts';
import type { Item } from '../schemas/item.ts';
import type { Permission, PlanFeature } from '../schemas/staff.ts';

/** The card actions menu, in menu order. */
export const CARD_ACTIONS = ['edit', 'displayText', 'visibility', 'placeholder', 'reorderItems', 'icon'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * Per-card allowed actions. Section cards (overview, certifications, trusted-by, subprocessors, documents) have no
 * placeholder (they are left out when empty); trusted-by and subprocessors order their entries in their own
 * editors; the single-item cards (risk profile, security grades) have nothing to re-order.
 */
const ACTIONS_BY_KIND: Partial<Record<CardKind, readonly CardAction[]>> = {
  overview: ['edit', 'displayText', 'visibility', 'reorderItems', 'icon'],
  certifications: ['edit', 'displayText', 'visibility', 'reorderItems', 'icon'],
  documents: ['edit', 'displayText', 'visibility', 'reorderItems', 'icon'],
  trustedBy: ['edit', 'displayText', 'visibility', 'icon'],
  subprocessors: ['edit', 'displayText', 'visibility', 'icon'],
  riskProfile: ['edit', 'displayText', 'visibility', 'placeholder', 'icon'],
  securityGrades: ['edit', 'displayText', 'visibility', 'placeholder', 'icon'],
};

export interface EditorGrants {
  /** The staff member's permissions. */
  permissions: readonly Permission[];
  /** The plan's features. */
  features: readonly PlanFeature[];
}

/** Whether the staff member edits in main mode (statuspage:edit); others see an expand icon instead of the menu. */
export function canEditTrustCenter(grants: Pick<EditorGrants, 'permissions'>): boolean {
  return grants.permissions.includes('statuspage:edit');
}

/** Changing a card icon needs assets:edit and the plan's replaceIcons feature (admin spec §6). */
export function canChangeIcons(grants: EditorGrants): boolean {
  return grants.permissions.includes('assets:edit') && grants.features.includes('replaceIcons');
}

/** The actions a staff member gets in a card's menu. */
export function cardActionsFor(kind: CardKind, grants: EditorGrants): CardAction[] {
  if (!canEditTrustCenter(grants)) return [];
  const base = ACTIONS_BY_KIND[kind] ?? CARD_ACTIONS;
  return base.filter((action) => action !== 'icon' || canChangeIcons(grants));
}

/** Card titles may be renamed only when the plan allows it (admin spec §5). */
export function canRenameCard(features: readonly PlanFeature[]): boolean {
  return features.includes('renameCards');
}

/** Cards whose items are never renamed (admin spec §5). */
export const FIXED_TITLE_KINDS: readonly CardKind[] = ['certifications', 'securityGrades'];

/**
 * Item titles may be renamed when the plan allows renaming or the item is custom, and never on certifications and
 * security grades (admin spec §5).
 */
export function canRenameItem(item: Pick<Item, 'cardKind' | 'custom'>, features: readonly PlanFeature[]): boolean {
  if (FIXED_TITLE_KINDS.includes(item.cardKind)) return false;
  return features.includes('renameCards') || !!item.custom;
}
