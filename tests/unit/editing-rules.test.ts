/**
 * Main-mode editing rules shared by the admin and the edge (`content/editing/`) and the item editor's form
 * (`admin/features/trust-center/editors/items/item-form.ts`): card actions per card and permission, rename and
 * move rules, section order consistency, recurrence labels, document items, and the item form's messages and
 * changes.
 */
import { describe, expect, it } from 'vitest';
import { CardPatchBodySchema, CustomUrlBodySchema, SectionOrderBodySchema } from '../../content/contracts/trust-center.ts';
import { canChangeIcons, canRenameCard, canRenameItem, cardActionsFor, type EditorGrants } from '../../content/editing/permissions.ts';
import { documentItemsOf, moveDestinations, sectionOrderProblem } from '../../content/editing/layout.ts';
import { recurrenceText } from '../../content/editing/catalogue.ts';
import { MESSAGES } from '../../content/messages.ts';
import { ItemSchema, type Item } from '../../content/schemas/item.ts';
import { PLAN_FEATURES, ROLE_PERMISSIONS } from '../../content/schemas/staff.ts';
import { findDuplicate, formChanges, itemToForm, validateItemForm } from '../../admin/features/trust-center/editors/items/item-form.ts';
import { slugProblem } from '../../admin/features/trust-center/dialogs/CustomUrlDialog.tsx';
import { sectionRows } from '../../admin/features/trust-center/dialogs/ReorderSectionsDialog.tsx';

const all = [...PLAN_FEATURES];
const admin: EditorGrants = { permissions: ROLE_PERMISSIONS.admin, features: all };
const editor: EditorGrants = { permissions: ROLE_PERMISSIONS.editor, features: all };
const viewer: EditorGrants = { permissions: ROLE_PERMISSIONS.viewer, features: all };

function item(overrides: Partial<Item> = {}): Item {
  return ItemSchema.parse({ itemUid: 'itm_a', productId: 'p', cardKind: 'dataSecurity', title: 'Encryption', slug: 'encryption', ...overrides });
}

describe('card actions', () => {
  it('gives an admin every action of a grid card, in menu order', () => {
    expect(cardActionsFor('dataSecurity', admin)).toEqual(['edit', 'displayText', 'visibility', 'placeholder', 'reorderItems', 'icon']);
  });
  it('limits actions per card', () => {
    expect(cardActionsFor('subprocessors', admin)).toEqual(['edit', 'displayText', 'visibility', 'icon']);
    expect(cardActionsFor('riskProfile', admin)).not.toContain('reorderItems');
    expect(cardActionsFor('documents', admin)).not.toContain('placeholder');
  });
  it('leaves the icon out without assets:edit or without the plan feature', () => {
    expect(cardActionsFor('dataSecurity', editor)).not.toContain('icon');
    expect(canChangeIcons({ permissions: ROLE_PERMISSIONS.admin, features: all.filter((f) => f !== 'replaceIcons') })).toBe(false);
    expect(canChangeIcons(admin)).toBe(true);
  });
  it('gives a viewer no actions (the expand icon instead)', () => {
    expect(cardActionsFor('dataSecurity', viewer)).toEqual([]);
  });
});

describe('rename and move rules', () => {
  it('renames items with renameCards or when custom, never certifications and security grades', () => {
    expect(canRenameItem(item(), all)).toBe(true);
    expect(canRenameItem(item(), [])).toBe(false);
    expect(canRenameItem(item({ custom: { id: 'c', cardType: 'dataSecurity', text: { title: 'x' } } }), [])).toBe(true);
    expect(canRenameItem(item({ cardKind: 'certifications' }), all)).toBe(false);
    expect(canRenameItem(item({ cardKind: 'securityGrades', custom: { id: 'c', cardType: 'securityGrades', text: { title: 'x' } } }), all)).toBe(false);
    expect(canRenameCard(all)).toBe(true);
    expect(canRenameCard([])).toBe(false);
  });
  it('moves only to other cards of the product outside the excluded kinds', () => {
    const kinds = ['dataSecurity', 'legal', 'overview', 'documents', 'certifications', 'trustedBy', 'subprocessors', 'customerData', 'riskProfile'] as const;
    const cards = kinds.map((kind) => ({ productId: 'p', kind }));
    const other = { productId: 'q', kind: 'policies' } as const;
    expect(moveDestinations([...cards, other], item()).map((c) => c.kind)).toEqual(['legal']);
  });
});

