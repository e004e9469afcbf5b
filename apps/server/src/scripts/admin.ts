// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: gives or takes the admin role
// in the configured database (PGlite in DATA_DIR, or DATABASE_URL), written to the audit log.
import { openConfiguredDatabase } from '../db/client.ts';
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
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    const user = await createModerationService(database.db).setAdmin(email, command === 'grant');
    process.stdout.write(
      command === 'grant'
        ? `${user.email} is now an admin (from the next request on).\n`
        : `${user.email} is no longer an admin.\n`,
    );
    if (command === 'revoke' && config.adminEmails.has(user.email)) {
      process.stdout.write(
        'Note: this address is in ADMIN_EMAILS, which makes it an admin again at its next sign-in.\n',
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof AppError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
