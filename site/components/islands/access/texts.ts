/**
 * Texts of the access islands. Strings the specification words are taken from the content model
 * (`MESSAGES`, `ERRORS`) or written here exactly as the spec has them; the rest are product texts.
 */
import { ERRORS } from '../../../../content/errors.ts';
import { MESSAGES } from '../../../../content/messages.ts';

export const TEXTS = {
  // tabs and titles
  requestTab: 'Request access',
  loginTab: 'Reclaim access',
  getAccess: 'Get access',
  getAccessFor: (title: string) => `Request access to view “${title}”.`,
  requestIntro: (org: string) => `Tell ${org} who you are and they will give you access to the restricted documents and details.`,
  loginIntro: 'Already have access? Enter your email and we will send you a sign-in link.',
  back: 'Back',
  close: 'Close',
  submitRequest: 'Request access',
  submitLogin: 'Send me a sign-in link',
  submitting: 'Sending…',
  // fields
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Work email',
  loginEmail: 'Email',
  company: 'Company',
  agree: 'I agree to the terms',
  agreeWith: 'I agree to the',
  terms: 'terms of service',
  privacy: 'privacy policy',
  subscribe: 'Send me updates from this Trust Center',
  choose: 'Choose…',
  // outcomes (visitor spec §4 feedback types)
  requestSentTitle: 'Request sent',
  requestSent: (org: string) => `Thank you. ${org} will review your request and email you when it is decided.`,
  checkEmailTitle: 'Check your email',
  checkEmail: 'Your access is approved. We emailed you a link to sign in.',
  loginSent: (email: string) => `We emailed a sign-in link to ${email}. It works once and expires in 15 minutes.`,
  extendConfirm: (email: string) =>
    `If ${email || 'your address'} is a member of this account, we emailed it a link to confirm your request for an extension. The request is sent once you open the link (within 24 hours).`,
  // the outcome of the emailed confirmation link (`?extendRequest=`)
  extendConfirmed: {
    'already-requested': ERRORS.EXTEND_ALREADY_REQUESTED.message,
    'already-has-access': ERRORS.EXTEND_ALREADY_HAS_ACCESS.message,
    'link-invalid': 'This confirmation link is invalid or has expired. Sign in again to ask for an extension.',
    error: ERRORS.EXTEND_FAILED.message,
  } as Record<string, string>,
  pendingTitle: 'Your request is pending',
  pending: (org: string) => `${org} is still reviewing your request. You will receive an email when it is decided.`,
  declinedTitle: 'Request declined',
  declined: {
    request_declined: (org: string) => `${org} declined your request for access.`,
    request_declined_blocked_domain: () => 'Access requests from your email domain are not accepted.',
    request_declined_third_party: (org: string) => `Your request was declined after a review on behalf of ${org}.`,
    request_access_auto_declined: () => 'Your request was declined automatically.',
  } as Record<string, (org: string) => string>,
  expiredTitle: 'Your access has expired',
  expired: (org: string) => `Your access to ${org}'s Trust Center has ended. You can ask for an extension.`,
  extend: 'Request an extension',
  linkInvalid: ERRORS.MAGIC_LINK_INVALID.message,
  linkOtherHost: ERRORS.MAGIC_LINK_OTHER_HOST.message,
  signInAt: (host: string) => `The link signs you in at ${host}: open it in this browser, and continue on that address.`,
  unknown: ERRORS.UNKNOWN.message,
  notWorkEmail: MESSAGES.notWorkEmail,
  // extension (visitor spec §8)
  extendErrors: {
    'already-has-access': ERRORS.EXTEND_ALREADY_HAS_ACCESS.message,
    'already-requested': ERRORS.EXTEND_ALREADY_REQUESTED.message,
    error: ERRORS.EXTEND_FAILED.message,
  } as Record<string, string>,
  // account dropdown
  accountMenu: 'Account',
  reviewStatus: 'Review status',
  downloadNda: 'Download NDA',
  inviteColleagues: 'Invite colleagues',
  logOut: 'Log out',
  logIn: 'Log in',
  reviewStatuses: { pending: 'Pending', in_review: 'In review', approved: 'Approved', declined: 'Declined' } as Record<string, string>,
  accessUntil: (date: string) => `Access until ${date}`,
  accessNoExpiry: 'Access does not expire',
  // NDA
  ndaTitle: 'Non-disclosure agreement',
  ndaIntro: (org: string) => `${org} asks you to accept this agreement before you see restricted content.`,
  ndaName: 'Full name',
  ndaConsent: 'I have read and agree to this agreement',
  ndaAccept: 'I agree',
  ndaLater: 'Not now',
  ndaToast: {
    clickwrap: (org: string) => `You signed ${org}'s NDA. Download a copy from your account menu.`,
    on_file: (org: string) => `${org} has an NDA on file for your company.`,
  } as Record<string, (org: string) => string>,
  ndaDownloadFailed: ERRORS.NDA_DOWNLOAD_FAILED.message,
  // invite (visitor spec §5, §8)
  inviteTitle: 'Invite colleagues',
  inviteEmails: 'Email addresses',
  inviteEmailsHint: 'Press Enter, Space, Tab or comma after each address.',
  inviteMessage: 'Message (optional)',
  inviteSend: 'Send',
  inviteSentTitle: 'Invitations sent',
  inviteSent: 'Your colleagues will receive an email with a link to request access.',
  inviteAnother: 'Invite a different colleague',
  inviteFailedTitle: ERRORS.INVITE_FAILED_TITLE.message,
  inviteFailed: ERRORS.INVITE_FAILED.message,
  ok: 'OK',
  remove: (email: string) => `Remove ${email}`,
  // preview and item details
  previewAs: 'Previewing as',
  exitPreview: 'Exit preview',
  documents: 'Documents',
  download: 'Download',
  view: 'View',
  requestPrompt: 'Some documents are private. Request access to view them.',
  requestPromptKb: 'Have a question that is not answered here? Request access to see more.',
} as const;

/** The "Get access" label for a locked item. */
export const GET_ACCESS = TEXTS.getAccess;
