import type { AppContext } from './context.ts';
import type { Services } from './modules/index.ts';
import { createAlertsService } from './modules/alerts/service.ts';
import { createResumesService } from './modules/resumes/service.ts';
import { getOrCreateSecret } from './platform/secrets.ts';
import { createApplicationsService } from './modules/applications/service.ts';
import { createEmailVerificationService } from './modules/auth/email-verification.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createBotService } from './modules/bot/service.ts';
import { createFavoritesService } from './modules/favorites/service.ts';
import { createHiddenService } from './modules/hidden/service.ts';
import { searchJobs } from './modules/jobs/search.ts';
import { createSearchCache } from './modules/jobs/search-cache.ts';
import { createSearchIndex } from './modules/jobs/search-index/client.ts';
import { createJobsService } from './modules/jobs/service.ts';
import { createMessagesService } from './modules/messages/service.ts';
import { createMessageTemplatesService } from './modules/message-templates/service.ts';
import { createModerationService } from './modules/moderation/service.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { createSupportService } from './modules/support/service.ts';
import { createAccountExport } from './modules/users/export.ts';
import { createUsersService } from './modules/users/service.ts';
import { createNotificationSettings } from './modules/users/notification-settings.ts';
import { createVacancyPagesService } from './modules/vacancy-pages/service.ts';
import { createCompaniesService } from './modules/companies/service.ts';
import { PUBLIC_LIST_CHANGES } from './domain-events.ts';
import { createSessionCache, SESSION_CHANGES } from './modules/auth/session-cache.ts';

/** Searches cached at most this many distinct queries per node. */
const SEARCH_CACHE_ENTRIES = 500;
const SESSION_CACHE_ENTRIES = 10_000;
const HIDDEN_CACHE_ENTRIES = 10_000;

/**
 * Sessions and hidden ids are cached for at most a minute, and only where every node hears every
 * change at once: the one process of the embedded database, or nodes that share the bus through Redis.
 * Nodes of one PostgreSQL without Redis could not tell each other, so they read them every time.
 */
function nodeCacheTtlMs(config: AppContext['config']): number {
  return !config.databaseUrl || config.redisUrl ? 60_000 : 0;
}

/**
 * The composition root's services: every service built once, from the one context, wired to the
 * others it calls. Modules declare their routes, subscribers and tasks in their manifests
 * (modules/index.ts); app.ts registers those with what is built here.
 */
export function createServices(ctx: AppContext): Services {
  const { db, events } = ctx;
  const jobs = createJobsService(db, events, ctx.config.listing.days);
  const applications = createApplicationsService(db, events);
  const favorites = createFavoritesService(db);
  const hidden = createHiddenService(db, events, {
    ttlMs: nodeCacheTtlMs(ctx.config),
    max: HIDDEN_CACHE_ENTRIES,
  });
  const payments = createPaymentsService(db, events);
  const support = createSupportService(db, events);
  const alerts = createAlertsService(db, alertUnsubscribeSecret(ctx));
  const resumes = createResumesService(db);
  const messageTemplates = createMessageTemplatesService(db);
  const searchIndex = createSearchIndex({ db, logger: ctx.logger, pollMs: ctx.config.searchIndex.pollMs });
  const search = createSearchCache((query, viewer) => searchJobs(db, query, searchIndex, viewer), {
    ttlMs: ctx.config.searchCacheSeconds * 1000,
    max: SEARCH_CACHE_ENTRIES,
  });
  // Every node holds its own cache and index: a change anywhere empties each cache, and each index
  // reads the change log at once (and empties the cache again once it holds the change).
  // A company's rename writes its jobs' company name too (renameCompanyJobs).
  events.onAnyNode([...PUBLIC_LIST_CHANGES, 'company.changed'], () => {
    search.clear();
    searchIndex.changed();
  });
  searchIndex.onApplied(() => search.clear());
  const sessions = createSessionCache({
    ttlMs: nodeCacheTtlMs(ctx.config),
    max: SESSION_CACHE_ENTRIES,
  });
  events.onAnyNode(SESSION_CHANGES, () => sessions.clear());

  return {
    jobs,
    alerts,
    resumes,
    applications,
    favorites,
    hidden,
    payments,
    support,
    search,
    searchIndex,
    sessions,
    messages: createMessagesService(db, events, applications),
    messageTemplates,
    moderation: createModerationService(db, events, ctx.config.publicUrl, ctx.outbox),
    users: createUsersService(db, events),
    notificationSettings: createNotificationSettings(db),
    auth: createAuthService(ctx, events),
    verification: createEmailVerificationService(ctx),
    accountExport: createAccountExport(db, {
      jobs,
      applications,
      favorites,
      hidden,
      payments,
      support,
      alerts,
      resumes,
      messageTemplates,
    }),
    bot: createBotService(db),
    vacancyPages: createVacancyPagesService(db),
    companies: createCompaniesService(db, { publicUrl: ctx.config.publicUrl }, events),
  };
}

export type { Services };

/** The key of the alert mails' unsubscribe tokens, shared by every node through the database. */
export function alertUnsubscribeSecret(ctx: Pick<AppContext, 'db'>): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () => (secret ??= getOrCreateSecret(ctx.db, 'alert-unsubscribe'));
}
