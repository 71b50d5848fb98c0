import cookie from '@fastify/cookie';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { INACTIVITY_TIMEOUT_MS } from '../../engine';
import {
  SESSION_ABSOLUTE_MS,
  sessionCheck,
  touchSession,
  type SessionApplicant,
  type SessionCheck,
} from '../accounts/sessions';
import type { Config } from '../config';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in applicant; set on every /api route before its handler runs. */
    applicant: SessionApplicant | null;
  }
  interface FastifyContextConfig {
    /**
     * 'none' exempts an /api route from the session check (only /api/health); 'extend' always
     * writes the idle clock (the keep-alive), where other routes write it at most once a minute;
     * 'in-route' leaves the check to the route's own onRequest hook, which runs it inside its
     * first statement (sessionCheckOf); a request without a session cookie is refused first.
     */
    session?: 'required' | 'none' | 'extend' | 'in-route';
  }
}

export const SESSION_REQUIRED =
  'You are not logged in, or your session has expired. Please log in again.';

/** `__Host-` pins the cookie to this exact origin over https; plain `session` for local http. */
export function sessionCookieName(config: Pick<Config, 'publicUrl'>): string {
  return isHttps(config) ? '__Host-session' : 'session';
}

/** A readable companion cookie holding no secret, so the client can tell it may be logged in. */
export const LOGGED_IN_COOKIE = 'logged_in';

/** Cookies are `Secure` (and `__Host-`) when the public address is https. */
export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

/** Puts a check before a route's own onRequest hooks (from an onRoute hook). */
export function prependOnRequest(route: RouteOptions, hook: onRequestAsyncHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = [hook, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
}

export function setSessionCookies(reply: FastifyReply, config: Config, token: string): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: isHttps(config),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };
  reply.setCookie(sessionCookieName(config), token, { ...common, httpOnly: true });
  reply.setCookie(LOGGED_IN_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isHttps(config) };
  reply.clearCookie(sessionCookieName(config), { ...common, httpOnly: true });
  reply.clearCookie(LOGGED_IN_COOKIE, common);
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request.server.config)];
  return value && value.length <= 100 ? value : undefined;
}

/** The applicant of a route behind the session check; later routes call this. */
export function currentApplicant(request: FastifyRequest): SessionApplicant {
  if (!request.applicant) throw new HttpError(401, SESSION_REQUIRED);
  return request.applicant;
}

/**
 * The session check of an 'in-route' route, for the statement its onRequest hook runs (after
 * the plugin's hook, which refused a request without a token).
 */
export function sessionCheckOf(request: FastifyRequest): SessionCheck {
  return sessionCheck(sessionToken(request) ?? '', request.server.now(), INACTIVITY_TIMEOUT_MS);
}

/** The reply to a session not found: its cookies cleared, 401. */
export function refuseSession(request: FastifyRequest, reply: FastifyReply): never {
  if (sessionToken(request)) clearSessionCookies(reply, request.server.config);
  throw new HttpError(401, SESSION_REQUIRED);
}

/**
 * Puts the session check on every /api route once (like an autohooks file): it runs before
 * the body is read, refuses an unknown or expired session with 401, and extends a good one.
 */
export const sessionPlugin: FastifyPluginAsync = fp(async (app) => {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.decorateRequest('applicant', null);

  const requireSession: onRequestAsyncHookHandler = async (request, reply) => {
    const token = sessionToken(request);
    const applicant =
      token &&
      (await touchSession(
        app.db,
        token,
        app.now(),
        INACTIVITY_TIMEOUT_MS,
        request.routeOptions.config.session === 'extend',
      ));
    if (!applicant) refuseSession(request, reply);
    request.applicant = applicant;
  };

  const requireToken: onRequestAsyncHookHandler = async (request, reply) => {
    if (!sessionToken(request)) refuseSession(request, reply);
  };

  app.addHook('onRoute', (route) => {
    if (
      !route.url.startsWith('/api/') ||
      route.url === '/api/health' ||
      route.config?.session === 'none'
    )
      return;
    prependOnRequest(route, route.config?.session === 'in-route' ? requireToken : requireSession);
  });
});
