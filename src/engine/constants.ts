// Business constants and limits of spec section 9, in one place for client, server and CLI.

export const PASSWORD_MIN_LENGTH = 12;
export const CODE_LENGTH = 6;
export const DEFAULT_MAX_LENGTH = 45;
export const TEXTAREA_DEFAULT_MAX = 1500;

export const INACTIVITY_TIMEOUT_MS = 900_000;
/** The "Still working?" prompt appears this long before the timeout. */
export const INACTIVITY_PROMPT_MS = 60_000;

export const FILE_MAX_BYTES = 1_048_576;
export const FILE_NAME_MAX = 32;
export const FILE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf', 'docx'] as const;
export const FILE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const ADD_ANOTHER_MAX = 10;
export const ADD_ANOTHER_DEFAULT = 1;

export const USA = 'USA';
export const CANADA = 'CAN';
export const COUNTRIES_WITH_STATES = [USA, CANADA] as const;
/** The countries options list's values of the ISO alpha-2 codes that address services send. */
export const COUNTRY_OF_ISO2: Readonly<Record<string, string>> = { US: USA, CA: CANADA };

export const AUTOCOMPLETE_MAX_RESULTS = 5;
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const AUTOCOMPLETE_MAX_WAIT_MS = 500;

export const CONVERSION_POLL_MS = 2000;
export const PDF_POLL_MS = 1000;
export const PDF_READY_POLL_MS = 600_000;

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_ERROR_MS = 300_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';

export const WEB_STATUS_RETRIES = 2;
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;
export type WebStatus = (typeof WEB_STATUSES)[number];

export const DOCUMENT_ANSWERED = 'ANSWERED';
