// Every refusal an applicant or a parent can read, as the routes throw it (and a conversion
// records it): in English, word for word as the specification and the contracts fix it. Each
// has its Spanish in replies/es.json; reply-text.test.ts holds the two lists together. A refusal
// with a figure is an ICU template (its Spanish one too), filled as it is sent.
import { ACCOUNT_REPLIES } from '../../contracts/account-replies';
import { FILE_MESSAGES } from '../../engine';
import { ANSWERS_NOT_ACCEPTED } from '../application/check-answers';
import { ALREADY_SUBMITTED, NO_APPLICATION } from '../application/open-application';
import {
  CONVERSION_FAILED,
  CONVERSION_LIMIT_MESSAGES,
  UPLOAD_MISSING,
} from '../documents/conversion-job';
import { CONVERSION_MESSAGES } from '../documents/conversion-messages';
import { CROSS_SITE } from '../plugins/cross-site-writes';
import { BODY_TOO_LARGE, UNEXPECTED_ERROR } from '../plugins/errors';
import { UNSTORABLE_TEXT, UNSTORABLE_TEXT_IN } from '../plugins/storable-text';
import { TOO_MANY_ATTEMPTS } from '../plugins/rate-limit';
import { SESSION_REQUIRED } from '../plugins/session';
import { BAD_FILE_NAME, NOT_YOUR_FILE } from '../routes/documents/conversion';
import { PDF_FAILED } from '../pdf/application-pdfs';
import { PDF_LIMIT_MESSAGES } from '../pdf/application-pdf-job';
import { PDF_NOT_READY } from '../routes/documents/application-pdf';
import { PDF_PENDING } from '../routes/documents/send-current-pdf';
import { ALREADY_REMOVED } from '../routes/api/repeater-remove';
import { MISSING_INFORMATION } from '../routes/api/submit';
import { UPLOAD_IN_PROGRESS } from '../routes/api/tabs';
import { NOT_SUBMITTED } from '../routes/api/web-status';
import { SUGGESTION_GONE } from '../routes/lookup';
import { DRAFT_NOT_FOUND } from '../routes/public/tmp';
import { UPLOAD_POLICY_EXPIRED } from '../storage/upload-policy';
import {
  MALFORMED_UPLOAD,
  NO_FILE,
  TOO_MANY_PARTS,
  TWO_FILES,
} from '../routes/storage/upload-form';

export const APPLICANT_REFUSALS: readonly string[] = [
  UNEXPECTED_ERROR,
  SESSION_REQUIRED,
  CROSS_SITE,
  ALREADY_SUBMITTED,
  NOT_SUBMITTED,
  MISSING_INFORMATION,
  ALREADY_REMOVED,
  UPLOAD_IN_PROGRESS,
  MALFORMED_UPLOAD,
  NO_FILE,
  TWO_FILES,
  TOO_MANY_PARTS,
  NOT_YOUR_FILE,
  BAD_FILE_NAME,
  UPLOAD_MISSING,
  PDF_PENDING,
  PDF_NOT_READY,
  PDF_FAILED,
  ...Object.values(PDF_LIMIT_MESSAGES),
  NO_APPLICATION,
  SUGGESTION_GONE,
  ...Object.values(FILE_MESSAGES),
  CONVERSION_FAILED,
  ...Object.values(CONVERSION_LIMIT_MESSAGES),
  ...Object.values(CONVERSION_MESSAGES),
  ACCOUNT_REPLIES.badCode,
  ACCOUNT_REPLIES.badResetLink,
  ACCOUNT_REPLIES.badLogin,
  TOO_MANY_ATTEMPTS,
  DRAFT_NOT_FOUND,
  UPLOAD_POLICY_EXPIRED,
  ANSWERS_NOT_ACCEPTED,
  UNSTORABLE_TEXT,
  UNSTORABLE_TEXT_IN,
  BODY_TOO_LARGE,
];
