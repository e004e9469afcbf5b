import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../entities/auth/session-store.ts';
import { LanguageItems, LinkItems, LogoutItem } from './menu-items.tsx';
import { ChevronDownIcon, PersonIcon } from './nav-icons.tsx';
import { ACCOUNT_ITEMS } from './nav-items.ts';
import classes from './signed-in-nav.module.css';

/**
 * The user menu at the header's end: the person's own pages (when they can be reached), the
 * language and logging out. An icon rather than the name, so a long name never widens the header.
 */
export function AccountMenu({ full }: { full: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.iconButton} title={user?.displayName}>
          <PersonIcon />
          <VisuallyHidden>{t('menu.account')}</VisuallyHidden>
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <Menu.Label className={classes.who}>
            <bdi>{user.displayName}</bdi>
          </Menu.Label>
        )}
        {full && <LinkItems items={ACCOUNT_ITEMS} />}
        {full && <Menu.Divider />}
        <LanguageItems />
        <Menu.Divider />
        <LogoutItem />
      </Menu.Dropdown>
    </Menu>
  );
}
