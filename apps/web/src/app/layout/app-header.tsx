import { lazy, Suspense, useState } from 'react';
import { Burger, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSignOut } from '../../shared/auth/logout.ts';
import { useSession } from '../../shared/auth/session-store.ts';
import { BRAND } from '../../shared/ui/use-document-title.ts';
import { LanguageSelect } from './language-select.tsx';
import classes from './layout.module.css';

const SIGNED_IN_LINKS = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/jobs', key: 'nav.jobs' },
  { to: '/favorites', key: 'nav.favorites' },
  { to: '/applications', key: 'nav.applications' },
  { to: '/messages', key: 'nav.messages' },
  { to: '/my-jobs', key: 'nav.myJobs' },
  { to: '/create-job', key: 'nav.postJob' },
  { to: '/chatbot', key: 'nav.chatbot' },
  { to: '/profile', key: 'nav.profile' },
] as const;

/** Only admins see the way to moderation (the route and the server refuse anyone else anyway). */
const ADMIN_LINK = { to: '/admin', key: 'nav.moderation' } as const;

// Asks the server for the chats, so it loads only for signed-in people, outside /login's budget.
const UnreadChatsBadge = lazy(() =>
  import('./unread-chats-badge.tsx').then((m) => ({ default: m.UnreadChatsBadge })),
);

const ANONYMOUS_LINKS = [
  { to: '/login', key: 'nav.login' },
  { to: '/register', key: 'nav.register' },
] as const;

export function AppHeader() {
  const { t } = useTranslation();
  const { isSignedIn, user } = useSession();
  const { signOut, pending: signingOut } = useSignOut();
  const links = !isSignedIn
    ? ANONYMOUS_LINKS
    : user?.role === 'admin'
      ? [...SIGNED_IN_LINKS, ADMIN_LINK]
      : SIGNED_IN_LINKS;
  const { pathname } = useLocation();
  // The phone menu stays open only on the page it was opened on: going somewhere folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Link to="/" className={classes.brand}>
          {BRAND}
        </Link>
        {isSignedIn && (
          <Burger
            className={classes.menuButton}
            opened={menuOpen}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            size="sm"
          />
        )}
        <nav
          id="main-navigation"
          aria-label={t('nav.label')}
          className={classes.nav}
          data-foldable={isSignedIn || undefined}
          data-open={menuOpen || undefined}
        >
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.navLink}>
              {t(link.key)}
              {link.to === '/messages' && (
                <Suspense fallback={null}>
                  <UnreadChatsBadge />
                </Suspense>
              )}
            </NavLink>
          ))}
          {isSignedIn && (
            <Button variant="subtle" color="gray" size="compact-md" loading={signingOut} onClick={signOut}>
              {t('nav.logout')}
            </Button>
          )}
        </nav>
        <LanguageSelect />
      </Container>
    </header>
  );
}
