import { Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkItems } from './menu-items.tsx';
import { ChevronDownIcon } from './nav-icons.tsx';
import { EMPLOYER_ITEMS, isCurrent } from './nav-items.ts';
import classes from './signed-in-nav.module.css';

/** "Employers": My jobs, My companies, Post a job and the job check, folded into one place as job boards do. */
export function EmployersMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = EMPLOYER_ITEMS.some((item) => isCurrent(item, pathname));
  return (
    <Menu position="bottom-start" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.link} data-active={active || undefined}>
          {t('menu.employers')}
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <LinkItems items={EMPLOYER_ITEMS} />
      </Menu.Dropdown>
    </Menu>
  );
}
