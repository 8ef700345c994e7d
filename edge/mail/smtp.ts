import { createTransport } from 'nodemailer';
import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './types.ts';

/** A message as nodemailer's transports and composer take it. */
export function nodemailerMessage(msg: MailMessage, from: string) {
  return { from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, headers: msg.headers };
}

/** Sends through an SMTP server given as a URL, e.g. `smtps://user:pass@smtp.example.com:465`. Node only. */
export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(msg) {
      await transport.sendMail(nodemailerMessage(msg, from));
    },
  };
}
