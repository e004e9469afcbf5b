import { Navigate, Outlet, useLocation } from 'react-router';
import { nextFromSearch, withNext } from '../entities/auth/return-to.ts';
import { useSession } from '../entities/auth/session-store.ts';
import { NotFoundScreen } from './screens.ts';

/** `/`: to /login, /select-country or /jobs (SPEC.md §2). */
export function HomeRedirect() {
  const { isSignedIn, user } = useSession();
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return <Navigate to={user?.country ? '/jobs' : '/select-country'} replace />;
}

/** The page being shown, as a path to come back to. */
function useHere(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** Signed-in-only routes send anonymous visitors to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { isSignedIn } = useSession();
  const here = useHere();
  return isSignedIn ? <Outlet /> : <Navigate to={withNext('/login', here)} replace />;
}

/** A user without a country chooses one first, then goes on to the page they asked for. */
export function RequireCountry() {
  const { user } = useSession();
  const here = useHere();
  return user?.country ? <Outlet /> : <Navigate to={withNext('/select-country', here)} replace />;
}

/**
 * A signed-in user has no business on /login or /register: they go where the sign-in was meant to
 * lead (this guard renders first when the session starts, before the form's own navigation).
 */
export function AnonymousOnly() {
  const { isSignedIn } = useSession();
  const { search } = useLocation();
  return isSignedIn ? <Navigate to={nextFromSearch(search) ?? '/jobs'} replace /> : <Outlet />;
}

/** Moderation is for admins; anyone else finds no page here (the server refuses them too). */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.role === 'admin' ? <Outlet /> : <NotFoundScreen />;
}
