import { lazyScreen } from '../shared/lib/lazy-screen.ts';

// Every screen is its own chunk (DESIGN.md §10: /login loads only what it needs).
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
export const SelectCountryScreen = lazyScreen(() =>
  import('../features/country/select-country-screen.tsx').then((m) => m.SelectCountryScreen),
);
export const JobsScreen = lazyScreen(() =>
  import('../features/jobs/screens/jobs-screen.tsx').then((m) => m.JobsScreen),
);
export const JobScreen = lazyScreen(() =>
  import('../features/jobs/screens/job-screen.tsx').then((m) => m.JobScreen),
);
export const EditJobScreen = lazyScreen(() =>
  import('../features/jobs/screens/edit-job-screen.tsx').then((m) => m.EditJobScreen),
);
export const CreateJobScreen = lazyScreen(() =>
  import('../features/jobs/screens/create-job-screen.tsx').then((m) => m.CreateJobScreen),
);
export const MyJobsScreen = lazyScreen(() =>
  import('../features/jobs/screens/my-jobs-screen.tsx').then((m) => m.MyJobsScreen),
);
export const DashboardScreen = lazyScreen(() =>
  import('../features/dashboard/dashboard-screen.tsx').then((m) => m.DashboardScreen),
);
export const ProfileScreen = lazyScreen(() =>
  import('../features/profile/screens/profile-screen.tsx').then((m) => m.ProfileScreen),
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
export const ChatbotScreen = lazyScreen(() =>
  import('../features/job-check/screens/chatbot-screen.tsx').then((m) => m.ChatbotScreen),
);
export const MyApplicationsScreen = lazyScreen(() =>
  import('../features/applications/my-applications-screen.tsx').then((m) => m.MyApplicationsScreen),
);
export const FavoritesScreen = lazyScreen(() =>
  import('../features/favorites/favorites-screen.tsx').then((m) => m.FavoritesScreen),
);
export const ResumeScreen = lazyScreen(() =>
  import('../features/profile/screens/resume-screen.tsx').then((m) => m.ResumeScreen),
);
export const ResumePrintScreen = lazyScreen(() =>
  import('../features/profile/screens/resume-print-screen.tsx').then((m) => m.ResumePrintScreen),
);
export const AlertsScreen = lazyScreen(() =>
  import('../features/alerts/alerts-screen.tsx').then((m) => m.AlertsScreen),
);
export const AlertJobsScreen = lazyScreen(() =>
  import('../features/alerts/alert-jobs-screen.tsx').then((m) => m.AlertJobsScreen),
);
export const UnsubscribeScreen = lazyScreen(() =>
  import('../features/alerts/unsubscribe-screen.tsx').then((m) => m.UnsubscribeScreen),
);
export const MessagesScreen = lazyScreen(() =>
  import('../features/messages/messages-screen.tsx').then((m) => m.MessagesScreen),
);
export const ChatScreen = lazyScreen(() =>
  import('../features/messages/chat-screen.tsx').then((m) => m.ChatScreen),
);
export const AdminScreen = lazyScreen(() =>
  import('../features/admin/screens/admin-screen.tsx').then((m) => m.AdminScreen),
);
