import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeUsername } from '../accounts/username';
import { HttpError } from '../http-error';
import { databaseRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preValidation hook counting attempts at `action` per client address and, when the body
     * names a username, per account. Over either limit: 429 `{message, code: 'RATE_LIMITED'}`.
     */
    limitAttempts(action: string, options?: { perAccount: boolean }): preValidationAsyncHookHandler;
  }
}

function usernameOf(request: FastifyRequest): string | undefined {
  const body = request.body as { username?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.username === 'string'
    ? normalizeUsername(body.username).slice(0, 320)
    : undefined;
}

/** The 429's words (docs/api.md), a template of the wait in whole minutes. */
export const TOO_MANY_ATTEMPTS =
  'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.';

/** The 429 of every limit; `Retry-After` is set by the caller. */
export function tooMany(ttlMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return new HttpError(429, TOO_MANY_ATTEMPTS, { code: 'RATE_LIMITED' }, { minutes });
}

export const rateLimitPlugin: FastifyPluginAsync = fp(async (app) => {
  const { ipMax, accountMax, windowMs } = app.config.rateLimit;
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, () => app.now(), windowMs),
  });

  app.decorate('limitAttempts', (action: string, { perAccount } = { perAccount: true }) => {
    const byIp = app.createRateLimit({
      max: ipMax,
      timeWindow: windowMs,
      keyGenerator: (r) => `${action}:ip:${r.clientAddress}`,
    });
    const byAccount = app.createRateLimit({
      max: accountMax,
      timeWindow: windowMs,
      keyGenerator: (r) => `${action}:account:${usernameOf(r) ?? ''}`,
    });
    const handler: preValidationAsyncHookHandler = async (request, reply) => {
      for (const limit of perAccount && usernameOf(request) ? [byIp, byAccount] : [byIp]) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw tooMany(result.ttl);
        }
      }
    };
    return handler;
  });
});
