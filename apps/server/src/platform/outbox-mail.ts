import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { enqueue, messageIdOf, type OutboxHandler } from './outbox.ts';

/** The outbox topic of every mail: one path for all of them (DESIGN.md §14.0). */
export const MAIL_TOPIC = 'mail';

export interface OwedMail {
  /** What makes this mail one: `verify:<token id>`, `support-answer:<request id>`, … */
  key: string;
  message: MailMessage;
  /** The recipient's account, when it has one: the mail goes if the account is deleted first. */
  userId?: string | null | undefined;
  availableAt?: Date | undefined;
}

/** Writes mails in the caller's transaction; they leave after its commit. */
export async function enqueueMail(db: Db | Tx, ...mails: OwedMail[]): Promise<void> {
  await enqueue(
    db,
    ...mails.map((mail) => ({
      topic: MAIL_TOPIC,
      key: mail.key,
      payload: { message: mail.message },
      userId: mail.userId,
      availableAt: mail.availableAt,
    })),
  );
}

/**
 * Hands a queued mail to the mailer with a Message-ID made from its key: if the process dies after the
 * SMTP server took it and before the delivery committed, the repeat is the same message to every mail
 * client and provider that sees it.
 */
export function mailHandler(mailer: Mailer, domain: string): OutboxHandler {
  return async (entry) => {
    const { message } = entry.payload as { message: MailMessage };
    await mailer.send({ ...message, messageId: messageIdOf(entry.key, domain) });
  };
}

/**
 * Removes the mails still waiting for an address, whoever they were written for (an answer to a
 * request sent signed out from it has no account): the account of that address is being deleted.
 * Delivered entries keep no text (outbox.ts).
 */
export async function forgetMailsTo(db: Db | Tx, email: string): Promise<void> {
  await db
    .delete(outbox)
    .where(and(eq(outbox.topic, MAIL_TOPIC), sql`${outbox.payload}->'message'->>'to' = ${email}`));
}
