import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { leanSerializerCompiler } from './platform/serializer.ts';
import { Redis } from 'ioredis';
import type { Config } from './platform/config.ts';
import type { AppContext } from './context.ts';
import type { DomainEvent } from './domain-events.ts';
import { createEventBus } from './platform/event-bus.ts';
import { createServices, type Services } from './services.ts';
import { MODULES, type ModuleDeps } from './modules/index.ts';
import { openConfiguredDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { applyAdminEmails } from './modules/auth/admin-emails.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { textSafeValidatorCompiler } from './platform/input-text.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createRateLimits } from './platform/rate-limit.ts';
import { getOrCreateSecret } from './platform/secrets.ts';
import { registerWebApp } from './platform/web.ts';
import { registerNoStore } from './platform/cache-control.ts';
import { registerJsonOnly } from './platform/content-type.ts';
import { openApiTransformObject } from './platform/openapi-document.ts';
import { startScheduler } from './platform/scheduler.ts';
import { createOutbox } from './platform/outbox.ts';
import { MAIL_TOPIC, mailHandler } from './platform/outbox-mail.ts';
import { outboxTask } from './platform/outbox-task.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerAuthentication } from './modules/auth/authenticate.ts';
import formbody from '@fastify/formbody';
import { registerMetrics, registerSearchIndexMetrics } from './platform/metrics.ts';
import { attachRealtime } from './modules/realtime/server.ts';
import type { Realtime } from './platform/realtime.ts';
import { createGazetteer, type Gazetteer } from './modules/places/gazetteer.ts';

/** How long a starting node waits for Redis before it serves (see the wait in buildApp). */
const REDIS_READY_WAIT_MS = 2000;

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** A mailer to use instead of the configured one. */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** An already built place index to share (tests build the 200k-place index once per file). */
  gazetteer?: Gazetteer;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  /** The built-in place search; its index is built on first use or by `warmUp()`. */
  gazetteer: Gazetteer;
  services: Services;
}

const BODY_LIMIT = 128 * 1024;

/** Builds the whole server in a fixed order: external plugins → platform → modules → web app. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    // Without it a keep-alive client could hold a graceful shutdown open.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  // The id of every log line of a request, on its answer too: a person reporting a problem can quote it.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
  // zod's validator behind one guard for all input text: no NUL, no bidirectional overrides.
  app.setValidatorCompiler(textSafeValidatorCompiler);
  app.setSerializerCompiler(leanSerializerCompiler(config.checkResponses));
  registerErrorHandling(app);
  registerNoStore(app);
  registerJsonOnly(app);

  registerSecurityHeaders(app, config);
  // Retry-After is read by the web app to show a 429's wait (issue 27, item 10).
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['Retry-After'],
  });
  // Payment providers notify with form-encoded bodies.
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Debut API',
        version: '1.0.0',
        description: 'The job board for first jobs and internships',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const database = options.database ?? (await openConfiguredDatabase(config, 'server'));
  await migrateDatabase(database);
  // Before any request: an address taken out of ADMIN_EMAILS must not keep the role a moment longer.
  await applyAdminEmails(database.db, config.adminEmails);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis error'));
  // Without the offline queue a command sent before the connection is up fails at once, and the limits
  // fall back to this node's own memory: a node that served at once would count its first attempts
  // alone. It waits for Redis briefly; a Redis that is down or slow does not hold the start up.
  if (redis) {
    const waited = new AbortController();
    await Promise.race([
      once(redis, 'ready', { signal: waited.signal }).catch(() => undefined),
      delay(REDIS_READY_WAIT_MS, undefined, { signal: waited.signal }).catch(() => undefined),
    ]);
    // Whichever came second is dropped: no timer or listener outlives the start.
    waited.abort();
  }

  // Attached before the routes so that they can push events; it only answers on its own path.
  const realtime = attachRealtime({
    httpServer: app.server,
    db: database.db,
    logger: app.log,
    allowedOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
  });

  const metrics = registerMetrics(app, {
    pool: () => database.poolStats(),
    sockets: () => realtime.io.engine.clientsCount,
  });

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    logger: app.log,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        logger: app.log,
      }),
    outbox: createOutbox({
      logger: app.log,
      retryBaseMs: config.outbox.retryBaseMs,
      ratePerMinute: { [MAIL_TOPIC]: config.mailRatePerMinute },
    }),
    rateLimits: createRateLimits(await getOrCreateSecret(database.db, 'rate-limit-key'), redis),
    realtime,
    events: createEventBus<DomainEvent>({ logger: app.log, redisUrl: config.redisUrl }),
  };
  const services = createServices(ctx);
  registerSearchIndexMetrics(metrics, services.searchIndex);

  const gazetteer = options.gazetteer ?? createGazetteer(app.log);
  registerAuthentication(app, ctx.db, services.sessions);
  const deps: ModuleDeps = { ctx, services, gazetteer, registry: metrics };
  for (const module of MODULES) module.subscribe?.(deps);
  ctx.outbox.handle(MAIL_TOPIC, mailHandler(ctx.mailer, new URL(config.publicUrl).hostname));
  for (const module of MODULES) {
    for (const [topic, handler] of Object.entries(module.outbox?.(deps) ?? {}))
      ctx.outbox.handle(topic, handler);
  }
  await app.register(
    async (api) => {
      for (const module of MODULES) for (const routes of module.api ?? []) await api.register(routes, deps);
    },
    { prefix: '/api' },
  );
  for (const module of MODULES) for (const pages of module.pages ?? []) await app.register(pages, deps);
  await registerWebApp(app, config.webDist);

  const stopScheduler = startScheduler(database, app.log, [
    outboxTask(ctx),
    ...MODULES.flatMap((module) => module.tasks?.(deps) ?? []),
  ]);

  app.addHook('preClose', async () => {
    stopScheduler();
    // What the last requests set off (a mail, a socket event) finishes before the sockets close.
    await ctx.events.close();
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await services.searchIndex.close();
    ctx.mailer.close();
    if (!options.gazetteer) await gazetteer.close();
    redis?.disconnect();
    if (!options.database) await database.close();
  });

  if (config.payment.provider === 'sandbox') {
    app.log.warn(
      'PAYMENT_PROVIDER is not set: using the sandbox payment provider (test payments, no real money)',
    );
  }
  return { app, ctx, realtime, gazetteer, services };
}
