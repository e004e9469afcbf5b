import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { app, gazetteer, services } = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A keep-alive connection turns idle only after its in-flight request is answered: close those as they go.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: closing every connection');
      app.server.closeAllConnections();
    }, 10_000);
    deadline.unref();
    // Stops accepting, waits for in-flight requests, then closes sockets, Redis and the database.
    app
      .close()
      .finally(() => clearInterval(idle))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Debut is ready on ${config.publicUrl}`);
  // The place index builds in its own thread after the start, so the first search rarely waits.
  gazetteer.warmUp();
  // So does the search index, which answers text searches once built (SQL does until then).
  if (config.searchIndex.enabled) services.searchIndex.start();
}

main().catch((error: unknown) => {
  process.stderr.write(`Debut failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
