/** Shared bits of the re-order dialogs. */
export { cardLabel, documentItemsOf } from '../../../../content/editing/layout.ts';
export { countsAsEnabled as countsAsEnabledState } from '../../../../content/schemas/item.ts';
