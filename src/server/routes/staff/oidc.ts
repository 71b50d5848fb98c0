import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { signInOptionsReply } from '../../../contracts/staff-accounts';
import { sha256 } from '../../accounts/secrets';
import { normalizeUsername } from '../../accounts/username';
import type { StaffOidcConfig } from '../../config';
import { HttpError } from '../../http-error';
import { isHttps } from '../../plugins/session';
import { recordAudit } from '../../staff/audit';
import { findStaff } from '../../staff/staff-accounts';
import { startStaffSession } from '../../staff/start-staff-session';
import { replies } from '../schemas';

/** The browser's half of a sign-in under way: the state, in a cookie only the callback sees. */
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

/**
 * Single sign-on through the university's OpenID Connect provider: authorization code with
 * PKCE, state and nonce. Only an invited, enabled staff account whose e-mail the provider
 * vouches for gets in; the provider's own policy (its second factor) stands in for TOTP.
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
        response: replies({ 200: signInOptionsReply }),
      },
    },
    async () => ({ sso: settings !== undefined }),
  );

  app.get(`${FLOW_PATH}/start`, { config: publicRoute }, async (_request, reply) => {
    const config = await provider();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    await app.db.query(
      'INSERT INTO staff_oidc_logins (state_hash, code_verifier, nonce, expires_at) VALUES ($1, $2, $3, $4)',
      [sha256(state), verifier, nonce, new Date(app.now().getTime() + FLOW_MS)],
    );
    // Lax: the provider's redirect back is a top-level navigation from its site.
    reply.setCookie(FLOW_COOKIE, state, {
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
  });

  app.get(
    `${FLOW_PATH}/callback`,
    { config: publicRoute },
    async (request, reply: FastifyReply) => {
      const config = await provider();
      const state = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH, httpOnly: true, sameSite: 'lax', secure });
      const { rows } = state
        ? await app.db.query<{ code_verifier: string; nonce: string }>(
            'DELETE FROM staff_oidc_logins WHERE state_hash = $1 AND expires_at > $2 RETURNING code_verifier, nonce',
            [sha256(state), app.now()],
          )
        : { rows: [] };
      const flow = rows[0];
      let email: string | undefined;
      try {
        if (!state || !flow) throw new Error('no sign-in under way in this browser');
        const tokens = await oidc.authorizationCodeGrant(
          config,
          new URL(request.url, app.config.publicUrl),
          {
            pkceCodeVerifier: flow.code_verifier,
            expectedState: state,
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
      const staff = email ? await findStaff(app.db, email) : undefined;
      if (!email || !staff || staff.disabled_at) {
        await recordAudit(app.db, {
          staff: { id: staff?.id ?? null, username: email ?? '' },
          action: 'sign_in_failed',
          detail: {
            method: 'oidc',
            reason: !email ? 'no_email' : staff ? 'disabled' : 'not_invited',
          },
          ip: request.ip,
          at: app.now(),
        });
        return reply.redirect(signInWith('not_invited'), 303);
      }
      await startStaffSession(request, reply, staff, { method: 'oidc' });
      return reply.redirect('/staff', 303);
    },
  );
};