describe('sections', () => {
  it('finds repeated and doubly combined sections', () => {
    expect(sectionOrderProblem(['overview', 'cards'])).toBeUndefined();
    expect(sectionOrderProblem(['cards', 'cards'])).toBe('Each section can appear only once');
    expect(sectionOrderProblem(['overview_and_certifications', 'certifications'])).toBeDefined();
    expect(SectionOrderBodySchema.safeParse({ sections: ['overview', 'nope'] }).error?.issues[0]?.message).toBe('Unknown section');
  });
  it('lists the page order first, then the sections it leaves out, combined or separate', () => {
    expect(sectionRows({ sectionOrder: ['cards', 'overview_and_certifications'] })).toEqual([
      'cards',
      'overview_and_certifications',
      'trusted_by',
      'subprocessors',
      'documents',
      'knowledge_base',
      'updates',
      'help',
    ]);
    expect(sectionRows({ sectionOrder: ['help'] })[0]).toBe('help');
    expect(sectionRows({ sectionOrder: ['help'] })).toContain('overview');
    expect(sectionRows({ sectionOrder: ['help'] })).not.toContain('overview_and_certifications');
  });
});

describe('texts and bodies', () => {
  it('writes recurrence as "Every {label}", nothing for none', () => {
    expect(recurrenceText('year')).toBe('Every year');
    expect(recurrenceText('half-year')).toBe('Every half-year');
    expect(recurrenceText('none')).toBe('');
  });
  it('validates card changes and custom URLs with the spec messages', () => {
    expect(CardPatchBodySchema.safeParse({ displayText: 'abc' }).error?.issues[0]?.message).toBe(MESSAGES.displayTextHelper);
    expect(CardPatchBodySchema.safeParse({ displayText: '' }).success).toBe(true);
    expect(CardPatchBodySchema.safeParse({ placeholder: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(MESSAGES.placeholderTooLong);
    expect(CustomUrlBodySchema.safeParse({ slug: 'A b' }).error?.issues[0]?.message).toBe(MESSAGES.slugInvalid);
    expect(CustomUrlBodySchema.safeParse({ slug: 'a'.repeat(100) }).error?.issues[0]?.message).toBe(MESSAGES.slugTooLong);
  });
  it('lists the documents card items first, then items holding documents', () => {
    const items = [item({ itemUid: 'a', files: ['f'], position: 2 }), item({ itemUid: 'b' }), item({ itemUid: 'c', cardKind: 'documents', position: 5 })];
    expect(documentItemsOf(items, 'p').map((i) => i.itemUid)).toEqual(['c', 'a']);
  });
});

describe('item form', () => {
  it('reports each field with its message', () => {
    const form = { ...itemToForm(item()), title: 'X', expiry: '2026-13-01', link: 'nope', href: 'http://127.0.0.1/' };
    expect(validateItemForm(form, item(), all)).toEqual({
      title: MESSAGES.itemTitleLength,
      link: MESSAGES.invalidUrl,
      href: MESSAGES.invalidUrl,
    });
    const report = item({ cardKind: 'reports' });
    expect(validateItemForm({ ...itemToForm(report), expiry: '2026-13-01' }, report, all)).toEqual({ expiry: MESSAGES.invalidExpiration });
  });
  it('requires a type and a file on document items', () => {
    const doc = item({ cardKind: 'documents' });
    expect(validateItemForm(itemToForm(doc), doc, all)).toEqual({ type: MESSAGES.itemTypeRequired, files: MESSAGES.documentFileRequired });
  });
  it('checks the title only when the item may be renamed', () => {
    expect(validateItemForm({ ...itemToForm(item()), title: '' }, item(), [])).toEqual({});
  });
  it('sends only the changed fields, list entries trimmed', () => {
    const before = itemToForm(item());
    expect(formChanges(before, { ...before, tags: ['x'], listEntries: [' a ', ''] })).toEqual({ tags: ['x'], listEntries: ['a'] });
    expect(formChanges(before, before)).toEqual({});
  });
  it('finds a duplicate title on any card of the product', () => {
    const draft = { items: [item({ itemUid: 'x', title: 'Backups', cardKind: 'legal' })], cards: [{ productId: 'p', kind: 'legal', title: '' }] } as never;
    expect(findDuplicate(draft, 'p', ' backups ')?.cardTitle).toBe('Legal');
    expect(findDuplicate(draft, 'q', 'Backups')).toBeUndefined();
  });
  it('checks custom URL slugs against the other items', () => {
    const draft = { items: [item({ itemUid: 'x', title: 'Other', slug: 'taken' })] } as never;
    expect(slugProblem(draft, item(), 'taken')).toBe('This URL slug is already in use by item: Other');
    expect(slugProblem(draft, item(), 'Bad Slug')).toBe(MESSAGES.slugInvalid);
    expect(slugProblem(draft, item(), 'a'.repeat(100))).toBe(MESSAGES.slugTooLong);
    expect(slugProblem(draft, item(), 'fine-slug')).toBeUndefined();
  });
});
