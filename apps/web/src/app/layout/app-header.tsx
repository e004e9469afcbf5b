import { Suspense } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../entities/auth/session-store.ts';
import { BRAND } from '../../shared/ui/use-document-title.ts';
import { LanguageSelect } from './language-select.tsx';
import classes from './layout.module.css';
import { LazySignedInNav } from './signed-in-nav-loader.ts';

const ANONYMOUS_LINKS = [
  { to: '/login', key: 'nav.login' },
  { to: '/register', key: 'nav.register' },
] as const;

/**
 * The brand, then for visitors Sign in, Register and the language; for signed-in people the grouped
 * navigation (signed-in-nav.tsx), loaded only for them.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const { isSignedIn, user } = useSession();

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Link to="/" className={classes.brand}>
          {BRAND}
        </Link>
        {isSignedIn ? (
          <Suspense fallback={null}>
            <LazySignedInNav full={Boolean(user?.country)} admin={user?.role === 'admin'} />
          </Suspense>
        ) : (
          <>
            <nav aria-label={t('nav.label')} className={classes.nav}>
              {ANONYMOUS_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.navLink}>
                  {t(link.key)}
                </NavLink>
              ))}
            </nav>
            <LanguageSelect />
          </>
        )}
      </Container>
    </header>
  );
}
