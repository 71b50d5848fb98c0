import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { signInOptionsReply } from '../../../contracts/staff-accounts';
import { normalizeUsername } from '../../accounts/username';
import type { StaffOidcConfig } from '../../config';
import { HttpError } from '../../http-error';
import { isHttps } from '../../plugins/session';
import { recordAudit } from '../../staff/audit';
import { openFlow, sealFlow } from '../../staff/oidc-flow';
import type { StaffAccount } from '../../repositories/staff-accounts';
import { startStaffSession } from '../../staff/start-staff-session';
import { replies } from '../schemas';
import { noQuery } from './schemas';

/** A sign-in under way: its state, sealed in a cookie only the callback sees (oidc-flow.ts). */
const FLOW_COOKIE = 'staff_oidc';
const FLOW_PATH = '/staff/api/oidc';
const FLOW_MS = 10 * 60 * 1000;
export const SSO_OFF = 'Single sign-on is not set up on this server.';

/** Where a refused or failed single sign-on lands: the sign-in page says why. */
const signInWith = (outcome: 'not_invited' | 'failed') => `/staff/sign-in?sso=${outcome}`;

function discover({
  issuer,
  clientId,
  clientSecret,
}: StaffOidcConfig): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(issuer),
    clientId,
    undefined,
    oidc.ClientSecretBasic(clientSecret),
    // A plain-http issuer is a test or a laboratory; openid-client refuses it unless told.
    issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
}

/** Why single sign-on refuses an address, or undefined for an accepted, enabled account. */
function refusalOf(email: string | undefined, staff: StaffAccount | undefined) {
  if (!email) return 'no_email';
  if (!staff) return 'not_invited';
  if (staff.disabled_at) return 'disabled';
  // The invitation's welcome (password and authenticator) was never completed.
  if (!staff.password_hash) return 'not_accepted';
  return undefined;
}

/**
 * Single sign-on through the university's OpenID Connect provider: authorization code with
 * PKCE, state and nonce. Only an enabled staff account whose invitation was accepted and whose
 * e-mail the provider vouches for gets in; the provider's own policy (its second factor) stands
 * in for TOTP. Starting is rate-limited per address and stores nothing.
 */
export const staffOidcRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.config.staffOidc;
  const redirectUri = `${app.config.publicUrl}${FLOW_PATH}/callback`;
  const secure = isHttps(app.config);
  let configuration: Promise<oidc.Configuration> | undefined;
  const provider = (): Promise<oidc.Configuration> => {
    if (!settings) throw new HttpError(404, SSO_OFF);
    configuration ??= discover(settings).catch((error: unknown) => {
      configuration = undefined; // the next sign-in tries the provider again
      throw error;
    });
    return configuration;
  };
  const publicRoute = { staffAccess: 'public' as const };

  app.get(
    '/staff/api/sign-in-options',
    {
      config: publicRoute,
      schema: {
        querystring: noQuery,
        response: replies({ 200: signInOptionsReply }),
      },
    },
    async () => ({ sso: settings !== undefined }),
  );

  app.get(
    `${FLOW_PATH}/start`,
    {
      config: publicRoute,
      preValidation: app.limitAttempts('staff_oidc_start', { perAccount: false }),
      schema: { querystring: noQuery },
    },
    async (_request, reply) => {
      const config = await provider();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const flow = { state, codeVerifier: verifier, nonce };
      const sealed = sealFlow(
        app.config.sessionSecret,
        flow,
        new Date(app.now().getTime() + FLOW_MS),
      );
      // Lax: the provider's redirect back is a top-level navigation from its site.
      reply.setCookie(FLOW_COOKIE, sealed, {
        path: FLOW_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: FLOW_MS / 1000,
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.redirect(url.href, 303);
    },
  );

  app.get(
    `${FLOW_PATH}/callback`,
    { config: publicRoute },
    async (request, reply: FastifyReply) => {
      const config = await provider();
      const cookie = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH, httpOnly: true, sameSite: 'lax', secure });
      // A replayed callback finds its code already spent at the provider, which refuses it.
      const flow = cookie ? openFlow(app.config.sessionSecret, cookie, app.now()) : undefined;
      let email: string | undefined;
      try {
        if (!flow) throw new Error('no sign-in under way in this browser');
        const tokens = await oidc.authorizationCodeGrant(
          config,
          new URL(request.url, app.config.publicUrl),
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        );
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token claims');
        // Providers put the e-mail in the ID token or only behind the userinfo endpoint.
        const source =
          typeof claims.email === 'string'
            ? claims
            : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        if (typeof source.email === 'string' && source.email_verified !== false)
          email = normalizeUsername(source.email);
      } catch (error) {
        request.log.warn({ err: error }, 'staff single sign-on failed');
        return reply.redirect(signInWith('failed'), 303);
      }
      const staff = email ? await app.repos.staffAccounts.findByUsername(email) : undefined;
      const refusal = refusalOf(email, staff);
      if (refusal || !staff) {
        await recordAudit(app.db, {
          staff: { id: staff?.id ?? null, username: email ?? '' },
          action: 'sign_in_failed',
          detail: { method: 'oidc', reason: refusal },
          ip: request.clientAddress,
          at: app.now(),
        });
        return reply.redirect(signInWith('not_invited'), 303);
      }
      await startStaffSession(request, reply, staff, { method: 'oidc' });
      return reply.redirect('/staff', 303);
    },
  );
};
