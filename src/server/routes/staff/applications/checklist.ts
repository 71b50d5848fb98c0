import type { FastifyPluginAsync } from 'fastify';
import {
  checklistMarkBody,
  checklistReply,
  type ChecklistMarkBody,
} from '../../../../contracts/staff-review';
import { site, type MaterialState } from '../../../../engine';
import { HttpError } from '../../../http-error';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { readChecklist } from '../../../application/checklist';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';
import { findApplication } from './find-application';
import { applicationIdParam } from './schemas';

export const NO_SUCH_ITEM = 'The checklist has no item with this id.';

const checklistItemParams = {
  type: 'object',
  properties: { ...applicationIdParam.properties, item: { type: 'string', maxLength: 100 } },
  required: ['id', 'item'],
} as const;

/** The wire's item: the engine's state without what the configuration already says. */
const onTheWire = (items: MaterialState[]) => ({
  items: items.map(({ id, label, status, updated_by, updated_at }) => ({
    id,
    label,
    status,
    updated_by,
    updated_at,
  })),
});

/**
 * An application's checklist (issue 33): the items of site.json in the engine's states; staff
 * mark an item received (it came by other means), missing again, or waived.
 */
export const checklistRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications/:id/checklist',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        response: replies({ 200: checklistReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      await audit(request, 'read_checklist', id);
      return onTheWire(await readChecklist(app.db, id));
    },
  );

  app.put(
    '/staff/api/applications/:id/checklist/:item',
    {
      schema: {
        params: checklistItemParams,
        querystring: noQuery,
        body: checklistMarkBody,
        response: replies({ 200: checklistReply }),
      },
    },
    async (request) => {
      const params = request.params as { id: string; item: string };
      const { id } = await findApplication(app.db, params.id);
      if (!site.checklist.some((item) => item.id === params.item))
        throw new HttpError(404, NO_SUCH_ITEM);
      const { status } = request.body as ChecklistMarkBody;
      await audit(request, 'checklist_mark', id, { item: params.item, status });
      await app.repos.checklistMarks.set({
        applicantId: id,
        itemId: params.item,
        status,
        staffId: currentStaff(request).id,
        now: app.now(),
      });
      return onTheWire(await readChecklist(app.db, id));
    },
  );
};
