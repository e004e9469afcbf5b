// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: gives or takes the admin role
// in the configured database (PGlite in DATA_DIR, or DATABASE_URL), written to the audit log.
import { openConfiguredDatabase } from '../db/client.ts';
import { DataDirUnusableError, EmbeddedDatabaseLockedError } from '../db/embedded-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createModerationService } from '../modules/moderation/service.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  process.stderr.write('Usage: npm run admin -- grant <email> | npm run admin -- revoke <email>\n');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'admin');
  let user: { email: string };
  try {
    await migrateDatabase(database);
    // A role change announces nothing, and the CLI runs no subscribers: it publishes into the void.
    // Nor does it retry deliveries: that is the admin screen's, with the running app's outbox.
    user = await createModerationService(database.db, { publish: () => undefined }, config.publicUrl, {
      retry: () => Promise.reject(new Error('the command line retries no outbox entries')),
    }).setAdmin(email, command === 'grant');
  } finally {
    await database.close();
  }
  // Said only once the database has closed with the change written: success is never claimed for a
  // change that a failed close (a full disk) could still lose.
  process.stdout.write(
    command === 'grant'
      ? `${user.email} is now an admin (from the next request on).\n`
      : `${user.email} is no longer an admin.\n`,
  );
  if (command === 'revoke' && config.adminEmails.has(user.email)) {
    process.stdout.write(
      'Note: this address is in ADMIN_EMAILS, which makes it an admin again once its owner resets the password.\n',
    );
  }
} catch (error) {
  // A running server holds the embedded database: refuse rather than change a copy it never reads.
  if (
    error instanceof ConfigError ||
    error instanceof AppError ||
    error instanceof EmbeddedDatabaseLockedError ||
    error instanceof DataDirUnusableError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
