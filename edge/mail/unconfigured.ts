import type { Mailer } from './types.ts';

/** What a send through the unconfigured mailer throws. Its message never carries the email's content. */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';
  constructor() {
    super('Email is not configured on this deployment (no MAIL_HTTP_ENDPOINT and no send_email binding): the message was not sent.');
  }
}

/**
 * For a Worker with no mail provider. Sending fails, and the message — which may hold a sign-in link, a token or
 * a code — is neither delivered nor written to any log: anyone reading logs could otherwise sign in. Routes that
 * exist to send a link check `mailConfigured` first and answer EMAIL_NOT_CONFIGURED.
 */
export function createUnconfiguredMailer(): Mailer {
  return {
    configured: false,
    async send() {
      throw new MailNotConfiguredError();
    },
  };
}
