/** Runtime-neutral mail pieces (no nodemailer): safe to import from the Worker. */
export { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './types.ts';
export { createHttpMailer, type HttpMailerOptions } from './http.ts';
export { createLogMailer } from './log.ts';
export { createMemoryMailer } from './memory.ts';
