import { useDeferredValue } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../entities/auth/session-store.ts';
import { lazyScreen } from '../../shared/lib/lazy-screen.ts';

// Loaded only for a signed-in, unconfirmed account, outside /login's budget.
const VerifyEmailBanner = lazyScreen(() =>
  import('../../features/auth/components/verify-email-banner.tsx').then((m) => m.VerifyEmailBanner),
);

/**
 * The e-mail confirmation reminder above the screen; the confirmation screen speaks for itself.
 *
 * It has no Suspense boundary of its own but waits in the screen's (CurrentScreen): a reminder that
 * arrived after the screen pushed it down while the person was already using it (a profession list
 * closed under a finger on a phone, CI of stop 25). Signing in is an update, not a page load: the
 * deferred value keeps the screen shown while the reminder loads instead of the loading fallback.
 */
export function VerifyEmailSlot() {
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  const unconfirmed = isSignedIn && user && !user.emailVerified && pathname !== '/verify-email' ? user : null;
  const shown = useDeferredValue(unconfirmed);
  return shown && <VerifyEmailBanner key={shown.id} user={shown} />;
}
