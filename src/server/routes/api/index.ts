import type { FastifyPluginAsync } from 'fastify';
import { useStrictValidation } from '../../plugins/strict-validation';
import { addAnotherRoutes } from './add-another';
import { answerRoute } from './answer';
import { checklistRoute } from './checklist';
import { clientErrorsRoute } from './client-errors';
import { languageRoute } from './language';
import { lastPageRoute } from './last-page';
import { profileRoute } from './profile';
import { repeaterRemoveRoute } from './repeater-remove';
import { sessionRoutes } from './session-routes';
import { submitRoute } from './submit';
import { tabsRoutes } from './tabs';
import { validationsRoute } from './validations';
import { webStatusRoute } from './web-status';

/** The applicant's calls (spec section 7, /api); the session plugin guards every one. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  await app.register(sessionRoutes);
  await app.register(profileRoute);
  await app.register(checklistRoute);
  await app.register(answerRoute);
  await app.register(lastPageRoute);
  await app.register(languageRoute);
  await app.register(webStatusRoute);
  await app.register(validationsRoute);
  await app.register(submitRoute);
  await app.register(addAnotherRoutes);
  await app.register(repeaterRemoveRoute);
  await app.register(tabsRoutes);
  await app.register(clientErrorsRoute);
};
