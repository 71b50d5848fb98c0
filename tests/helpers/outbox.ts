import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One message the server wrote to DATA_DIR/outbox (SMTP_URL unset). */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone, text and HTML parts alike. */
  body: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as a Spanish subject is sent. */
function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return decodeWords(match?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '');
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every message in the outbox, oldest first (file names sort by time). */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      return {
        file: join(dir, name),
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        body: decodeQuotedPrintable(raw),
      };
    });
}

/** The messages sent to an address (case-insensitive), oldest first. */
export function mailTo(dataDir: string, to: string): OutboxMessage[] {
  return readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(to.trim().toLowerCase()));
}

/**
 * Waits for the `count`-th message to an address (1 = the first ever) whose subject contains
 * `subject`; mail leaves the server after the reply, so a test polls for it.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  {
    subject = '',
    count = 1,
    timeoutMs = 10_000,
  }: { subject?: string; count?: number; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailTo(dataDir, to).filter((m) => m.subject.includes(subject));
    const message = found[count - 1];
    if (message) return message;
    if (Date.now() > deadline)
      throw new Error(
        `no mail #${count} to ${to} with subject "${subject}" within ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The code of a confirmation message ("Your confirmation code is 123456", or in Spanish). */
export function confirmationCodeOf(message: Pick<OutboxMessage, 'body'>): string {
  const match = /(?:Your confirmation code is|Su código de confirmación es) (\d{6})/.exec(
    message.body,
  );
  if (!match?.[1]) throw new Error('no confirmation code in the message');
  return match[1];
}

/** The first link of a message to a page of the site, e.g. linkOf(m, '/reset'). */
export function linkOf(message: Pick<OutboxMessage, 'body'>, path: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]*`).exec(message.body);
  if (!match) throw new Error(`no ${path} link in the message`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
