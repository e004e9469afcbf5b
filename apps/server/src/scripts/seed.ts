// `npm run seed -- --jobs N --users M`: realistic demo data in the configured database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { loadConfig } from '../platform/config.ts';
import { SEED_PASSWORD, seed, seedEmail } from '../seed/generate.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '200' },
    users: { type: 'string', default: '20' },
    // The same number gives the same data (end-to-end tests rely on it).
    seed: { type: 'string' },
  },
});
const jobCount = Number(values.jobs);
const userCount = Number(values.users);
if (!Number.isInteger(jobCount) || jobCount < 0 || !Number.isInteger(userCount) || userCount < 0) {
  process.stderr.write('Usage: npm run seed -- --jobs <whole number> --users <whole number>\n');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'seed');
  await migrateDatabase(database);
  const started = Date.now();
  const result = await seed(database.db, {
    jobs: jobCount,
    users: userCount,
    listingDays: config.listing.days,
    seed: values.seed === undefined ? Date.now() % 100_000 : Number(values.seed),
    onProgress: (done) => {
      if (done % 50_000 === 0) process.stdout.write(`  ${done} jobs\n`);
    },
  });
  await database.close();
  process.stdout.write(
    `Seeded ${result.users} users and ${result.jobs} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      ` into ${config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'db')}.\n` +
      (userCount > 0 ? `Sign in as ${seedEmail(1)} with the password "${SEED_PASSWORD}".\n` : ''),
  );
} catch (error) {
  // ConfigError, a held database folder, an unusable DATA_DIR: one line, no stack.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
