import { useT } from '../../i18n/use-t';
import { fileMessage } from '../../i18n/file-messages';
import { t as shellText } from '../../i18n/translate';
import { use, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { DOCUMENT_ANSWERED, validateFile } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { useFormActions } from '../form-actions';
import { DocumentStatus } from './DocumentUpload';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import type { WidgetProps } from './widget-props';

/** The spec's messages for what was dropped or chosen, in the language read; one file at a time. */
export function fileMessages(
  accepted: readonly File[],
  rejected: readonly FileRejection[],
): string[] {
  const files = [...accepted, ...rejected.map((r) => r.file)];
  const first = files[0];
  if (!first) return [];
  const messages = validateFile({ name: first.name, size: first.size, type: first.type }).map(
    (message) => fileMessage(message, shellText),
  );
  return files.length > 1 ? [...messages, shellText('file.oneAtATime')] : messages;
}

/**
 * A document question: a real "Choose file" button as well as drag and drop (react-dropzone),
 * checked with the engine's file rules before anything is sent, then uploaded and converted
 * by the form's document actions (their code arrives with the chooser's: FileWidget's Suspense).
 */
export function FileChooser({ question }: WidgetProps) {
  const t = useT();
  const { key } = question;
  // The applicant's own upload: the answer is the spec's signal, set when a conversion completes
  // (the document record arrives with the document answers, later on a page load).
  const answered = useAnswer(key) === DOCUMENT_ANSWERED;
  const field = useField(key, Boolean(question.hint));
  const { useDocumentUpload } = use(useFormActions().documents());
  const upload = useDocumentUpload(key, question.label);
  const [messages, setMessages] = useState<string[]>([]);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: upload.busy,
    onDrop: (accepted, rejected) => {
      const found = fileMessages(accepted, rejected);
      setMessages(found);
      const file = accepted[0];
      if (found.length === 0 && file) void upload.upload(file);
    },
  });
  const messageId = `${key}__file-error`;
  const describedBy =
    [field.describedBy, messages.length > 0 ? messageId : ''].filter(Boolean).join(' ') ||
    undefined;
  const showChooser = !answered && upload.phase !== 'completed' && !upload.busy;
  return (
    <FieldShell question={question} field={field} as="fieldset">
      {messages.length > 0 && (
        <div id={messageId} className="field__error" role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <DocumentStatus state={upload} answered={answered} />
      <div
        {...getRootProps({
          className: `file__drop${isDragActive ? ' file__drop--active' : ''}`,
          hidden: !showChooser,
        })}
      >
        <input
          {...getInputProps({
            id: `${key}__input`,
            'aria-label': question.label,
            'aria-describedby': describedBy,
          })}
        />
        <button
          id={key}
          type="button"
          className="button button--secondary file__choose"
          aria-describedby={describedBy}
          onClick={open}
        >
          {t('file.choose')}
        </button>
        <span className="file__drop-text">{t('file.drop')}</span>
      </div>
    </FieldShell>
  );
}
