import type { TDefaultTemplate } from '@debut/contract/message-templates';
import { mailT } from './translate.ts';

/**
 * The message templates the product offers every team (DESIGN.md §14.2): a polite rejection and an
 * invitation in the person's language, with `{name}` and `{job}` left for the sending to fill in.
 * They live with the mail texts because they end up in the status mails.
 */
export function defaultStatusTemplates(language: string | null): TDefaultTemplate[] {
  const t = mailT(language);
  return [
    {
      key: 'rejection',
      name: t('statusTemplates.rejection.name'),
      text: t('statusTemplates.rejection.text'),
    },
    {
      key: 'invitation',
      name: t('statusTemplates.invitation.name'),
      text: t('statusTemplates.invitation.text'),
    },
  ];
}
