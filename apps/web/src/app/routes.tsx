import { useRoutes, type RouteObject } from 'react-router';
import { AnonymousOnly, HomeRedirect, RequireAdmin, RequireAuth, RequireCountry } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import {
  AcceptInvitationScreen,
  AdminScreen,
  CompanyScreen,
  ConfirmDomainScreen,
  MyCompaniesScreen,
  NewCompanyScreen,
  ChatbotScreen,
  ChatScreen,
  ConfirmPublishScreen,
  ContactScreen,
  CreateJobScreen,
  DashboardScreen,
  EditJobScreen,
  FavoritesScreen,
  AlertsScreen,
  ResumeScreen,
  ResumePrintScreen,
  AlertJobsScreen,
  UnsubscribeScreen,
  ForgotPasswordScreen,
  JobScreen,
  JobsScreen,
  JobStatsScreen,
  MessageTemplatesScreen,
  LoginScreen,
  MessagesScreen,
  MyApplicationsScreen,
  MyJobsScreen,
  NotFoundScreen,
  PaymentResultScreen,
  PaymentSummaryScreen,
  PrivacyScreen,
  ProfileScreen,
  RegisterScreen,
  ResetPasswordScreen,
  SelectCountryScreen,
  TermsScreen,
  VerifyEmailScreen,
} from './screens.ts';

/** SPEC.md §2's route table (rendered with useRoutes: the declarative router is the lighter one). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <AnonymousOnly />,
        children: [
          { path: 'login', element: <LoginScreen /> },
          { path: 'register', element: <RegisterScreen /> },
        ],
      },
      { path: 'terms', element: <TermsScreen /> },
      { path: 'privacy', element: <PrivacyScreen /> },
      // Claims and data requests (terms, privacy policy): open whether signed in or not.
      { path: 'contact', element: <ContactScreen /> },
      { path: 'forgot-password', element: <ForgotPasswordScreen /> },
      { path: 'reset-password', element: <ResetPasswordScreen /> },
      // Public: the mailed link works in a browser where nobody is signed in.
      { path: 'verify-email', element: <VerifyEmailScreen /> },
      // Public too: every mail's unsubscribe link works without signing in (RFC 8058's spirit).
      { path: 'unsubscribe', element: <UnsubscribeScreen /> },
      // Where alert mails sent before DESIGN.md §14.0 point; the same endpoint takes their tokens. Its own
      // key: moving between the two addresses starts the screen afresh (its own heading, its own token).
      { path: 'alerts/unsubscribe', element: <UnsubscribeScreen key="alerts" /> },
      // Public too (DESIGN.md §14.1): the invitation screen asks a visitor to sign in and brings them back;
      // a domain's confirmation link may be opened from a mailbox nobody signs in with.
      { path: 'invitations/accept', element: <AcceptInvitationScreen /> },
      { path: 'company-domain/confirm', element: <ConfirmDomainScreen /> },
      // Not guarded client-side (SPEC.md §2, §6): the screens say 'Job not found' to a stranger.
      { path: 'payment-summary/:id', element: <PaymentSummaryScreen /> },
      { path: 'confirm-publish', element: <ConfirmPublishScreen /> },
      { path: 'payment-result', element: <PaymentResultScreen /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'select-country', element: <SelectCountryScreen /> },
          // Moderators need no country of their own.
          { element: <RequireAdmin />, children: [{ path: 'admin', element: <AdminScreen /> }] },
          {
            element: <RequireCountry />,
            children: [
              { path: 'jobs', element: <JobsScreen /> },
              { path: 'jobs/:id', element: <JobScreen /> },
              { path: 'jobs/:id/edit', element: <EditJobScreen /> },
              { path: 'create-job', element: <CreateJobScreen /> },
              { path: 'my-jobs', element: <MyJobsScreen /> },
              { path: 'my-jobs/:id/stats', element: <JobStatsScreen /> },
              { path: 'message-templates', element: <MessageTemplatesScreen /> },
              // Not /companies/*: the server renders the public company pages there (DESIGN.md §14.1).
              { path: 'my-companies', element: <MyCompaniesScreen /> },
              { path: 'my-companies/new', element: <NewCompanyScreen /> },
              { path: 'my-companies/:id', element: <CompanyScreen /> },
              { path: 'dashboard', element: <DashboardScreen /> },
              { path: 'applications', element: <MyApplicationsScreen /> },
              { path: 'favorites', element: <FavoritesScreen /> },
              { path: 'alerts', element: <AlertsScreen /> },
              { path: 'alerts/:id', element: <AlertJobsScreen /> },
              { path: 'profile', element: <ProfileScreen /> },
              { path: 'profile/resume', element: <ResumeScreen /> },
              { path: 'profile/resume/print', element: <ResumePrintScreen /> },
              { path: 'chatbot', element: <ChatbotScreen /> },
              { path: 'messages', element: <MessagesScreen /> },
              { path: 'chat/:jobId', element: <ChatScreen /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
