import { genericErrorMessage, ServerError } from '../../api/errors';
import { t } from '../../i18n/translate';
import type { PresignedUpload } from './api';

/**
 * Posts the policy fields, then the file, to the store's url (S3 or the embedded store) with
 * XMLHttpRequest, the only browser API that reports upload progress. `onProgress` gets 0..1.
 * A failure is a ServerError whose text the applicant reads, in the language read.
 */
export function uploadToStore(
  upload: PresignedUpload,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let message = genericErrorMessage();
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // S3 answers in XML: keep the generic text
      }
      reject(new ServerError(message, xhr.status));
    };
    xhr.onerror = () => reject(new ServerError(genericErrorMessage(), 0));
    // The browser cancels an upload on its own (the tab leaving the page, the network stack).
    xhr.onabort = () => reject(new ServerError(t('file.cancelled'), 0));
    xhr.send(form);
  });
}
