import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { ScreenErrorBoundary } from '../screen-error-boundary.tsx';
import { VerifyEmailSlot } from './verify-email-slot.tsx';

/**
 * The screen of the address (lazy, with a loading fallback and an error boundary) and the e-mail
 * reminder above it. They share one Suspense boundary so they appear together: nothing moves the
 * screen down after it is shown.
 */
export function CurrentScreen() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <VerifyEmailSlot />
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
