// Mail delivery benchmark (issue 29): 10,000 real composed mails (confirmation, reset and alert-digest
// texts in the 15 languages) are written to the outbox in batches, as domain actions write them, while
// the outbox delivers them with `deliverDue` through the real mailer (nodemailer over SMTP, one
// pooled connection, SMTP_URL with ?pool=true; --pool false for one connection per mail) to a loopback SMTP server in a process of its own. Reports
// the delivery rate and the queue's wait (created_at → delivered_at) in BENCHMARKS.md. PGlite in a
// temporary folder, or the PostgreSQL database of DATABASE_URL (a throwaway one: the outbox is emptied).
// Usage: npm run bench:mail [-- --mails N --batch N --pool false]
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { alertDigestMail } from '../apps/server/src/mail/alert-mail.ts';
import { resetPasswordMail } from '../apps/server/src/mail/reset-password-mail.ts';
import { verifyEmailMail } from '../apps/server/src/mail/verify-email-mail.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import type { Logger } from '../apps/server/src/platform/logger.ts';
import { createMailer, type MailMessage } from '../apps/server/src/platform/mail.ts';
import { createOutbox } from '../apps/server/src/platform/outbox.ts';
import { unsubscribeLinks } from '../apps/server/src/platform/unsubscribe-links.ts';
import { enqueueMail, MAIL_TOPIC, mailHandler } from '../apps/server/src/platform/outbox-mail.ts';
import { machine, percentile, writeSection } from './report.ts';

const { values } = parseArgs({
  options: {
    mails: { type: 'string', default: '10000' },
    batch: { type: 'string', default: '100' },
    // smtp-server holds every new connection 100 ms before its greeting (its check for clients that
    // talk too soon): one connection per mail would measure that pause, about 9 mails a second.
    pool: { type: 'string', default: 'true' },
  },
});
const pooled = values.pool !== 'false';
const total = Number(values.mails);
const batch = Number(values.batch);
const onPostgres = Boolean(process.env.DATABASE_URL);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-bench-mail-'));
// The provider's cap must not be what is measured: 100,000 a minute (the setting's maximum).
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  MAIL_RATE_PER_MINUTE: process.env.MAIL_RATE_PER_MINUTE ?? '100000',
});
const logger = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as Logger;

const sink = fork(path.join(import.meta.dirname, 'smtp-sink.ts'), [], { execArgv: ['--import', 'tsx'] });
const ask = <T>(message: string, key: keyof T & string): Promise<T> =>
  new Promise((resolve) => {
    const listener = (answer: unknown) => {
      if (typeof answer === 'object' && answer !== null && key in answer) {
        sink.off('message', listener);
        resolve(answer as T);
      }
    };
    sink.on('message', listener);
    if (message) sink.send(message);
  });
const { port } = await ask<{ port: number }>('', 'port');

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(dataDir, 'db'),
  poolSize: 4,
});
await migrateDatabase(database);
const { db } = database;
await db.execute(sql`delete from outbox`);

const smtpUrl = `smtp://127.0.0.1:${port}${pooled ? '/?pool=true' : ''}`;
const mailer = createMailer({ smtpUrl, from: config.mailFrom, outboxDir: dataDir, logger });
const outbox = createOutbox({
  logger,
  retryBaseMs: config.outbox.retryBaseMs,
  ratePerMinute: { [MAIL_TOPIC]: config.mailRatePerMinute },
});
outbox.handle(MAIL_TOPIC, mailHandler(mailer, new URL(config.publicUrl).hostname));

const LANGUAGES = ['en', 'ru', 'de', 'ar', 'fr', 'es', 'it', 'pt', 'pl', 'cs', 'hu', 'sv', 'ja', 'zh', 'hi'];
/** The n-th mail: a confirmation, a reset or a three-job alert digest, in one of the languages. */
function message(n: number): MailMessage {
  const language = LANGUAGES[n % LANGUAGES.length] ?? 'en';
  const to = `person-${n}@example.com`;
  const link = `${config.publicUrl}/verify-email?token=${'x'.repeat(43)}${n}`;
  if (n % 3 === 0) return verifyEmailMail({ to, displayName: null, language, link });
  if (n % 3 === 1) return resetPasswordMail({ to, displayName: `Person ${n}`, language, link });
  return alertDigestMail(
    { email: to, displayName: `Person ${n}`, language },
    { name: 'Barista' },
    [1, 2, 3].map((index) => ({
      title: `Barista ${index}`,
      companyName: 'Coffee Corner',
      salary: 45_000 + index * 1000,
      salaryCurrency: 'RUB',
      address: 'Tverskaya 1, Moscow',
      distanceKm: index * 1.5,
      url: `${config.publicUrl}/jobs/${n}-${index}`,
    })),
    5,
    {
      ...unsubscribeLinks(config.publicUrl, `token-${n}`),
      alert: `${config.publicUrl}/alerts/${n}`,
      manage: `${config.publicUrl}/alerts`,
    },
  );
}

