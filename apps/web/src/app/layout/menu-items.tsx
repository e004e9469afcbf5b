import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignOut } from '../../entities/auth/logout.ts';
import { nativeLanguageName } from '../../shared/i18n/language-names.ts';
import { CheckIcon } from './nav-icons.tsx';
import { ALERTS_PATH, isCurrent, MESSAGES_PATH, type NavItem } from './nav-items.ts';
import { NewMatchesBadge } from './new-matches-badge.tsx';
import classes from './signed-in-nav.module.css';
import { UnreadChatsBadge } from './unread-chats-badge.tsx';
import { useLanguageChoice } from './use-language-choice.ts';

/** A place as an item of a menu; the current page is marked for eyes and screen readers. */
export function LinkItems({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return items.map((item) => (
    <Menu.Item
      key={item.to}
      component={Link}
      to={item.to}
      className={classes.item}
      aria-current={isCurrent(item, pathname) ? 'page' : undefined}
      rightSection={
        item.to === MESSAGES_PATH ? (
          <UnreadChatsBadge />
        ) : item.to === ALERTS_PATH ? (
          <NewMatchesBadge />
        ) : undefined
      }
    >
      {t(item.key)}
    </Menu.Item>
  ));
}

/**
 * The languages as menu items, each named in itself. Mantine's items are always `menuitem` (no
 * `menuitemradio`), so the chosen one is marked with aria-current, which any role may carry.
 */
export function LanguageItems() {
  const { t } = useTranslation();
  const { current, languages, choose } = useLanguageChoice();
  return (
    <>
      <Menu.Label>{t('nav.language')}</Menu.Label>
      {languages.map((code) => (
        <Menu.Item
          key={code}
          lang={code}
          className={classes.item}
          aria-current={code === current ? 'true' : undefined}
          leftSection={<span className={classes.check}>{code === current && <CheckIcon />}</span>}
          onClick={() => choose(code)}
        >
          {nativeLanguageName(code)}
        </Menu.Item>
      ))}
    </>
  );
}

export function LogoutItem() {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  return (
    <Menu.Item className={classes.item} onClick={signOut}>
      {t('nav.logout')}
    </Menu.Item>
  );
}
