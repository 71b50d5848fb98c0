import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Mailer, MailMessage } from './mailer';

let sequence = 0;

/** Sortable and unique even for two messages in one millisecond. */
function outboxName(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message becomes an RFC 822
 * file in DATA_DIR/outbox, so anyone can read a confirmation code without a mail server.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  // Quoted-printable keeps short ASCII lines (the code line) readable in the raw message.
  const envelope = (message: MailMessage) => ({
    from: config.mailFrom,
    textEncoding: 'quoted-printable' as const,
    ...message,
  });
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      const file = join(outbox, outboxName());
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
