import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw message: headers and MIME body. */
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedEmail[];
  /** Refuses the next `count` messages with a temporary 451 error. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 that keeps what it receives in memory. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          return callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
        }
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
