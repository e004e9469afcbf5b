import { Navigate, Outlet } from 'react-router';
import { useSession } from '../shared/auth/session-store.ts';
import { NotFoundScreen } from './screens.ts';

/** `/`: to /login, /select-country or /jobs (SPEC.md §2). */
export function HomeRedirect() {
  const { isSignedIn, user } = useSession();
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return <Navigate to={user?.country ? '/jobs' : '/select-country'} replace />;
}

/** Signed-in-only routes send anonymous visitors to /login. */
export function RequireAuth() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Outlet /> : <Navigate to="/login" replace />;
}

/** A user without a country chooses one first. */
export function RequireCountry() {
  const { user } = useSession();
  return user?.country ? <Outlet /> : <Navigate to="/select-country" replace />;
}

/** A signed-in user has no business on /login or /register. */
export function AnonymousOnly() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Navigate to="/jobs" replace /> : <Outlet />;
}

/** Moderation is for admins; anyone else finds no page here (the server refuses them too). */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.role === 'admin' ? <Outlet /> : <NotFoundScreen />;
}
