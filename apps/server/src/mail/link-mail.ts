import type { MailMessage } from '../platform/mail.ts';
import { composeMail } from './compose-mail.ts';
import { mailT } from './translate.ts';

export interface LinkMailInput {
  to: string;
  /** Null when the address is not confirmed: the mail then holds nothing a person typed. */
  displayName: string | null;
  language: string | null;
  link: string;
}

/**
 * A mail whose point is one single-use link (confirm the address, reset the password): its
 * subject, its body with how long the link lasts, the link, and what to do if
 * the reader asked for nothing.
 */
export function linkMail(
  keys: { subject: string; body: string; ignore: string },
  lifetime: number,
  input: LinkMailInput,
): MailMessage {
  const t = mailT(input.language);
  return composeMail(
    { email: input.to, displayName: input.displayName, language: input.language },
    t(keys.subject),
    [t(keys.body, { count: lifetime }), input.link, '', t(keys.ignore)],
  );
}
