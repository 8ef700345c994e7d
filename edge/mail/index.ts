/** Runtime-neutral mail pieces (no nodemailer): safe to import from the Worker. */
export { DEFAULT_MAIL_FROM, mailConfigured, type MailMessage, type Mailer } from './types.ts';
export { createHttpMailer, type HttpMailerOptions } from './http.ts';
export { createSendEmailMailer, type SendEmailBinding } from './send-email.ts';
export { createUnconfiguredMailer, MailNotConfiguredError } from './unconfigured.ts';
export { createMemoryMailer } from './memory.ts';
