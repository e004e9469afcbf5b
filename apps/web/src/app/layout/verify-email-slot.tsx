import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../entities/auth/session-store.ts';

// Loaded only for a signed-in, unconfirmed account, outside /login's budget.
const VerifyEmailBanner = lazy(() =>
  import('../../features/auth/components/verify-email-banner.tsx').then((m) => ({
    default: m.VerifyEmailBanner,
  })),
);

/** The e-mail confirmation reminder under the header; the confirmation screen speaks for itself. */
export function VerifyEmailSlot() {
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  if (!isSignedIn || !user || user.emailVerified || pathname === '/verify-email') return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner key={user.id} user={user} />
    </Suspense>
  );
}
