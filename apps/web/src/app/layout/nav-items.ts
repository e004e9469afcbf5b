/** A place in the navigation: where it goes and the catalogue key of its name. */
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';
export interface NavItem {
  to: string;
  key: TranslationKey;
}

/** The seeker's places, always in sight on a desktop (Messages carries the unread count). */
export const SEEKER_ITEMS: readonly NavItem[] = [
  { to: '/jobs', key: 'nav.jobs' },
  { to: '/favorites', key: 'nav.favorites' },
  { to: '/alerts', key: 'nav.alerts' },
  { to: '/applications', key: 'nav.applications' },
  { to: '/messages', key: 'nav.messages' },
];

/** What employers do (SPEC.md §1 counts the job-check helper among their tools), behind one menu. */
export const EMPLOYER_ITEMS: readonly NavItem[] = [
  { to: '/my-jobs', key: 'nav.myJobs' },
  { to: '/my-companies', key: 'nav.myCompanies' },
  { to: '/create-job', key: 'nav.postJob' },
  { to: '/chatbot', key: 'nav.chatbot' },
];

/** The person's own pages, in the user menu beside the language and logging out. */
export const ACCOUNT_ITEMS: readonly NavItem[] = [
  { to: '/profile', key: 'nav.profile' },
  { to: '/dashboard', key: 'nav.dashboard' },
];

/** Only admins see the way to moderation (the route and the server refuse anyone else anyway). */
export const ADMIN_ITEM: NavItem = { to: '/admin', key: 'nav.moderation' };

export const MESSAGES_PATH = '/messages';
export const ALERTS_PATH = '/alerts';

/** Whether `pathname` is `item`'s page or one below it (/jobs/123 is still Jobs). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
