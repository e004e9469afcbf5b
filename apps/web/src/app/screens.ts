import { lazyScreen } from '../shared/lib/lazy-screen.ts';
import type { signedInScreens } from './signed-in-screens.ts';

// Every screen is its own chunk (DESIGN.md §10: /login loads only what it needs).

/** A screen behind sign-in: its loader comes from signed-in-screens.ts, fetched on first need. */
function signedInScreen(name: keyof typeof signedInScreens) {
  return lazyScreen(() => import('./signed-in-screens.ts').then((m) => m.signedInScreens[name]()));
}

export const LoginScreen = lazyScreen(() =>
  import('../features/auth/screens/login-screen.tsx').then((m) => m.LoginScreen),
);
export const RegisterScreen = lazyScreen(() =>
  import('../features/auth/screens/register-screen.tsx').then((m) => m.RegisterScreen),
);
export const ForgotPasswordScreen = lazyScreen(() =>
  import('../features/auth/screens/forgot-password-screen.tsx').then((m) => m.ForgotPasswordScreen),
);
export const ResetPasswordScreen = lazyScreen(() =>
  import('../features/auth/screens/reset-password-screen.tsx').then((m) => m.ResetPasswordScreen),
);
export const VerifyEmailScreen = lazyScreen(() =>
  import('../features/auth/screens/verify-email-screen.tsx').then((m) => m.VerifyEmailScreen),
);
export const TermsScreen = lazyScreen(() =>
  import('../features/legal/terms-screen.tsx').then((m) => m.TermsScreen),
);
export const PrivacyScreen = lazyScreen(() =>
  import('../features/legal/privacy-screen.tsx').then((m) => m.PrivacyScreen),
);
export const ContactScreen = lazyScreen(() =>
  import('../features/support/screens/contact-screen.tsx').then((m) => m.ContactScreen),
);
export const NotFoundScreen = lazyScreen(() =>
  import('../features/not-found/not-found-screen.tsx').then((m) => m.NotFoundScreen),
);
export const PaymentSummaryScreen = lazyScreen(() =>
  import('../features/payments/screens/payment-summary-screen.tsx').then((m) => m.PaymentSummaryScreen),
);
export const ConfirmPublishScreen = lazyScreen(() =>
  import('../features/payments/screens/confirm-publish-screen.tsx').then((m) => m.ConfirmPublishScreen),
);
export const PaymentResultScreen = lazyScreen(() =>
  import('../features/payments/screens/payment-result-screen.tsx').then((m) => m.PaymentResultScreen),
);
export const UnsubscribeScreen = lazyScreen(() =>
  import('../features/notifications/unsubscribe-screen.tsx').then((m) => m.UnsubscribeScreen),
);
// Public: a mailed link works before signing in (the invitation screen then sends the visitor to sign in).
export const AcceptInvitationScreen = lazyScreen(() =>
  import('../features/companies/screens/accept-invitation-screen.tsx').then((m) => m.AcceptInvitationScreen),
);
export const ConfirmDomainScreen = lazyScreen(() =>
  import('../features/companies/screens/confirm-domain-screen.tsx').then((m) => m.ConfirmDomainScreen),
);

// Behind sign-in (routes.tsx's RequireAuth).
export const SelectCountryScreen = signedInScreen('SelectCountryScreen');
export const JobsScreen = signedInScreen('JobsScreen');
export const JobScreen = signedInScreen('JobScreen');
export const EditJobScreen = signedInScreen('EditJobScreen');
export const CreateJobScreen = signedInScreen('CreateJobScreen');
export const MyJobsScreen = signedInScreen('MyJobsScreen');
export const JobStatsScreen = signedInScreen('JobStatsScreen');
export const MessageTemplatesScreen = signedInScreen('MessageTemplatesScreen');
export const DashboardScreen = signedInScreen('DashboardScreen');
export const ProfileScreen = signedInScreen('ProfileScreen');
export const ChatbotScreen = signedInScreen('ChatbotScreen');
export const MyApplicationsScreen = signedInScreen('MyApplicationsScreen');
export const FavoritesScreen = signedInScreen('FavoritesScreen');
export const ResumeScreen = signedInScreen('ResumeScreen');
export const ResumePrintScreen = signedInScreen('ResumePrintScreen');
export const AlertsScreen = signedInScreen('AlertsScreen');
export const AlertJobsScreen = signedInScreen('AlertJobsScreen');
export const MessagesScreen = signedInScreen('MessagesScreen');
export const ChatScreen = signedInScreen('ChatScreen');
export const AdminScreen = signedInScreen('AdminScreen');
export const MyCompaniesScreen = signedInScreen('MyCompaniesScreen');
export const NewCompanyScreen = signedInScreen('NewCompanyScreen');
export const CompanyScreen = signedInScreen('CompanyScreen');
