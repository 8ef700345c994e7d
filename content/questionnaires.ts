/**
 * Questionnaires and TPRM (visitor spec §2 "Questionnaires and TPRM", §4 flows, §6 roles, §9 constants): the texts
 * the visitor sees, the upload limits, and who may use the two features. Pure and runtime-neutral, so the edge
 * (validation), the site's islands (the same checks before sending) and the admin read one definition.
 */
import type { PortalView } from './policy.ts';

/** Largest questionnaire file a member may upload (bytes). */
export const MAX_QUESTIONNAIRE_BYTES = 25 * 1024 * 1024;

/** Questionnaire file types: MIME type → file name extensions. */
export const QUESTIONNAIRE_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
  'text/plain': ['txt'],
  'application/zip': ['zip'],
};

/** The file input's `accept` attribute. */
export const QUESTIONNAIRE_ACCEPT = Object.values(QUESTIONNAIRE_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

/** The MIME type of an allowed questionnaire file, by its name's extension; undefined when not allowed. */
export function questionnaireTypeOf(fileName: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!ext) return undefined;
  return Object.entries(QUESTIONNAIRE_TYPES).find(([, exts]) => exts.includes(ext))?.[0];
}

/** Texts of the questionnaire and TPRM modals (exact spec strings where the spec words them). */
export const QUESTIONNAIRE_TEXTS = {
  submitLink: 'Submit a questionnaire',
  listTitle: 'Questionnaires',
  modalTitle: 'Questionnaires can take some time',
  /** Product text: the modal's recommendation of the documents section. */
  modalIntro:
    'Many answers are already in our documents section: our reports, policies and certifications may answer your questions faster than a questionnaire.',
  viewDocuments: 'View Documents',
  uploadIt: 'Upload it',
  provideLink: 'Provide a link',
  fileLabel: 'Questionnaire file',
  linkLabel: 'Link to the questionnaire',
  submit: 'Submit',
  successTitle: 'Questionnaire submitted successfully',
  /** For a public viewer. */
  hearBack: (org: string) => `You will hear back from ${org}.`,
  /** For everyone else (the member can follow it in the account menu). */
  viewUnder: 'You can view it under "Questionnaires"',
  gotIt: 'Got it',
  empty: 'No entries to show',
  statuses: { received: 'Received', in_progress: 'In progress', completed: 'Completed' } as Record<string, string>,
} as const;

/** Validation texts of the questionnaire form (product texts; the spec does not word them). */
export const QUESTIONNAIRE_MESSAGES = {
  fileRequired: 'Choose a file to upload.',
  linkRequired: 'Enter the link to your questionnaire.',
  linkInvalid: 'Enter a valid link starting with https://',
  tooLarge: 'The file is too large: questionnaires can be at most 25 MB.',
  typeNotAllowed: 'This file type is not allowed. Upload a PDF, Word, Excel, CSV, text or ZIP file.',
  empty: 'The file is empty.',
} as const;

/** A link a member may submit: an absolute https URL with a host. */
export function isQuestionnaireLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value.trim());
  } catch {
    return false;
  }
}

/** The first problem of a file the member picked, or null when it may be sent. */
export function questionnaireFileError(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return QUESTIONNAIRE_MESSAGES.fileRequired;
  if (!questionnaireTypeOf(file.name)) return QUESTIONNAIRE_MESSAGES.typeNotAllowed;
  if (file.size === 0) return QUESTIONNAIRE_MESSAGES.empty;
  if (file.size > MAX_QUESTIONNAIRE_BYTES) return QUESTIONNAIRE_MESSAGES.tooLarge;
  return null;
}

/** The first problem of a typed link, or null. */
export function questionnaireLinkError(link: string): string | null {
  if (!link.trim()) return QUESTIONNAIRE_MESSAGES.linkRequired;
  return isQuestionnaireLink(link) ? null : QUESTIONNAIRE_MESSAGES.linkInvalid;
}

/** The success dialog's follow-up line (visitor spec §2): "hear back" for a public viewer, else where to find it. */
export function questionnaireFollowUp(viewerKind: 'public' | 'account' | 'preview', orgName: string): string {
  return viewerKind === 'public' ? QUESTIONNAIRE_TEXTS.hearBack(orgName) : QUESTIONNAIRE_TEXTS.viewUnder;
}

/** TPRM: tokens expire after 24 hours and can be viewed once (visitor spec §9); "Copied" shows for 5 s. */
export const TPRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const TPRM_COPIED_MS = 5000;
/** Where the partner pull is documented: a page the edge serves (the same text as `docs/tprm.md`). */
export const TPRM_DOCS_PATH = '/api/tprm/v1/docs';
/** The partner pull endpoint (`Authorization: Bearer <token>`). */
export const TPRM_PULL_PATH = '/api/tprm/v1/trust-data';

export const TPRM_TEXTS = {
  sendLink: 'Send data to TPRM',
  modalTitle: 'Send data to TPRM tool',
  choosePartner: 'Choose a partner integration',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  copy: 'Copy',
  copied: 'Copied',
  tokenLabel: 'Your token',
  expiry: 'Tokens expire after 24 hours and cannot be viewed more than once. Copy it now and paste it into your TPRM tool.',
  instructions: 'Instructions',
  instructionsIntro: 'How your TPRM tool uses the token:',
} as const;

/** Submit a questionnaire: AccountExternal only, and only when customization allows it (visitor spec §6). */
export function questionnairesAvailable(viewerKind: string, view: Pick<PortalView, 'customization'>): boolean {
  return viewerKind === 'account' && view.customization.questionnairesEnabled;
}

/** Send data to TPRM: AccountExternal only, partner import enabled and partners available (visitor spec §6). */
export function tprmAvailable(viewerKind: string, view: Pick<PortalView, 'customization' | 'tprmPartners'>): boolean {
  return viewerKind === 'account' && view.customization.tprmEnabled && view.tprmPartners.length > 0;
}
