import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server on loopback in the test process: what the app's SMTP transport delivers, parsed. */
export interface LoopbackSmtp {
  /** `SMTP_URL` for the app. */
  url: string;
  /** Every message accepted so far, parsed, oldest first. */
  received: ParsedMail[];
  close(): Promise<void>;
}

export async function startLoopbackSmtp(
  options: {
    /** Asked for each recipient: true answers 451, a provider's temporary refusal. */
    refuse?: () => boolean;
    /** Told of each accepted message as it is parsed. */
    onMail?: (mail: ParsedMail) => void;
  } = {},
): Promise<LoopbackSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (!options.refuse?.()) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          options.onMail?.(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client killed in the middle of a mail resets its connection: not the test's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
