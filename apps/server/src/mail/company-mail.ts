import type { TCompanyRole } from '@debut/contract/companies';
import { dateTimeFormat } from '@debut/contract/intl-formats';
import type { MailMessage } from '../platform/mail.ts';
import { composeMail } from './compose-mail.ts';
import { mailLanguage, mailT } from './translate.ts';

const day = (language: string | null, date: Date) =>
  dateTimeFormat(mailLanguage(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);

interface CompanyLinkMail {
  to: string;
  language: string | null;
  company: string;
  expiresAt: Date;
  link: string;
}

/** An invitation to a company's team: who invites, to what role, the single-use link and its last day. */
export function companyInvitationMail(
  input: CompanyLinkMail & { inviter: string; role: TCompanyRole },
): MailMessage {
  const t = mailT(input.language);
  return composeMail(
    // The address is not known to be anyone's yet: greeted without a name.
    { email: input.to, displayName: null, language: input.language },
    t('companyInvitation.subject', { company: input.company }),
    [
      t('companyInvitation.body', {
        name: input.inviter,
        company: input.company,
        role:
          input.role === 'owner'
            ? t('companyInvitation.roles.owner')
            : t('companyInvitation.roles.recruiter'),
        date: day(input.language, input.expiresAt),
      }),
      input.link,
      '',
      t('companyInvitation.ignore'),
    ],
  );
}

/** The link that confirms a company's website domain through an address at it. */
export function companyDomainMail(input: CompanyLinkMail & { domain: string }): MailMessage {
  const t = mailT(input.language);
  return composeMail(
    { email: input.to, displayName: null, language: input.language },
    t('companyDomain.subject', { company: input.company, domain: input.domain }),
    [
      t('companyDomain.body', {
        company: input.company,
        domain: input.domain,
        date: day(input.language, input.expiresAt),
      }),
      input.link,
      '',
      t('companyDomain.ignore'),
    ],
  );
}
