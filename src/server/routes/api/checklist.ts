import type { FastifyPluginAsync } from 'fastify';
import { applicantChecklistReply } from '../../../contracts/staff-review';
import { activeDefinitions, localizedSet } from '../../../engine';
import { replyLanguage } from '../../language/reply-text';
import { currentApplicant } from '../../plugins/session';
import { readChecklist } from '../../application/checklist';
import { noQuery, replies } from '../schemas';

/**
 * The applicant's checklist (issue 33): the items and states staff see (the engine's
 * checklistStates), without who marked them, each named as the live version names it in the
 * device's language (issue 32): the office's checklist is the live one's, an item it added since
 * the application was submitted too.
 */
export const checklistRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/checklist',
    { schema: { querystring: noQuery, response: replies({ 200: applicantChecklistReply }) } },
    async (request) => {
      const items = await readChecklist(app.db, currentApplicant(request).id);
      const shown = await localizedSet(activeDefinitions(), replyLanguage(request));
      const labelOf = (id: string, label: string) =>
        shown.site.checklist.find((item) => item.id === id)?.label ?? label;
      return {
        items: items.map(({ id, label, required, status }) => ({
          id,
          label: labelOf(id, label),
          required,
          status,
        })),
      };
    },
  );
};
