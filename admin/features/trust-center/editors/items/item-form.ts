/**
 * The item editor's form (admin spec §3 "Item", §5): which fields each card kind edits, the form value of an
 * item, its validation with the spec's messages and the changed fields a save sends.
 */
import { DOCUMENT_ITEM_KINDS } from '../../../../../content/editing/catalogue.ts';
import { canRenameItem } from '../../../../../content/editing/permissions.ts';
import type { ItemEditBody } from '../../../../../content/contracts/trust-center.ts';
import { MESSAGES } from '../../../../../content/messages.ts';
import { OptionalUrlSchema, WebsiteUrlSchema } from '../../../../../content/schemas/common.ts';
import { CARD_KIND_LABELS, type Card, type CardKind } from '../../../../../content/schemas/card.ts';
import { ExpirySchema, ItemTitleSchema, type EnabledState, type Item } from '../../../../../content/schemas/item.ts';
import type { Snapshot } from '../../../../../content/schemas/snapshot.ts';
import type { PlanFeature } from '../../../../../content/schemas/staff.ts';
import type { BridgeLetter } from '../../../../../content/schemas/bridge-letter.ts';
import { EMPTY_BRIDGE_LETTER, bridgeLetterErrors } from '../../../documents/BridgeLetterFields.tsx';

export type ItemField =
  | 'title'
  | 'enabledState'
  | 'tags'
  | 'type'
  | 'files'
  | 'auditor'
  | 'expiry'
  | 'link'
  | 'href'
  | 'maturity'
  | 'recurrence'
  | 'explanation'
  | 'listEntries'
  | 'choice'
  | 'publicAccess'
  | 'bridgeLetter';

/** The editable part of an item. */
export interface ItemForm {
  title: string;
  enabledState: EnabledState;
  tags: string[];
  type: string;
  files: string[];
  auditor: string;
  expiry: string;
  link: string;
  href: string;
  maturity: string;
  recurrence: string;
  explanation: string;
  listEntries: string[];
  choice: string;
  publicAccess: boolean;
  hidden: boolean;
  /** Report items: the bridge letter (admin spec §3). */
  bridgeLetter: BridgeLetter;
}

const CONTROL_FIELDS: ItemField[] = [
  'title',
  'enabledState',
  'tags',
  'maturity',
  'recurrence',
  'explanation',
  'listEntries',
  'choice',
  'link',
  'href',
  'files',
  'publicAccess',
];

const FIELDS_BY_KIND: Partial<Record<CardKind, ItemField[]>> = {
  documents: ['title', 'type', 'files', 'expiry', 'explanation', 'publicAccess'],
  certifications: ['title', 'enabledState', 'auditor', 'expiry', 'tags', 'recurrence', 'link', 'files', 'explanation', 'publicAccess'],
  reports: [
    'title',
    'enabledState',
    'type',
    'files',
    'bridgeLetter',
    'auditor',
    'expiry',
    'tags',
    'recurrence',
    'link',
    'explanation',
    'listEntries',
    'publicAccess',
  ],
  policies: ['title', 'enabledState', 'type', 'files', 'tags', 'recurrence', 'explanation', 'publicAccess'],
  questionnaires: ['title', 'enabledState', 'type', 'files', 'explanation', 'publicAccess'],
  overview: ['title', 'enabledState', 'explanation', 'listEntries', 'link', 'publicAccess'],
};

/** The fields the item editor shows for items of a card kind. */
export function itemFieldsFor(kind: CardKind): ItemField[] {
  return FIELDS_BY_KIND[kind] ?? CONTROL_FIELDS;
}

export function itemToForm(item: Item): ItemForm {
  return {
    title: item.title,
    enabledState: item.enabledState,
    tags: [...item.tags],
    type: item.type,
    files: [...item.files],
    auditor: item.auditor,
    expiry: item.expiry,
    link: item.link,
    href: item.href,
    maturity: item.maturity,
    recurrence: item.recurrence,
    explanation: item.explanation,
    listEntries: [...item.listEntries],
    choice: item.choice,
    publicAccess: item.publicAccess,
    hidden: item.hidden,
    bridgeLetter: { ...EMPTY_BRIDGE_LETTER, ...item.bridgeLetter },
  };
}

/** The fields whose value differs, as the save call's body. */
export function formChanges(initial: ItemForm, value: ItemForm): ItemEditBody {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(value) as (keyof ItemForm)[]) {
    if (JSON.stringify(value[key]) !== JSON.stringify(initial[key])) changes[key] = value[key];
  }
  if ('listEntries' in changes) changes.listEntries = value.listEntries.map((e) => e.trim()).filter(Boolean);
  return changes as ItemEditBody;
}

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/**
 * Messages for the invalid fields of one item's form, keyed by field. Only fields the kind edits are checked;
 * the title only when the item may be renamed.
 */
export function validateItemForm(form: ItemForm, item: Item, features: readonly PlanFeature[]): Partial<Record<ItemField, string>> {
  const fields = new Set(itemFieldsFor(item.cardKind));
  const errors: Partial<Record<ItemField, string>> = {};
  const set = (field: ItemField, message: string | undefined) => {
    if (message && fields.has(field)) errors[field] = message;
  };
  if (canRenameItem(item, features)) set('title', firstMessage(ItemTitleSchema.safeParse(form.title)));
  if (DOCUMENT_ITEM_KINDS.includes(item.cardKind)) {
    if (form.type.trim() === '') set('type', MESSAGES.itemTypeRequired);
    if (form.files.length === 0) set('files', MESSAGES.documentFileRequired);
  }
  set('expiry', firstMessage(ExpirySchema.safeParse(form.expiry.trim())));
  set('link', firstMessage(OptionalUrlSchema.safeParse(form.link)));
  set('href', firstMessage(WebsiteUrlSchema.safeParse(form.href)));
  set('bridgeLetter', Object.values(bridgeLetterErrors(form.bridgeLetter))[0]);
  return errors;
}

/**
 * An item of the product with this title (the duplicate warning of admin spec §5: advise using the existing
 * item), or undefined.
 */
export function findDuplicate(draft: Snapshot, productId: string, title: string): { item: Item; cardTitle: string } | undefined {
  const wanted = title.trim().toLowerCase();
  if (!wanted) return undefined;
  const item = draft.items.find((i) => i.productId === productId && i.title.trim().toLowerCase() === wanted);
  if (!item) return undefined;
  const card: Card | undefined = draft.cards.find((c) => c.productId === productId && c.kind === item.cardKind);
  return { item, cardTitle: card?.title || CARD_KIND_LABELS[item.cardKind] };
}
