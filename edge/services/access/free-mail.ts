/**
 * Free-mail providers: addresses at these domains are personal, not a company's, so an organisation that blocks
 * free mail refuses them in access requests ("Please use your work email.", visitor spec §8) and never uses
 * them to match an account by domain.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'outlook.com',
  'outlook.de',
  'live.com',
  'live.co.uk',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'mail.ru',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'zohomail.com',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'rediffmail.com',
  'libero.it',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'laposte.net',
  't-online.de',
  'btinternet.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'bigpond.com',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'interia.pl',
]);

/** The lowercased domain of an email address (after the last `@`). */
export function emailDomain(email: string): string {
  const address = email.trim().toLowerCase();
  return address.slice(address.lastIndexOf('@') + 1);
}

/** Whether the address is at a free-mail provider. */
export function isFreeMail(email: string): boolean {
  return FREE_MAIL_DOMAINS.has(emailDomain(email));
}

/** Whether `domain` is `pattern` or one of its subdomains (`eu.corp.com` is covered by `corp.com`). */
export function domainCovers(pattern: string, domain: string): boolean {
  const p = pattern.trim().toLowerCase().replace(/^@/, '');
  const d = domain.trim().toLowerCase();
  return p !== '' && (d === p || d.endsWith(`.${p}`));
}
