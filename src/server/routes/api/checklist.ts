import type { FastifyPluginAsync } from 'fastify';
import { applicantChecklistReply } from '../../../contracts/staff-review';
import { currentApplicant } from '../../plugins/session';
import { readChecklist } from '../../application/checklist';
import { noQuery, replies } from '../schemas';

/**
 * The applicant's checklist (issue 33): the items and states staff see (the engine's
 * checklistStates), without who marked them.
 */
export const checklistRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/checklist',
    { schema: { querystring: noQuery, response: replies({ 200: applicantChecklistReply }) } },
    async (request) => {
      const items = await readChecklist(app.db, currentApplicant(request).id);
      return {
        items: items.map(({ id, label, required, status }) => ({ id, label, required, status })),
      };
    },
  );
};
