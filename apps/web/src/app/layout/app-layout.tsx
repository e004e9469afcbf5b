import { Container } from '@mantine/core';
import { FloatingHelper } from '../../features/job-check/components/floating-helper.tsx';
import { TestPaymentsRibbon } from '../../features/payments/components/test-payments-ribbon.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { CurrentScreen } from './current-screen.tsx';
import classes from './layout.module.css';
import { NavigationProgress } from './navigation-progress.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/**
 * The test-payments ribbon (sandbox only), header, the current screen, footer, and the job-check
 * helper on every page.
 */
export function AppLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <TestPaymentsRibbon />
      <AppHeader />
      <NavigationProgress />
      <Container component="main" id={MAIN_ID} tabIndex={-1} size="lg" className={classes.main}>
        <CurrentScreen />
      </Container>
      <AppFooter />
      <FloatingHelper />
    </div>
  );
}
