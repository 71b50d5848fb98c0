import type { FastifyPluginAsync } from 'fastify';
import { presignedUrlBody, type PresignedUrlBody } from '../../../contracts/documents';
import { FILE_MAX_BYTES } from '../../../engine';
import { ALREADY_SUBMITTED } from '../../application/open-application';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { uploadKey } from '../../storage/object-keys';
import { replies } from '../schemas';
import { requireDocumentKey } from './require-document-key';

/** Spec section 7's upload window: a policy lives ten minutes. */
export const UPLOAD_POLICY_SECONDS = 600;

/** Browsers report '' for types they do not know (often .docx); the policy then pins this one. */
const UNKNOWN_TYPE = 'application/octet-stream';

/**
 * POST /api/presigned-url {answer_key, content_type?} -> {url, fields}. The key is chosen
 * here, under the applicant's own prefix and the question's folder; the client only names
 * the question. The policy fixes that key, the content type and 1..1048576 bytes.
 */
export const presignedUrlRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PresignedUrlBody }>(
    '/api/presigned-url',
    {
      schema: {
        body: presignedUrlBody,
        response: replies({
          200: {
            type: 'object',
            properties: {
              url: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
            },
            required: ['url', 'fields'],
          },
        }),
      },
    },
    async (request) => {
      const { id } = currentApplicant(request);
      const { body } = request;
      const answerKey = requireDocumentKey(body.answer_key);
      if ((await app.repos.applicants.submission(id))?.submitted_at)
        throw new HttpError(409, ALREADY_SUBMITTED);
      return app.objectStore.createUploadPolicy({
        key: uploadKey(id, answerKey),
        contentType: body.content_type || UNKNOWN_TYPE,
        minBytes: 1,
        maxBytes: FILE_MAX_BYTES,
        expiresInSeconds: UPLOAD_POLICY_SECONDS,
      });
    },
  );
};
