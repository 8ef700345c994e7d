import { createTransport } from 'nodemailer';
import { nodemailerMessage } from './eml.ts';
import { DEFAULT_MAIL_FROM, type Mailer } from './types.ts';

/** Sends through an SMTP server given as a URL, e.g. `smtps://user:pass@smtp.example.com:465`. Node only. */
export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(msg) {
      await transport.sendMail(nodemailerMessage(msg, from));
    },
  };
}
