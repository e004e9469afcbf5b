import { lazy, Suspense } from 'react';
import { useSession } from '../entities/auth/session-store.ts';

// Loaded for signed-in users only: the toasts belong to their screens, not to /login's budget.
const NotificationsHost = lazy(() =>
  import('./notifications-host.tsx').then((m) => ({ default: m.NotificationsHost })),
);

export function SignedInNotifications() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
