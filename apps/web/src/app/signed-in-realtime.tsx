import { lazy, Suspense } from 'react';
import { useSession } from '../entities/auth/session-store.ts';

// Socket.IO and the event schemas load for signed-in people only, never in /login's budget.
const RealtimeHost = lazy(() => import('./realtime-host.tsx').then((m) => ({ default: m.RealtimeHost })));

/** Anonymous visitors do not connect (DESIGN.md §6). */
export function SignedInRealtime() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeHost />
    </Suspense>
  );
}
