import { createTransport } from 'nodemailer';
import type { OutboxEmail } from './email-message';

/** Delivers one message or throws why it could not. */
export interface EmailTransport {
  send(email: OutboxEmail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, from a connection URL (smtp://, smtps://, with credentials in it).
 * Timeouts are short so that one stuck server cannot hold a message past the sender's lease.
 */
export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { ...email.headers, 'X-Shop-Email-Kind': email.kind },
      });
    },
    close: () => transporter.close(),
  };
}
