import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../../../contracts/language';
import {
  decisionBody,
  staffDecisionReply,
  staffDecisionStateReply,
  type DecisionBody,
} from '../../../../contracts/staff-review';
import { isCalendarDate, LETTER_FIELDS, unknownLetterFields } from '../../../../engine';
import { HttpError } from '../../../http-error';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { BAD_DECISION } from '../../../staff/applications/search-filters';
import { officeDecision, recordDecision, staffDecision } from '../../../staff/review/decisions';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';
import { findApplication } from './find-application';
import { applicationIdParam } from './schemas';

export const BAD_RELEASE_TIME = 'The release time must be a time that exists, with its offset.';
export const UNKNOWN_LETTER_FIELD = 'The letter uses a field that does not exist: ';
export const NOT_SUBMITTED =
  'This application has not been submitted: a decision can be recorded only on a submitted application.';

/** The instant the text names; JavaScript's Date would take 30 February as 2 March. */
function releaseTime(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const [, hours = '', minutes = '', seconds = '0'] =
    /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text) ?? [];
  const at = new Date(text);
  const real =
    isCalendarDate(text.slice(0, 10)) &&
    text >= '0001' &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60 &&
    !Number.isNaN(at.getTime());
  if (!real) throw new HttpError(400, BAD_RELEASE_TIME);
  return at;
}

/**
 * The decision (issue 33): admins record it, released at once or at `release_at`; any staff
 * member reads it. The applicant sees it in GET /api/profile from its release.
 */
export const decisionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications/:id/decision',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        response: replies({ 200: staffDecisionStateReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      await audit(request, 'read_decision', id);
      const row = await app.repos.decisions.of(id);
      return {
        decision: row ? staffDecision(row, app.now()) : null,
        applicant_language: (await app.repos.applicants.language(id)) ?? DEFAULT_LANGUAGE,
      };
    },
  );

  app.put(
    '/staff/api/applications/:id/decision',
    {
      config: { staffAccess: 'admin' },
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        body: decisionBody,
        response: replies({ 200: staffDecisionReply }),
      },
    },
    async (request) => {
      const body = request.body as DecisionBody;
      // The live form version's decisions, not those of when the server started.
      if (!officeDecision(body.decision)) throw new HttpError(400, BAD_DECISION);
      const [unknown] = unknownLetterFields(body.letter ?? '');
      if (unknown !== undefined)
        throw new HttpError(
          400,
          `${UNKNOWN_LETTER_FIELD}{${unknown}}. The fields are ${LETTER_FIELDS.map((f) => `{${f}}`).join(', ')}.`,
        );
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      const releaseAt = releaseTime(body.release_at);
      if (!(await app.repos.applicants.submission(id))?.submitted_at)
        throw new HttpError(409, NOT_SUBMITTED);
      const now = app.now();
      await audit(request, 'decision', id, {
        decision: body.decision,
        release_at: (releaseAt ?? now).toISOString(),
      });
      const decision = await recordDecision(app.db, {
        applicantId: id,
        decision: body.decision,
        letter: body.letter,
        releaseAt,
        staff: currentStaff(request),
        now,
      });
      app.worker.wake();
      return decision;
    },
  );
};
