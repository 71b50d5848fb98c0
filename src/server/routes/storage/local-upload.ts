import type { FastifyPluginAsync } from 'fastify';
import { FILE_MAX_BYTES, FILE_MESSAGES } from '../../../engine';
import { HttpError } from '../../http-error';
import { LOCAL_UPLOAD_PATH } from '../../storage/local-object-store';
import { isSafeKey } from '../../storage/object-keys';
import { verifyPolicy } from '../../storage/upload-policy';
import { boundaryOf, MultipartError, parseMultipart } from './multipart';

/** Room for the policy fields and part headers around a file of the largest allowed size. */
const FORM_OVERHEAD = 16 * 1024;

/**
 * The embedded store's answer to an S3 POST policy upload: the same form fields, checked the
 * same way (signature, deadline, exact key and content type, size range), then the file is
 * written under the signed key. No session is needed: the signed policy is the permission,
 * exactly as with S3. The body is capped before it is read, so a larger one never lands.
 */
export const localUploadRoute: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: FILE_MAX_BYTES + FORM_OVERHEAD },
    (_request, body, done) => done(null, body),
  );

  // A body past the limit is the spec's "too large", not the generic JSON-body text; any
  // other error goes on to the app's handler.
  app.setErrorHandler((error: { code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: FILE_MESSAGES.tooLarge });
    throw error;
  });

  app.post(
    LOCAL_UPLOAD_PATH,
    // A form post (415 for any other body), still refused from another origin like every write.
    { bodyLimit: FILE_MAX_BYTES + FORM_OVERHEAD, config: { body: 'multipart' } },
    async (request, reply) => {
      const boundary = boundaryOf(request.headers['content-type']);
      if (!boundary || !Buffer.isBuffer(request.body))
        throw new HttpError(400, 'Send the upload as multipart/form-data.');
      let parts;
      try {
        parts = parseMultipart(request.body, boundary);
      } catch (error) {
        if (error instanceof MultipartError) throw new HttpError(400, error.message);
        throw error;
      }
      // As with S3, the fields come first and the file last; anything after the file is ignored.
      const fileIndex = parts.findIndex((part) => part.name === 'file');
      const file = parts[fileIndex];
      if (!file) throw new HttpError(400, 'The upload has no file.');
      const fields = new Map(
        parts
          .slice(0, fileIndex)
          .map((part) => [part.name.toLowerCase(), part.data.toString('utf8')]),
      );

      const checked = verifyPolicy(
        app.config.sessionSecret,
        fields.get('policy') ?? '',
        fields.get('x-signature') ?? '',
        app.now().getTime(),
      );
      if (!checked.ok) throw new HttpError(403, checked.message);
      const { policy } = checked;
      if (fields.get('key') !== policy.key || !isSafeKey(policy.key))
        throw new HttpError(403, 'The upload key does not match its policy.');
      if (fields.get('content-type') !== policy.contentType)
        throw new HttpError(403, 'The upload content type does not match its policy.');
      if (file.data.length < policy.minBytes) throw new HttpError(400, FILE_MESSAGES.empty);
      if (file.data.length > policy.maxBytes) throw new HttpError(400, FILE_MESSAGES.tooLarge);

      await app.objectStore.put(policy.key, Buffer.from(file.data), policy.contentType);
      return reply.code(204).send();
    },
  );
};
