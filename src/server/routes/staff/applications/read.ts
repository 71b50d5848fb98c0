import type { FastifyPluginAsync } from 'fastify';
import { staffApplicationReply } from '../../../../contracts/staff-applications';
import { storedVersionSet } from '../../../forms/definition-sets';
import { readApplicationView } from '../../../application/application-view';
import { HttpError } from '../../../http-error';
import { withoutWithheld } from '../../../../engine';
import { pdfAudience, withheldFromApplication } from '../../../staff/need-to-know';
import { staffFileName } from '../../../staff/applications/staff-file-name';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { sendConvertedDocument } from '../../documents/send-converted';
import { sendCurrentPdf } from '../../documents/send-current-pdf';
import { requireDocumentKeyOf } from '../../documents/require-document-key';
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
      // Need to know by the marks of its own form version and the live one, as its PDF.
      const set = await storedVersionSet(app.db, view.definitions_version);
      const withheld = withheldFromApplication(set, currentStaff(request).grants);
      return {
        id,
        ...view,
        answer: withoutWithheld(view.answer, withheld),
        // A withheld document's file name can say as much as its answer.
        document_answer: withoutWithheld(view.document_answer, withheld),
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
      const set = await requireDocumentKeyOf(app.db, found.id, key);
      await audit(request, inline ? 'view_document' : 'download_document', found.id, { key });
      // Need to know: a document question marked sensitive is withheld as its answer is.
      if (withheldFromApplication(set, currentStaff(request).grants).includes(key))
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
