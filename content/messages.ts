/**
 * Validation messages: the exact strings of the specification (`spec/visitor-portal.md` §5 and
 * `spec/admin-editing.md` §5). Schemas, forms and the edge all read them from here, so the text a person sees
 * is the same whichever layer caught the problem.
 */
export const MESSAGES = {
  // visitor §5 — access request form
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'This email is invalid',
  companyNameRequired: 'Company name is required',
  mustAgree: 'You must agree to the terms',
  fieldRequired: 'This field is required',
  pointOfContactInvalid: 'Please enter a valid email',
  pointOfContactEmpty: "Enter your contact's email within this organization",
  selectProduct: 'Please select at least one product',
  max24: 'Max 24 characters',
  notWorkEmail: 'Please use your work email.',
  // visitor §5 — login form
  loginEmailRequired: 'You must provide an email.',
  // visitor §5 — invite emails
  required: 'Required',
  inviteInvalid: '"{value}" is not a valid email',
  inviteDuplicate: '"{value}" has already been added',
  // admin §5
  typeRequired: 'Type is required',
  customIconRequired: 'Custom icon is required',
  productIdForIcons: 'productId must be defined to replace card icons',
  displayTextHelper: 'Must be at least 4 characters, or leave empty for default.',
  placeholderTooLong: 'Placeholder text cannot exceed 1000 characters',
  slugInvalid: 'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
  slugTooLong: 'URL slug must be less than 100 characters',
  slugInUse: 'This URL slug is already in use by item: {title}',
  documentFileRequired: 'Please upload a file to save this item.',
  itemTypeRequired: 'Select an item type to save this item',
  letterContentRequired: 'Letter Content is required',
  signerNameRequired: 'Signer Name is required',
  signerTitleRequired: 'Signer Title is required',
  invalidExpiration: 'Invalid expiration date',
  invalidUrl: 'Please enter a valid URL.',
  hackeroneLink: 'Please enter a valid HackerOne link, e.g. {host}/acme (without query parameters)',
  companyRequired: 'This field is required',
  gradeFieldRequired: 'This field is required.',
  gradeDomainFormat: 'Use format "{host}", without www. or http/s',
  invalidGrade: 'Invalid grade.',
  getGrade: 'Click on "Get Grade" button.',
  justUse: 'Just use: "{name}"',
  // product texts: security grade ranges and URL prefixes the spec states as rules without wording
  gradeUrlPrefix: 'Use a link that starts with "{prefix}"',
  gradeBitSight: 'Enter a number from 300 to 820.',
  gradeBlackKite: 'Enter a letter grade from A+ to F.',
  gradeCyberVadis: 'Enter a number from 0 to 1000.',
  gradeUpGuard: 'Enter a number from 0 to 950, or a letter from A to E without +/-.',
  gradeRiskRecon: 'Enter a number from 0 to 10 with at most one decimal, or a letter from A to F without +/-.',
  // product texts: plan gating (admin spec §6 words the first; the second is "Upgrade to {plan} to ...")
  planLocked: 'Upgrade your plan to unlock this feature',
  planUpgradeTo: 'Upgrade to {plan} to {action}',
  // product texts for lengths the spec states as ranges
  itemTitleLength: 'Title must be between 2 and 100 characters',
  cardTitleLength: 'Card title must be between 2 and 50 characters',
  displayTextLength: 'Must be at least 4 characters, or leave empty for default.',
  websiteTooLong: 'Website URL must be at most 100 characters',
  // product texts: links the portal opens or loads are web addresses only (no javascript:, data: …)
  linkScheme: 'Use a link that starts with https:// or http://',
  linkSchemeHttps: 'Use a link that starts with https://',
  recoveryNumber: 'Enter a number from 0 to 99',
  // product texts: selections and names the API checks
  selectDocument: 'Select at least one document.',
  bulkTooMany: 'At most {max} documents can be downloaded at once.',
  accountNameRequired: 'Account name is required',
  productIdRequired: 'productId is required',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders of a message. */
export function message(key: MessageKey, values: Record<string, string | number> = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
