import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider next (their e-mail address is their subject). */
  signInAs(email: string, emailVerified?: boolean): void;
  /**
   * Follows the provider's redirects from an authorization URL, signing in the current user,
   * and returns the URL it sends the browser back to (the client's callback).
   */
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free port, with one confidential client
 * whose redirect URI is `redirectUri`. Its login and consent page signs in whoever `signInAs`
 * named, with no form, so a test can walk the authorization code flow over HTTP.
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const clientId = 'staff-workspace';
  const clientSecret = 'a-test-client-secret-of-enough-length-0123456789';
  let user = { email: '', verified: true };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: user.verified }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-provider-cookie-key'] },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      await provider.interactionDetails(req, res);
      const accountId = user.email;
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })();
  });

  async function authorize(start: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(start);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(email, emailVerified = true) {
      user = { email, verified: emailVerified };
    },
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
