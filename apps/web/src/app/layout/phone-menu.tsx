import { Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../entities/auth/session-store.ts';
import { LanguageItems, LinkItems, LogoutItem } from './menu-items.tsx';
import { MenuIcon } from './nav-icons.tsx';
import { ACCOUNT_ITEMS, ADMIN_ITEM, EMPLOYER_ITEMS, SEEKER_ITEMS } from './nav-items.ts';
import classes from './signed-in-nav.module.css';
import { UnreadChatsBadge } from './unread-chats-badge.tsx';

/**
 * On a phone, everything behind one button at the header's edge, in the desktop's groups. The
 * unread count shows on the button itself, so it is seen without opening the menu.
 */
export function PhoneMenu({ full, admin }: { full: boolean; admin: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    // Always below the button, even when taller than the room left: the page scrolls to its end.
    <Menu position="bottom-end" width={260} shadow="md" middlewares={{ flip: false, shift: true }}>
      <Menu.Target>
        <UnstyledButton className={classes.menuButton}>
          <MenuIcon />
          <span>{t('nav.menu')}</span>
          {full && <UnreadChatsBadge />}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.phoneDropdown}>
        {full && <LinkItems items={SEEKER_ITEMS} />}
        {full && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('menu.employers')}</Menu.Label>
            <LinkItems items={EMPLOYER_ITEMS} />
          </>
        )}
        {admin && (
          <>
            <Menu.Divider />
            <LinkItems items={[ADMIN_ITEM]} />
          </>
        )}
        {(full || admin) && <Menu.Divider />}
        {user && (
          <Menu.Label className={classes.who}>
            <bdi>{user.displayName}</bdi>
          </Menu.Label>
        )}
        {full && <LinkItems items={ACCOUNT_ITEMS} />}
        <LanguageItems />
        <Menu.Divider />
        <LogoutItem />
      </Menu.Dropdown>
    </Menu>
  );
}
