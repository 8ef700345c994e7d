/**
 * Texts of main-mode editing: the snacks and dialogs the admin shows after an edit (admin spec §8; product texts
 * where marked) and the edit API's own validation messages.
 */

/** Texts the admin shows after an edit. Failures of the spec's error catalogue are in `ERRORS` / `TEMPLATES`. */
export const EDIT_TEXTS = {
  cardHidden: 'Card hidden in Trust Center',
  cardShown: 'Card shown in Trust Center',
  placeholderUpdated: 'Placeholder text updated',
  iconSaved: 'Card icon saved. The icon may take a few minutes to appear',
  iconSavedAction: 'Refresh Page',
  iconReset: 'Card icon reset to default',
  iconDialogTitle: 'Change {title} card icon',
  iconHelp: '20px x 20px; png, jpeg, svg; max 1MB',
  sectionOrderUpdated: 'Updated section order',
  // product texts, worded like the spec's failures ("Failed to update cards order for {product} product")
  cardsOrderUpdated: 'Updated cards order for {product} product',
  itemsOrderUpdated: "Updated {card} card item's order",
  sectionOrderTooltip: 'The order in the Trust Center will reflect only enabled sections',
  separateOverview: 'Separate Overview and Certifications',
  combineSections: 'Combine {x} with {y}',
  customUrlCreated: 'Successfully created custom URL for {title}',
  // product texts of the custom URL dialog: earlier links keep working (permanent redirects)
  customUrlKeepsOld: 'The current link, {url}, keeps working after the change: it redirects permanently to the new URL once published.',
  customUrlFormer: 'Earlier links that redirect here:',
  itemMoved: 'Successfully moved {title} to {card}',
  deleteErrorTitle: 'Delete Error',
  modifiedAt: 'Modified at {date} by {name}',
  recurrenceEvery: 'Every {label}',
  saveError: 'Save error',
  planLocked: 'Upgrade your plan to unlock this feature',
  // product texts
  displayTextUpdated: 'Display text updated',
  cardTitleHint: 'One to three words work best.',
  duplicateWarning: '"{title}" already exists on the {card} card. Use the existing item there to avoid duplication.',
  unsavedTitle: 'Discard unsaved changes?',
  unsavedBody: 'You have unsaved changes on this card. If you continue, they will be lost.',
} as const;

/** Product texts of the edit API's own validation errors (the spec does not word them). */
export const EDIT_API_TEXTS = {
  sectionTwice: 'Each section can appear only once',
  sectionCombinedTwice: 'Overview and Certifications are either combined or separate, not both',
  sectionUnknown: 'Unknown section',
  sectionsEmpty: 'List at least one section',
  cardTwice: 'Each card can appear only once',
  cardUnknown: 'The product has no such card',
  itemsMismatch: 'The order must list every item of the card exactly once',
  nothingToUpdate: 'Nothing to update',
  moveNotAllowed: 'Items cannot be moved to this card',
  moveSourceLocked: 'Items of this card cannot be moved',
  notCustom: 'Only custom items can be deleted',
  notInCatalogue: 'This item is not in the catalogue of this card; add it as a custom item',
  titleFixed: "This item's title cannot be changed",
  itemsEmpty: 'Choose at least one item to add',
  iconType: 'Card icons must be png, jpeg or svg images',
  iconTooLarge: 'Card icons must be at most 1MB',
  iconEmpty: 'The icon file is empty',
  logoType: 'Logos must be png, jpeg, svg or webp images',
  logoTooLarge: 'Logos must be at most 1MB',
  logoEmpty: 'The logo file is empty',
  logoUnsafe: 'SVG logos must not contain scripts or load anything from another site',
  uploadUnknown: 'This upload does not exist or has expired; upload the icon again',
  assetUnknown: 'No card icon has this id',
  cardHasNoIcon: 'This card has no custom icon',
  featuredNotDocuments: 'Featured documents must be documents of this product',
  featuredOnlyDocuments: 'Only the documents card has featured documents',
} as const;

/** Fills `{name}` placeholders of an edit text. */
export function editText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
