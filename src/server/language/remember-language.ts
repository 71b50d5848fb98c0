// `?lang=` remembered by the server (issue 32): the page that answers it sets the visitor's
// cookie, so the choice holds even when the visitor leaves before the page's scripts run (they
// start after the first paint); a logged-in applicant's account takes it too, as the page's
// script would have sent it to PUT /api/language.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isEnglishOnly,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAM,
} from '../../contracts/language';
import { INACTIVITY_TIMEOUT_MS } from '../../engine';
import { touchSession } from '../accounts/sessions';
import { isHttps, sessionToken } from '../plugins/session';

/** Remembers a valid `?lang=` of a page request; any other value, or none, changes nothing. */
export async function rememberAskedLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const asked = query.get(LANGUAGE_PARAM);
  if (isEnglishOnly(path, query) || !isLanguage(asked)) return;
  const app = request.server;
  // Not HttpOnly: the switch's script writes the same cookie.
  reply.setCookie(LANGUAGE_COOKIE, asked, {
    path: '/',
    sameSite: 'lax',
    secure: isHttps(app.config),
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
  const token = sessionToken(request);
  const applicant = token && (await touchSession(app.db, token, app.now(), INACTIVITY_TIMEOUT_MS));
  if (applicant) await app.repos.applicants.setLanguage(applicant.id, asked);
}
