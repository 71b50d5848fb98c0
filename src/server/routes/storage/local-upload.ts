import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { FILE_MESSAGES } from '../../../engine';
import { HttpError } from '../../http-error';
import { LOCAL_UPLOAD_PATH } from '../../storage/local-object-store';
import { isSafeKey } from '../../storage/object-keys';
import { verifyPolicy } from '../../storage/upload-policy';
import { readUploadForm, UPLOAD_FORM_LIMITS } from './upload-form';

/**
 * The embedded store's answer to an S3 POST policy upload: the same form fields, checked the
 * same way (signature, deadline, exact key and content type, size range), then the file is
 * written under the signed key. No session is needed: the signed policy is the permission,
 * exactly as with S3. The file is cut off at its limit while it is read, so a larger one
 * never lands.
 */
export const localUploadRoute: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: UPLOAD_FORM_LIMITS, throwFileSizeLimit: true });

  app.post(
    LOCAL_UPLOAD_PATH,
    // A form post (415 for any other body), still refused from another origin like every write.
    { config: { body: 'multipart' } },
    async (request, reply) => {
      const { fields, file } = await readUploadForm(request);
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
      if (file.length < policy.minBytes) throw new HttpError(400, FILE_MESSAGES.empty);
      if (file.length > policy.maxBytes) throw new HttpError(400, FILE_MESSAGES.tooLarge);

      await app.objectStore.put(policy.key, file, policy.contentType);
      return reply.code(204).send();
    },
  );
};