// The delivery task as the server runs it: deliverDue, then the poll interval when nothing was due.
let enqueued = false;
const started = performance.now();
const deliver = (async () => {
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const run = await outbox.deliverDue(db);
    delivered += run.delivered;
    failed += run.failed + run.retried;
    if (run.delivered + run.retried + run.failed === 0) {
      if (enqueued) return { delivered, failed };
      await new Promise((resolve) => setTimeout(resolve, config.outbox.pollMs));
    }
  }
})();
for (let from = 0; from < total; from += batch) {
  const mails = Array.from({ length: Math.min(batch, total - from) }, (_, index) => ({
    key: `bench-mail:${from + index}`,
    message: message(from + index),
  }));
  await db.transaction((tx) => enqueueMail(tx, ...mails));
}
const enqueueSeconds = (performance.now() - started) / 1000;
enqueued = true;
const result = await deliver;
const seconds = (performance.now() - started) / 1000;
const { received } = await ask<{ received: number }>('count', 'received');

const waits = (
  (await db.execute(sql`
    select extract(epoch from delivered_at - created_at)::float8 * 1000 as ms
    from outbox where delivered_at is not null`)) as unknown as { rows: { ms: number }[] }
).rows
  .map((row) => Number(row.ms))
  .sort((a, b) => a - b);
const [span] = (
  (await db.execute(sql`
    select extract(epoch from max(delivered_at) - min(created_at))::float8 as seconds from outbox`)) as unknown as {
    rows: { seconds: number }[];
  }
).rows;
const rate = result.delivered / (span?.seconds ?? seconds);
const ms = (value: number) => Math.round(value).toLocaleString('en');
const store = onPostgres ? 'PostgreSQL server' : 'embedded PGlite';

writeSection(
  `bench:mail:${onPostgres ? 'postgresql' : 'pglite'}`,
  `## Mail delivery — ${store}, ${total.toLocaleString('en')} mails to a loopback SMTP server

Measured ${new Date().toISOString().slice(0, 10)} by \`${onPostgres ? 'DATABASE_URL=… ' : ''}npm run bench:mail\` on ${machine()}.
${total.toLocaleString('en')} composed mails (confirmation, reset and alert digests in the 15 languages) written to the
outbox in transactions of ${batch} with \`enqueueMail\`, while \`createOutbox().deliverDue\` delivers them (one
transaction per mail, as the server's task does, polling every ${config.outbox.pollMs} ms when nothing is due) through
the server's nodemailer SMTP mailer (\`createMailer\`, SMTP_URL ${pooled ? 'with `?pool=true`: one connection reused' : 'without `pool`: one connection per mail'}) to an \`smtp-server\` in
another process on loopback.
MAIL_RATE_PER_MINUTE was ${config.mailRatePerMinute.toLocaleString('en')}, above the rate reached, so nothing was held back.

| figure | value |
|---|---:|
| all written to the outbox after | ${enqueueSeconds.toFixed(1)} s |
| delivered (received by the SMTP server) | ${result.delivered.toLocaleString('en')} (${received.toLocaleString('en')}) |
| retried or failed | ${result.failed} |
| delivery rate, first write to last delivery | ${Math.round(rate).toLocaleString('en')} mails/s |
| wait in the queue (created_at → delivered_at) p50 | ${ms(percentile(waits, 50))} ms |
| wait in the queue p95 | ${ms(percentile(waits, 95))} ms |
| wait in the queue max | ${ms(waits.at(-1) ?? Number.NaN)} ms |

The wait is the queue's under a burst: all ${total.toLocaleString('en')} arrive within ${enqueueSeconds.toFixed(1)} s, so a mail's wait is
mostly the mails ahead of it; p95 ≈ the time to drain the burst.
`,
);
process.stdout.write(
  `${store}: ${result.delivered} delivered (${received} received, ${result.failed} retried/failed) at ${Math.round(rate)} mails/s; wait p50 ${ms(percentile(waits, 50))} ms p95 ${ms(percentile(waits, 95))} ms; enqueued in ${enqueueSeconds.toFixed(1)} s\n`,
);
mailer.close();
sink.send('stop');
await database.close();
rmSync(dataDir, { recursive: true, force: true });
