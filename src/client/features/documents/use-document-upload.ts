import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_CHANGED_CODE, type StatusReply } from '../../../contracts/documents';
import { errorMessageOf, ServerError } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';
import type { DocumentUploadState, UploadPhase } from '../../form/form-actions';
import { deleteConversion, deleteDocumentAnswer, getPresignedUrl, startConversion } from './api';
import { forgetDocument, setDocumentAnswer, uploadingKeys } from './document-cache';
import { isConverting } from './polling';
import { conversionKey, documentAnswerKey } from './query-keys';
import { uploadToStore } from './upload-to-store';
import { useConversionStatus } from './use-conversion-status';
import { useDocumentAnswers } from './use-document-answers';

/**
 * The data side of one document question (spec section 4, "File upload"). `label` names the
 * field in the error toast "Error uploading file for {field}".
 */
export function useDocumentUpload(
  answerKey: string,
  label: string,
  enabled = true,
): DocumentUploadState {
  const client = useQueryClient();
  const conversion = useConversionStatus(answerKey, enabled);
  const documents = useDocumentAnswers(enabled);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const settled = useRef<string | undefined>(undefined);
  const status = conversion.data?.status;

  // React once to each settled status: completed marks ANSWERED, failed clears and tells.
  useEffect(() => {
    if (!conversion.data || settled.current === `${status}:${conversion.dataUpdatedAt}`) return;
    settled.current = `${status}:${conversion.dataUpdatedAt}`;
    if (status === 'completed') {
      setDocumentAnswer(answerKey, true);
      void client.invalidateQueries({ queryKey: documentAnswerKey });
    } else if (status === 'failed') {
      setDocumentAnswer(answerKey, false);
      void client.invalidateQueries({ queryKey: documentAnswerKey });
    }
  }, [answerKey, client, conversion.data, conversion.dataUpdatedAt, status]);

  async function upload(file: File): Promise<void> {
    setUploadError(null);
    setUploading(true);
    setProgress(0);
    uploadingKeys.add(answerKey);
    try {
      const presigned = await getPresignedUrl(answerKey, file.type);
      await uploadToStore(presigned, file, setProgress);
      const started = await startConversion(answerKey, presigned.fields.key ?? '', file.name);
      client.setQueryData<StatusReply>(conversionKey(answerKey), started);
      setDocumentAnswer(answerKey, false);
    } catch (error) {
      // Spec section 4: an upload failure is a server error and clears the document answer.
      setUploadError(errorMessageOf(error));
      toast.error(t('file.uploadError', { field: label }));
      await deleteConversion(answerKey).catch(() => undefined);
      forgetDocument(client, answerKey);
    } finally {
      uploadingKeys.delete(answerKey);
      setUploading(false);
    }
  }

  /**
   * Deletes the file shown, and only it (issue 27): when another device replaced it meanwhile,
   * nothing is deleted, and the page shows the file as it is saved and says why.
   */
  async function remove(): Promise<void> {
    const shown = status === 'completed' ? documents.data?.[answerKey] : undefined;
    try {
      await deleteConversion(answerKey, shown);
      await deleteDocumentAnswer(answerKey, shown);
    } catch (error) {
      if (!(error instanceof ServerError && error.code === DOCUMENT_CHANGED_CODE)) throw error;
      await Promise.all([
        client.invalidateQueries({ queryKey: conversionKey(answerKey) }),
        client.invalidateQueries({ queryKey: documentAnswerKey }),
      ]);
      toast.error(t('file.changedElsewhere'));
      return;
    }
    forgetDocument(client, answerKey);
    setUploadError(null);
  }

  const phase: UploadPhase = uploading
    ? 'uploading'
    : isConverting(status)
      ? 'converting'
      : status === 'completed'
        ? 'completed'
        : status === 'failed' || uploadError
          ? 'failed'
          : 'idle';
  const error = uploadError ?? (status === 'failed' ? conversion.data?.message || null : null);
  return {
    phase,
    progress,
    document: phase === 'completed' ? documents.data?.[answerKey] : undefined,
    error,
    busy: phase === 'uploading' || phase === 'converting',
    upload,
    remove,
  };
}
