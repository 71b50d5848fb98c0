import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../contracts/audit-actions';
import {
  formDraftBody,
  formDraftReply,
  formDraftSaveReply,
  formImpactReply,
  formsReply,
  publishBody,
  publishedReply,
  publishProblemsReply,
  rollbackBody,
  type FormDraftBody,
  type FormProblem,
  type PublishBody,
  type RollbackBody,
} from '../../../contracts/forms';
import type { LintProblem } from '../../../engine/lint/problem';
import type { Queryable } from '../../db/database';
import {
  formsOverview,
  liveMovedMessage,
  publishDraft,
  readDraft,
  rollBack,
  saveDraft,
  type Actor,
} from '../../forms/form-versions';
import { lintFormFiles } from '../../forms/lint-form-files';
import { measureImpact } from '../../forms/measure-impact';
import { HttpError } from '../../http-error';
import { recordAudit } from '../../staff/audit';
import { impactWithoutWithheld } from '../../staff/need-to-know';
import { currentStaff } from '../../staff/staff-session-plugin';
import { replies } from '../schemas';
import { noQuery } from './schemas';

/** A whole definition set, pretty-printed as an editor sends it, fits; the app's 256 KB does not. */
const DRAFT_BODY_LIMIT = 2 * 1024 * 1024;
const LINT_PROBLEMS = 'The draft has problems; correct them before publishing.';

const wire = (problem: LintProblem): FormProblem => ({
  file: problem.file,
  line: problem.line ?? null,
  column: problem.column ?? null,
  pointer: problem.pointer,
  message: problem.message,
  rule: problem.rule ?? null,
});

const refused = (problems: LintProblem[]) =>
  new HttpError(422, LINT_PROBLEMS, { code: 'LINT_PROBLEMS', problems: problems.map(wire) });

/**
 * The form versions in the staff workspace (issue 29): every staff member reads them; admins save
 * the draft, publish it and roll back, each write audited in its own transaction.
 */
export const staffFormsRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = { staffAccess: 'admin' as const };

  /** Runs a write as the signed-in admin and audits it in the same transaction. */
  const audited = <T>(
    request: FastifyRequest,
    action: AuditAction,
    write: (tx: Queryable, actor: Actor) => Promise<T>,
    detail: (result: T) => Record<string, unknown>,
  ): Promise<T> => {
    const staff = currentStaff(request);
    const at = app.now();
    return app.db.transaction(async (tx) => {
      const result = await write(tx, { by: staff.username, at });
      await recordAudit(tx, {
        staff,
        action,
        detail: detail(result),
        ip: request.clientAddress,
        at,
      });
      return result;
    });
  };

  app.get(
    '/staff/api/forms',
    { schema: { querystring: noQuery, response: replies({ 200: formsReply }) } },
    async () => formsOverview(app.db),
  );

  app.get(
    '/staff/api/forms/draft',
    { schema: { querystring: noQuery, response: replies({ 200: formDraftReply }) } },
    async () => readDraft(app.db),
  );

  // The problems of the draft as stored, so an editor opened on it shows them before any edit.
  app.get(
    '/staff/api/forms/draft/problems',
    { schema: { querystring: noQuery, response: replies({ 200: formDraftSaveReply }) } },
    async () => {
      const { revision, files } = await readDraft(app.db);
      return { revision, problems: lintFormFiles(files, app.now()).map(wire) };
    },
  );

  app.put<{ Body: FormDraftBody }>(
    '/staff/api/forms/draft',
    {
      config: adminOnly,
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: { body: formDraftBody, response: replies({ 200: formDraftSaveReply }) },
    },
    async (request) => {
      const { revision, files } = request.body;
      const saved = await audited(
        request,
        'forms_draft_save',
        (tx, actor) => saveDraft(tx, revision, files, actor),
        (result) => ({ revision: result.revision, problems: result.problems.length }),
      );
      return { revision: saved.revision, problems: saved.problems.map(wire) };
    },
  );

  app.get(
    '/staff/api/forms/draft/impact',
    {
      schema: {
        querystring: noQuery,
        response: replies({ 200: formImpactReply, 422: publishProblemsReply }),
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      const at = app.now();
      // It names applicants: audited before anything is read, as reading an application is.
      await recordAudit(app.db, { staff, action: 'forms_impact', ip: request.clientAddress, at });
      const draft = await readDraft(app.db);
      const measured = await measureImpact(app.db, app.liveForms.current().files, draft.files, at);
      if (!measured.ok) throw refused(measured.problems);
      // Need to know (issue 33): what is withheld from this staff member is left out.
      const { applications } = measured.report;
      return { applications: await impactWithoutWithheld(app.db, applications, staff.grants) };
    },
  );

  app.post<{ Body: PublishBody }>(
    '/staff/api/forms/publish',
    {
      config: adminOnly,
      schema: {
        body: publishBody,
        response: replies({ 201: publishedReply, 422: publishProblemsReply }),
      },
    },
    async (request, reply) => {
      const { revision, note } = request.body;
      const published = await audited(
        request,
        'forms_publish',
        (tx, actor) => publishDraft(tx, revision, note, actor),
        (result) =>
          'version' in result
            ? { revision, version: result.version, note }
            : 'problems' in result
              ? { revision, refused: result.problems.length }
              : { revision, liveMoved: result.liveMoved },
      );
      if ('problems' in published) throw refused(published.problems);
      if ('liveMoved' in published) {
        const { live, base } = published.liveMoved;
        throw new HttpError(409, liveMovedMessage(live, base), { code: 'LIVE_MOVED' });
      }
      await app.liveForms.refresh();
      return reply.code(201).send({ version: published.version });
    },
  );

  app.post<{ Body: RollbackBody }>(
    '/staff/api/forms/rollback',
    {
      config: adminOnly,
      schema: { body: rollbackBody, response: replies({ 201: publishedReply }) },
    },
    async (request, reply) => {
      const from = request.body.version;
      const version = await audited(
        request,
        'forms_rollback',
        (tx, actor) => rollBack(tx, from, actor),
        (made) => ({ from, version: made }),
      );
      await app.liveForms.refresh();
      return reply.code(201).send({ version });
    },
  );
};
