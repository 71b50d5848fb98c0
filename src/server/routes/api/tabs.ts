import type { FastifyPluginAsync } from 'fastify';
import { emptyValue, getTabs, tabSwitchClears } from '../../../engine';
import { mergeAnswers } from '../../application/answers';
import { lockOpenApplication } from '../../application/open-application';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { messageReply, replies } from '../schemas';

const id = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** The tabs map: tab id to the chosen tab. Choosing a tab empties the answers the other tabs own. */
export const tabsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/tabs',
    {
      schema: {
        response: replies({ 200: { type: 'object', additionalProperties: { type: 'string' } } }),
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ tab_id: string; chosen_tab: string }>(
        'SELECT tab_id, chosen_tab FROM tabs WHERE applicant_id = $1 ORDER BY tab_id',
        [currentApplicant(request).id],
      );
      return Object.fromEntries(rows.map((row) => [row.tab_id, row.chosen_tab]));
    },
  );

  app.put<{ Body: { tab_id: string; chosen_tab: string } }>(
    '/api/tabs',
    {
      schema: {
        body: {
          type: 'object',
          properties: { tab_id: id, chosen_tab: id },
          required: ['tab_id', 'chosen_tab'],
          additionalProperties: false,
        },
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const applicantId = currentApplicant(request).id;
      const { tab_id, chosen_tab } = request.body;
      const tabs = getTabs(tab_id);
      if (!tabs) throw new HttpError(400, `There are no tabs "${tab_id}".`, { code: 'UNKNOWN_ID' });
      if (!tabs.tabs.some((tab) => tab.id === chosen_tab)) {
        throw new HttpError(400, `The tabs "${tab_id}" have no tab "${chosen_tab}".`, {
          code: 'UNKNOWN_ID',
        });
      }
      const cleared = Object.fromEntries(
        tabSwitchClears(tabs, chosen_tab).map((key) => [key, emptyValue(key)]),
      );
      await app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, applicantId);
        if (Object.keys(cleared).length > 0)
          await mergeAnswers(tx, applicantId, cleared, app.now());
        await tx.query(
          `INSERT INTO tabs (applicant_id, tab_id, chosen_tab) VALUES ($1, $2, $3)
           ON CONFLICT (applicant_id, tab_id) DO UPDATE SET chosen_tab = EXCLUDED.chosen_tab`,
          [applicantId, tab_id, chosen_tab],
        );
      });
      return { message: 'Saved.' };
    },
  );
};
