/**
 * The screens behind sign-in (routes.tsx's RequireAuth), loaded by screens.ts on first need. Their
 * dynamic imports live here, not in the entry, because Vite writes beside each one the list of
 * chunks to preload with it: for these 23 screens some 800 entries and 90 file names, which every
 * visitor of /login downloaded in its first script (1.8 KB gzip) without using them (decision 028).
 */
export const signedInScreens = {
  SelectCountryScreen: () =>
    import('../features/country/select-country-screen.tsx').then((m) => m.SelectCountryScreen),
  JobsScreen: () => import('../features/jobs/screens/jobs-screen.tsx').then((m) => m.JobsScreen),
  JobScreen: () => import('../features/jobs/screens/job-screen.tsx').then((m) => m.JobScreen),
  EditJobScreen: () => import('../features/jobs/screens/edit-job-screen.tsx').then((m) => m.EditJobScreen),
  CreateJobScreen: () =>
    import('../features/jobs/screens/create-job-screen.tsx').then((m) => m.CreateJobScreen),
  MyJobsScreen: () => import('../features/jobs/screens/my-jobs-screen.tsx').then((m) => m.MyJobsScreen),
  MessageTemplatesScreen: () =>
    import('../features/message-templates/message-templates-screen.tsx').then(
      (m) => m.MessageTemplatesScreen,
    ),
  JobStatsScreen: () => import('../features/jobs/screens/job-stats-screen.tsx').then((m) => m.JobStatsScreen),
  DashboardScreen: () => import('../features/dashboard/dashboard-screen.tsx').then((m) => m.DashboardScreen),
  ProfileScreen: () => import('../features/profile/screens/profile-screen.tsx').then((m) => m.ProfileScreen),
  ChatbotScreen: () =>
    import('../features/job-check/screens/chatbot-screen.tsx').then((m) => m.ChatbotScreen),
  MyApplicationsScreen: () =>
    import('../features/applications/my-applications-screen.tsx').then((m) => m.MyApplicationsScreen),
  FavoritesScreen: () => import('../features/favorites/favorites-screen.tsx').then((m) => m.FavoritesScreen),
  ResumeScreen: () => import('../features/profile/screens/resume-screen.tsx').then((m) => m.ResumeScreen),
  ResumePrintScreen: () =>
    import('../features/profile/screens/resume-print-screen.tsx').then((m) => m.ResumePrintScreen),
  AlertsScreen: () => import('../features/alerts/alerts-screen.tsx').then((m) => m.AlertsScreen),
  AlertJobsScreen: () => import('../features/alerts/alert-jobs-screen.tsx').then((m) => m.AlertJobsScreen),
  MessagesScreen: () => import('../features/messages/messages-screen.tsx').then((m) => m.MessagesScreen),
  ChatScreen: () => import('../features/messages/chat-screen.tsx').then((m) => m.ChatScreen),
  AdminScreen: () => import('../features/admin/screens/admin-screen.tsx').then((m) => m.AdminScreen),
  MyCompaniesScreen: () =>
    import('../features/companies/screens/my-companies-screen.tsx').then((m) => m.MyCompaniesScreen),
  NewCompanyScreen: () =>
    import('../features/companies/screens/new-company-screen.tsx').then((m) => m.NewCompanyScreen),
  CompanyScreen: () =>
    import('../features/companies/screens/company-screen.tsx').then((m) => m.CompanyScreen),
};
