import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AccountMenu } from './account-menu.tsx';
import { EmployersMenu } from './employers-menu.tsx';
import { ADMIN_ITEM, ALERTS_PATH, MESSAGES_PATH, SEEKER_ITEMS } from './nav-items.ts';
import { NewMatchesBadge } from './new-matches-badge.tsx';
import { PhoneMenu } from './phone-menu.tsx';
import classes from './signed-in-nav.module.css';
import { UnreadChatsBadge } from './unread-chats-badge.tsx';

export interface SignedInNavProps {
  /**
   * false for someone without a country yet: every other page would send them back to
   * /select-country, so only the language and logging out are offered (and moderation to admins,
   * which needs no country).
   */
  full: boolean;
  admin: boolean;
}

/**
 * The signed-in header: on a desktop the seeker's places, an Employers menu, Moderation for admins
 * and the user menu at the end, in one row; on a phone one menu at the edge holding the same groups.
 * Both are rendered and CSS shows one, so the header never jumps while a media query settles.
 */
export function SignedInNav({ full, admin }: SignedInNavProps) {
  const { t } = useTranslation();
  return (
    <>
      {(full || admin) && (
        <nav aria-label={t('nav.label')} className={classes.desktopNav}>
          {full &&
            SEEKER_ITEMS.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link}>
                {t(item.key)}
                {item.to === MESSAGES_PATH && <UnreadChatsBadge />}
                {item.to === ALERTS_PATH && <NewMatchesBadge />}
              </NavLink>
            ))}
          {full && <EmployersMenu />}
          {admin && (
            <NavLink to={ADMIN_ITEM.to} className={classes.link}>
              {t(ADMIN_ITEM.key)}
            </NavLink>
          )}
        </nav>
      )}
      <div className={classes.desktopOnly}>
        <AccountMenu full={full} />
      </div>
      <nav aria-label={t('nav.label')} className={classes.phoneOnly}>
        <PhoneMenu full={full} admin={admin} />
      </nav>
    </>
  );
}
