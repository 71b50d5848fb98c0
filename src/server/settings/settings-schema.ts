// Every environment setting the server reads: its type, range or allowed values, default, and
// the words of its message when it does not fit (ajv-errors; `readSettings` adds the name and
// the value given). What a setting means lives in the README's configuration table.

/** A whole number in a range; the message names the range. */
const range = <Min extends number, Max extends number>(minimum: Min, maximum: Max) =>
  ({
    type: 'integer',
    minimum,
    maximum,
    errorMessage: `must be a whole number from ${minimum} to ${maximum}`,
  }) as const;

const wholeNumber = <Min extends number, Max extends number, Default extends number>(
  minimum: Min,
  maximum: Max,
  fallback: Default,
) => ({ ...range(minimum, maximum), default: fallback }) as const;

/** What `new URL` accepts (format `whatwg-url`), with one of these protocols. */
const url = <Protocols extends readonly string[]>(protocols: Protocols) =>
  ({
    type: 'string',
    format: 'whatwg-url',
    protocols,
    errorMessage: {
      format: 'must be a URL',
      protocols: `must start with ${protocols.join(' or ')}`,
    },
  }) as const;

/** true or false; `readSettings` also takes yes, no, 1 and 0, in any case. */
const flag = <Default extends boolean>(fallback: Default) =>
  ({ type: 'boolean', default: fallback, errorMessage: 'must be true or false' }) as const;

const text = <Default extends string>(fallback: Default) =>
  ({ type: 'string', default: fallback }) as const;

/** A secret: its value is never repeated in a message (`writeOnly`). */
const secret = {
  type: 'string',
  minLength: 32,
  writeOnly: true,
  errorMessage: 'must be at least 32 characters',
} as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const HTTP = ['http:', 'https:'] as const;
const POSTGRES = ['postgres:', 'postgresql:'] as const;

/** Settings that need others beside them, and the one message when they are missing. */
const together = <
  Needs extends Readonly<Record<string, readonly string[]>>,
  Message extends string,
>(
  dependentRequired: Needs,
  errorMessage: Message,
) => ({ dependentRequired, errorMessage }) as const;

/** Each setting on its own. */
export const settingProperties = {
  PORT: wholeNumber(0, 65535, 3000),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  DATABASE_SCHEMA: {
    type: 'string',
    pattern: '^[a-z_][a-z0-9_]{0,62}$',
    default: 'public',
    errorMessage: 'must be a lower-case SQL identifier',
  },
  DATABASE_URL: url(POSTGRES),
  DATABASE_MIGRATE_URL: url(POSTGRES),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, 10),
  SMTP_URL: url(['smtp:', 'smtps:'] as const),
  MAIL_FROM: text('Admissions <admissions@localhost>'),
  PUBLIC_URL: url(HTTP),
  SESSION_SECRET: secret,
  S3_BUCKET: { type: 'string' },
  AWS_REGION: text('us-east-1'),
  S3_ENDPOINT: url(HTTP),
  S3_FORCE_PATH_STYLE: flag(false),
  CLIENT_DIR: text('dist/client'),
  LOG_LEVEL: {
    type: 'string',
    enum: LOG_LEVELS,
    default: 'info',
    errorMessage: `must be one of ${LOG_LEVELS.join(', ')}`,
  },
  IN_PROCESS_WORKER: flag(true),
  /** `npm run dev` turns it on: the files being edited are the form. */
  FORMS_FROM_FILES: flag(false),
  WORKER_POLL_MS: wholeNumber(50, 60_000, 1000),
  /** "auto" (found on PATH), "off", or the path of soffice, which must exist. */
  SOFFICE: text('auto'),
  SOFFICE_TIMEOUT_SECONDS: wholeNumber(5, 600, 60),
  /** Without a default here: it depends on the machine's cores. */
  JOB_THREADS: range(1, 64),
  JOB_TIMEOUT_SECONDS: wholeNumber(1, 3600, 120),
  JOB_MEMORY_MB: wholeNumber(16, 65_536, 1024),
  JOB_OUTPUT_MAX_MB: wholeNumber(1, 1024, 64),
  GEOCODER_URL: url(HTTP),
  GEOCODER_KIND: {
    type: 'string',
    enum: ['photon', 'nominatim'],
    default: 'photon',
    errorMessage: 'must be photon or nominatim',
  },
  GEOCODER_TIMEOUT_MS: wholeNumber(100, 30_000, 2000),
  RATE_LIMIT_IP_MAX: wholeNumber(1, 1_000_000, 100),
  RATE_LIMIT_ACCOUNT_MAX: wholeNumber(1, 1_000_000, 10),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 86_400, 900),
  MAIL_PER_RECIPIENT_PER_DAY: wholeNumber(1, 1_000_000, 10),
  /** Off by default: believing anyone would let a client dodge the per-address limits. */
  TRUST_PROXY: {
    type: 'string',
    pattern: '^(true|false|[0-9a-fA-F.:/, ]+|loopback|linklocal|uniquelocal)$',
    default: 'false',
    errorMessage: 'must be true, false, loopback or a list of addresses',
  },
  SUBMIT_WEBHOOK_URL: url(HTTP),
  SUBMIT_WEBHOOK_SECRET: secret,
  SUBMIT_WEBHOOK_TIMEOUT_SECONDS: wholeNumber(1, 300, 10),
  STAFF_OIDC_ISSUER: url(HTTP),
  STAFF_OIDC_CLIENT_ID: { type: 'string' },
  STAFF_OIDC_CLIENT_SECRET: { type: 'string' },
} as const;

export const settingsSchema = {
  type: 'object',
  properties: settingProperties,
  // Settings that only make sense together. A webhook without its secret would be anyone's
  // to forge, so a URL alone asks for the secret.
  allOf: [
    together(
      { DATABASE_MIGRATE_URL: ['DATABASE_URL'] },
      'DATABASE_MIGRATE_URL needs DATABASE_URL (it is for PostgreSQL only).',
    ),
    together(
      { SUBMIT_WEBHOOK_SECRET: ['SUBMIT_WEBHOOK_URL'] },
      'SUBMIT_WEBHOOK_SECRET is set but SUBMIT_WEBHOOK_URL is not.',
    ),
    together(
      { SUBMIT_WEBHOOK_URL: ['SUBMIT_WEBHOOK_SECRET'] },
      'SUBMIT_WEBHOOK_SECRET must be at least 32 characters.',
    ),
    together(
      {
        STAFF_OIDC_ISSUER: ['STAFF_OIDC_CLIENT_ID', 'STAFF_OIDC_CLIENT_SECRET'],
        STAFF_OIDC_CLIENT_ID: ['STAFF_OIDC_ISSUER', 'STAFF_OIDC_CLIENT_SECRET'],
        STAFF_OIDC_CLIENT_SECRET: ['STAFF_OIDC_ISSUER', 'STAFF_OIDC_CLIENT_ID'],
      },
      'STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET must be set together.',
    ),
  ],
} as const;
