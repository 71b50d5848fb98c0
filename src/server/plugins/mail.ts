import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../mail/create-mailer';
import type { Mailer, MailMessage } from '../mail/mailer';
import { countHit } from './rate-limit-store';

const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /**
       * Hands a message over without waiting, so a route answers as fast whether or not it
       * sends mail (no account enumeration by timing); a failure is logged.
       */
      send(message: MailMessage): void;
      /**
       * Runs `prepare` (database work that depends on whether the account exists) after the
       * reply, then sends what it returns, if anything: the reply's timing then says nothing
       * about the account. Failures are logged.
       */
      sendLater(prepare: () => Promise<MailMessage | undefined>): void;
      /** Resolves once every message handed over so far is delivered or has failed. */
      idle(): Promise<void>;
    };
  }
}

export const mailPlugin: FastifyPluginAsync<{ mailer?: Mailer }> = fp(
  async (app, options: { mailer?: Mailer }) => {
    const mailer = options.mailer ?? createMailer(app.config, app.log);
    const pending = new Set<Promise<void>>();
    const track = (work: Promise<void>): void => {
      const tracked: Promise<void> = work
        .catch((error: unknown) => app.log.error({ err: error }, 'mail not sent'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    };
    const cap = app.config.rateLimit.mailPerRecipientPerDay;
    const deliver = async (message: MailMessage | undefined): Promise<void> => {
      if (!message) return;
      try {
        // Nobody can flood an address through sign-up, resend or forgot: past the day's cap
        // the message is dropped (the reply said nothing about mail anyway).
        const key = `mail:${message.to.trim().toLowerCase()}`;
        const { hits } = await countHit(app.db, key, app.now(), DAY_MS);
        if (hits > cap) {
          app.log.warn({ to: message.to, subject: message.subject }, 'mail not sent: daily cap');
          return;
        }
        await mailer.send(message);
      } catch (error) {
        app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
      }
    };
    app.decorate('mail', {
      send: (message: MailMessage) => track(deliver(message)),
      // setImmediate: the reply goes out before the work starts.
      sendLater: (prepare: () => Promise<MailMessage | undefined>) =>
        track(new Promise<void>((resolve) => setImmediate(resolve)).then(prepare).then(deliver)),
      async idle() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    });
    app.addHook('onClose', async () => app.mail.idle());
  },
);
