import { Suspense } from 'react';
import { Container } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { FloatingHelper } from '../../features/job-check/components/floating-helper.tsx';
import { TestPaymentsRibbon } from '../../features/payments/components/test-payments-ribbon.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { ScreenErrorBoundary } from '../screen-error-boundary.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './layout.module.css';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { VerifyEmailSlot } from './verify-email-slot.tsx';

/**
 * The test-payments ribbon (sandbox only), header, the current screen (lazy, with a loading
 * fallback and an error boundary), footer, and the job-check helper on every page.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className={classes.shell}>
      <SkipLink />
      <TestPaymentsRibbon />
      <AppHeader />
      <VerifyEmailSlot />
      <Container component="main" id={MAIN_ID} tabIndex={-1} size="lg" className={classes.main}>
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Container>
      <AppFooter />
      <FloatingHelper />
    </div>
  );
}
