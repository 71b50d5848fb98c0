import type { FastifyPluginAsync } from 'fastify';
import { useStrictValidation } from '../../plugins/strict-validation';
import { localUploadRoute } from '../storage/local-upload';
import { applicationPdfRoutes } from './application-pdf';
import { conversionRoutes } from './conversion';
import { documentAnswerRoutes } from './document-answer';
import { presignedUrlRoute } from './presigned-url';

/** Uploads, conversions and document answers; the embedded store's upload endpoint when it is in use. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  await app.register(presignedUrlRoute);
  await app.register(conversionRoutes);
  await app.register(documentAnswerRoutes);
  await app.register(applicationPdfRoutes);
  if (app.objectStore.kind === 'local') await app.register(localUploadRoute);
};
