import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { confirmationCodeOf, readOutbox } from '../helpers/outbox';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through SMTP_URL', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Admissions <admissions@example.edu>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the confirmation code to a real SMTP server, and writes nothing to the outbox', async () => {
    const res = await signUp(t, 'smtp.reader@example.edu');
    expect(res.statusCode).toBe(200);
    await t.app.mail.idle();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.to).toEqual(['smtp.reader@example.edu']);
    expect(message?.from).toBe('admissions@example.edu');
    expect(message?.raw).toMatch(/^Subject: Your Sample University confirmation code/m);
    const body = (message?.raw ?? '').replace(/=\r?\n/g, '');
    expect(confirmationCodeOf({ body })).toMatch(/^\d{6}$/);
    expect(message?.raw).toContain('text/html');
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });
});
