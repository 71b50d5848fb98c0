import type { FastifyPluginAsync } from 'fastify';
import { ANSWER_BASE_HEADER, answerRevisions } from '../../../contracts/answers';
import { applicationContent } from '../../../contracts/service';
import {
  ANSWERS_CHANGED_CODE,
  tabChoiceBody,
  type TabChoiceBody,
} from '../../../contracts/view-state';
import { emptyValue, getTabs, tabSwitchClears } from '../../../engine';
import { parseAnswerBase } from '../../application/answer-base';
import { mergeAnswers } from '../../application/answers';
import { changedSinceBase } from '../../application/changed-since-base';
import {
  heldDocuments,
  isConverting,
  removeHeldDocuments,
} from '../../application/hidden-documents';
import { lockOpenApplication } from '../../application/open-application';
import { HttpError } from '../../http-error';
import { isDocumentKey } from '../../documents/document-keys';
import { currentApplicant } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { replies } from '../schemas';

export const UPLOAD_IN_PROGRESS = 'Please wait until the file upload has completed.';
const ANSWERS_CHANGED_MESSAGE =
  'Answers this choice would empty were changed on another device, so the tab was not changed.';

/**
 * The tabs map: tab id to the chosen tab. Choosing a tab empties the answers the other tabs own
 * and deletes their documents (spec section 4, Tabs), refused while one is still converting.
 * The reply names the emptied answers' revisions, the bases of the browser's next saves. With
 * the answer-base header (the revisions the page knew of the answers it empties), a choice that
 * would empty an answer written since on another device is refused with 409 ANSWERS_CHANGED.
 */
export const tabsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/tabs',
    {
      schema: {
        response: replies({ 200: applicationContent.tabs }),
      },
    },
    async (request) => app.repos.tabs.choicesOf(currentApplicant(request).id),
  );

  app.put<{ Body: TabChoiceBody }>(
    '/api/tabs',
    {
      schema: {
        body: tabChoiceBody,
        response: replies({
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, revisions: answerRevisions },
            required: ['message', 'revisions'],
          },
        }),
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
      const base = parseAnswerBase(request.headers[ANSWER_BASE_HEADER], (key) =>
        Object.hasOwn(cleared, key),
      );
      const documentKeys = Object.keys(cleared).filter(isDocumentKey);
      const { objects, revisions } = await app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, applicantId);
        const changed = base ? await changedSinceBase(tx, applicantId, base) : [];
        if (changed.length > 0)
          throw new HttpError(409, ANSWERS_CHANGED_MESSAGE, {
            code: ANSWERS_CHANGED_CODE,
            keys: changed,
          });
        const documents = await heldDocuments(tx, applicantId, documentKeys);
        if (documents.some(isConverting))
          throw new HttpError(409, UPLOAD_IN_PROGRESS, { code: 'UPLOAD_IN_PROGRESS' });
        const removed = await removeHeldDocuments(tx, applicantId, documents, app.now());
        const written =
          Object.keys(cleared).length > 0
            ? // Cleared by the live version's tabs: recorded as answered on it, as a save is.
              await mergeAnswers(
                tx,
                applicantId,
                cleared,
                app.now(),
                app.liveForms.current().version,
              )
            : {};
        await repositories(tx).tabs.save(applicantId, tab_id, chosen_tab);
        return { objects: removed, revisions: written };
      });
      await Promise.all(objects.map((key) => app.objectStore.delete(key)));
      return { message: 'Saved.', revisions };
    },
  );
};
