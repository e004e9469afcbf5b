// A loopback SMTP server in a process of its own, for bench/mail.ts: the mails' receiver must not
// share the sender's event loop, or the benchmark would measure both at once. It accepts every mail,
// reads it to its end, counts it and tells its parent the count when asked.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // No reverse DNS of 127.0.0.1 per connection: that lookup, not the sender, would be measured.
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as AddressInfo).port });
});
process.on('message', (message) => {
  if (message === 'count') process.send?.({ received });
  if (message === 'stop') server.close(() => process.exit(0));
});
