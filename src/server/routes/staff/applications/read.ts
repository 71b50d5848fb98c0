import type { FastifyPluginAsync } from 'fastify';
import { staffApplicationReply } from '../../../../contracts/staff-applications';
import { readApplicationView } from '../../../application/application-view';
import { HttpError } from '../../../http-error';
import { pdfAudience, withheldKeys, withoutWithheld } from '../../../staff/need-to-know';
import { staffFileName } from '../../../staff/applications/staff-file-name';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { sendConvertedDocument } from '../../documents/send-converted';
import { sendCurrentPdf } from '../../documents/send-current-pdf';
import { requireDocumentKey } from '../../documents/require-document-key';
import { replies } from '../../schemas';
import { audit } from './audit';
import { findApplication, NO_SUCH_APPLICATION, wellFormedKey } from './find-application';
import { noQuery } from '../schemas';
import { applicationIdParam, documentParams, documentQuery } from './schemas';

export const WITHHELD_DOCUMENT =
  'You are not granted this document: its question is in a sensitive category not granted to you.';

/** One application: its answers for the print view, its PDF and its converted documents. */
export const readRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications/:id',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        response: replies({ 200: staffApplicationReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      await audit(request, 'read', id);
      const view = await readApplicationView(app.db, id);
      if (!view) throw new HttpError(404, NO_SUCH_APPLICATION);
      const withheld = withheldKeys(currentStaff(request));
      return {
        id,
        ...view,
        answer: withoutWithheld(view.answer, withheld),
        withheld,
      };
    },
  );

  app.get(
    '/staff/api/applications/:id/pdf',
    { schema: { params: applicationIdParam, querystring: noQuery } },
    async (request, reply) => {
      const found = await findApplication(app.db, (request.params as { id: string }).id);
      await audit(request, 'download_pdf', found.id);
      return sendCurrentPdf(
        app,
        reply,
        found.id,
        pdfAudience(currentStaff(request)),
        staffFileName(found.id, found.last_name, 'application.pdf'),
      );
    },
  );

  app.get(
    '/staff/api/applications/:id/documents/:key',
    { schema: { params: documentParams, querystring: documentQuery } },
    async (request, reply) => {
      const params = request.params as { id: string; key: string };
      const inline = (request.query as { view?: 'inline' }).view === 'inline';
      const key = wellFormedKey(params.key);
      const found = await findApplication(app.db, params.id);
      requireDocumentKey(key);
      await audit(request, inline ? 'view_document' : 'download_document', found.id, { key });
      // Need to know: a document question marked sensitive is withheld as its answer is.
      if (withheldKeys(currentStaff(request)).includes(key))
        throw new HttpError(403, WITHHELD_DOCUMENT);
      return sendConvertedDocument(
        app,
        reply,
        found.id,
        key,
        (upload) => staffFileName(found.id, found.last_name, upload),
        inline ? 'inline' : 'attachment',
      );
    },
  );
};
