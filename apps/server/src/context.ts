import type { Config } from './platform/config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './platform/mail.ts';
import type { Outbox } from './platform/outbox.ts';
import type { Logger } from './platform/logger.ts';
import type { RateLimits } from './platform/rate-limit.ts';
import type { Realtime } from './platform/realtime.ts';
import type { DomainEvents } from './domain-events.ts';

/** What every module is built from; made once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Sends a mail now; domain actions enqueue mails in the outbox instead (platform/outbox-mail.ts). */
  mailer: Mailer;
  /** Delivers what changes owe people after their commits (DESIGN.md §14.0). */
  outbox: Outbox;
  logger: Logger;
  rateLimits: RateLimits;
  /** Pushes events to connected clients on every node. */
  realtime: Realtime;
  /** What services announce after their commits; subscribers act on it (decision 020). */
  events: DomainEvents;
}
