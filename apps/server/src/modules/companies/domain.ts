import freeEmailDomains from 'free-email-domains';

// Domain verification (DESIGN.md §14.1): an address at the website's own domain, never at a free-mail
// provider, whose addresses anyone can open. The provider list is a maintained data package (pinned),
// not a list kept here.

const FREE_MAIL = new Set<string>(freeEmailDomains);

/** The part of an address after "@", lower case. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether anyone can get an address at this domain (gmail.com, mail.ru, …) or a subdomain of one. */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  return labels.some((_, at) => FREE_MAIL.has(labels.slice(at).join('.')));
}

/** The website's host without a leading "www.". */
export function websiteDomain(website: string): string {
  return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
}

/** An address at the site's domain or one of its subdomains (hr@mail.acme.com for acme.com). */
export function isAtDomain(email: string, domain: string): boolean {
  const at = emailDomain(email);
  return at === domain || at.endsWith(`.${domain}`);
}
