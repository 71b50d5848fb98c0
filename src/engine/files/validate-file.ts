// The file rules of spec sections 5 and 8 with their exact messages, checked in the browser
// before upload and by the server before conversion.
import { FILE_EXTENSIONS, FILE_MAX_BYTES, FILE_MIME_TYPES, FILE_NAME_MAX } from '../constants';

export const FILE_MESSAGES = {
  tooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  wrongType: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
  nameTooLong:
    'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
  empty: 'Your file is empty. Please upload a non-empty file.',
} as const;

export interface FileFacts {
  name: string;
  size: number;
  /** The MIME type the browser reports; may be '' (some systems do not know .docx). */
  type?: string;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The messages for a chosen file, [] when it may be uploaded. */
export function validateFile({ name, size, type = '' }: FileFacts): string[] {
  const messages: string[] = [];
  if (size <= 0) messages.push(FILE_MESSAGES.empty);
  if (size > FILE_MAX_BYTES) messages.push(FILE_MESSAGES.tooLarge);
  const extensionOk = (FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
  const typeOk = type === '' || (FILE_MIME_TYPES as readonly string[]).includes(type);
  if (!extensionOk || !typeOk) messages.push(FILE_MESSAGES.wrongType);
  if (name.length > FILE_NAME_MAX) messages.push(FILE_MESSAGES.nameTooLong);
  return messages;
}
