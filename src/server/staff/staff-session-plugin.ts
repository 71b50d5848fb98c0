import cookie from '@fastify/cookie';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../../contracts/staff-accounts';
import { INACTIVITY_TIMEOUT_MS } from '../../engine';
import { SESSION_ABSOLUTE_MS } from '../accounts/sessions';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { isHttps, prependOnRequest } from '../plugins/session';
import { staffSessions, type StaffMember } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /staff/api routes (null until the staff check ran). */
    staff: StaffMember | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call a /staff/api route: any signed-in staff member (the default), only an
     * admin, or anyone ('public': sign-in, welcome, single sign-on).
     */
    staffAccess?: 'staff' | 'admin' | 'public';
  }
}

export const STAFF_SESSION_REQUIRED =
  'You are not signed in to the staff workspace, or your session has expired. Please sign in again.';
export const STAFF_ADMIN_REQUIRED = 'Only a staff administrator can do this.';

/** Its own name, so an applicant's cookie never stands for a staff one (`__Host-` over https). */
export function staffCookieName(config: Pick<Config, 'publicUrl'>): string {
  return isHttps(config) ? '__Host-staff_session' : 'staff_session';
}

/** Strict: the staff workspace is never entered from a link on another site with its session. */
function cookieOptions(config: Config) {
  return { path: '/', sameSite: 'strict' as const, secure: isHttps(config), httpOnly: true };
}

export function setStaffCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(staffCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearStaffCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(staffCookieName(config), cookieOptions(config));
}

export function staffToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[staffCookieName(request.server.config)];
  return value && value.length <= 100 ? value : undefined;
}

/** The staff member of a route behind the staff check. */
export function currentStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new HttpError(401, STAFF_SESSION_REQUIRED);
  return request.staff;
}

/**
 * A hook that lets a request through only with a live staff session (401), and with `role`
 * 'admin' only for an admin (403). It runs before the body is read and extends the session.
 */
export function requireStaff(role?: Extract<StaffRole, 'admin'>): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!request.staff) {
      const app = request.server;
      const token = staffToken(request);
      const staff =
        token && (await staffSessions.touch(app.db, token, app.now(), INACTIVITY_TIMEOUT_MS));
      if (!staff) {
        if (token) clearStaffCookie(reply, app.config);
        throw new HttpError(401, STAFF_SESSION_REQUIRED);
      }
      request.staff = staff;
    }
    if (role === 'admin' && request.staff.role !== 'admin')
      throw new HttpError(403, STAFF_ADMIN_REQUIRED);
  };
}

/**
 * Puts the staff check on every /staff/api route once, present and future: routes are for any
 * staff member unless their config says `staffAccess: 'admin'` or `'public'`.
 */
export const staffSessionPlugin: FastifyPluginAsync = fp(async (app) => {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.decorateRequest('staff', null);
  const anyStaff = requireStaff();
  const adminOnly = requireStaff('admin');
  app.addHook('onRoute', (route) => {
    const access = route.config?.staffAccess ?? 'staff';
    if (!route.url.startsWith('/staff/api/') || access === 'public') return;
    prependOnRequest(route, access === 'admin' ? adminOnly : anyStaff);
  });
});
