import type { TestApp } from './app';

/**
 * An applicant's requests as the client makes them, and their profile: shared by the
 * application API's tests (application-answers, application-client-state and
 * application-submit); `t` is read at each call (built in a beforeAll).
 */
export function applicantCalls(t: () => TestApp) {
  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t().app.inject({
      method,
      url,
      headers: { cookie },
      // The client sends `{}` when a write has no payload (src/client/api/http.ts).
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const profileOf = async (cookie: string) => (await call(cookie, 'GET', '/api/profile')).json();
  return { call, profileOf };
}
