import type { NotificationSettings } from './users/notification-settings.ts';
import type { Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import type { AlertsService } from './alerts/service.ts';
import type { ApplicationsService } from './applications/service.ts';
import type { EmailVerificationService } from './auth/email-verification.ts';
import type { AuthService } from './auth/service.ts';
import type { BotService } from './bot/service.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { FavoritesService } from './favorites/service.ts';
import type { HiddenService } from './hidden/service.ts';
import type { SearchCache } from './jobs/search-cache.ts';
import type { SearchIndex } from './jobs/search-index/client.ts';
import type { JobsService } from './jobs/service.ts';
import type { MessagesService } from './messages/service.ts';
import type { MessageTemplatesService } from './message-templates/service.ts';
import type { ModerationService } from './moderation/service.ts';
import type { PaymentsService } from './payments/service.ts';
import type { Gazetteer } from './places/gazetteer.ts';
import type { ResumesService } from './resumes/service.ts';
import type { SupportService } from './support/service.ts';
import type { AccountExport } from './users/export.ts';
import type { UsersService } from './users/service.ts';
import type { VacancyPagesService } from './vacancy-pages/service.ts';
import type { CompaniesService } from './companies/service.ts';
import { companiesModule } from './companies/manifest.ts';
import { alertsModule } from './alerts/manifest.ts';
import { applicationsModule } from './applications/manifest.ts';
import { authModule } from './auth/manifest.ts';
import { botModule } from './bot/manifest.ts';
import { favoritesModule } from './favorites/manifest.ts';
import { hiddenModule } from './hidden/manifest.ts';
import { jobsModule } from './jobs/manifest.ts';
import { messagesModule } from './messages/manifest.ts';
import { messageTemplatesModule } from './message-templates/manifest.ts';
import type { ModuleManifest } from './module.ts';
import { moderationModule } from './moderation/manifest.ts';
import { paymentsModule } from './payments/manifest.ts';
import { placesModule } from './places/manifest.ts';
import { realtimeModule } from './realtime/manifest.ts';
import { resumesModule } from './resumes/manifest.ts';
import { supportModule } from './support/manifest.ts';
import { systemModule } from './system/manifest.ts';
import { usersModule } from './users/manifest.ts';
import { notificationsModule } from './notifications/manifest.ts';
import { vacancyPagesModule } from './vacancy-pages/manifest.ts';

/** Every service, built once by the composition root (services.ts). */
export interface Services {
  jobs: JobsService;
  alerts: AlertsService;
  resumes: ResumesService;
  applications: ApplicationsService;
  favorites: FavoritesService;
  hidden: HiddenService;
  payments: PaymentsService;
  support: SupportService;
  search: SearchCache;
  /** The node's in-process text index (decision 052); searches fall back to SQL while it is not ready. */
  searchIndex: SearchIndex;
  sessions: SessionCache;
  messages: MessagesService;
  messageTemplates: MessageTemplatesService;
  moderation: ModerationService;
  users: UsersService;
  notificationSettings: NotificationSettings;
  auth: AuthService;
  verification: EmailVerificationService;
  accountExport: AccountExport;
  bot: BotService;
  vacancyPages: VacancyPagesService;
  companies: CompaniesService;
}

/** Everything a module may ask for; each takes the part its manifest names. */
export interface ModuleDeps {
  ctx: AppContext;
  services: Services;
  gazetteer: Gazetteer;
  registry: Registry;
}

/** Every module, in the order their routes, subscribers and tasks are registered. */
export const MODULES: readonly ModuleManifest<ModuleDeps>[] = [
  // First, so that a committed change reaches people's screens before the slower subscribers run.
  realtimeModule,
  systemModule,
  authModule,
  usersModule,
  notificationsModule,
  jobsModule,
  applicationsModule,
  favoritesModule,
  hiddenModule,
  messagesModule,
  messageTemplatesModule,
  paymentsModule,
  botModule,
  moderationModule,
  placesModule,
  supportModule,
  alertsModule,
  resumesModule,
  companiesModule,
  vacancyPagesModule,
];
