import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { secureDataDir } from './data-dir';
import { findSoffice } from './documents/soffice';
import { defaultThreadCount, type TaskLimits } from './jobs/task-pool';
import { ConfigError, readSettings, type Env, type Settings } from './settings/read-settings';

/** Everything the server reads from its environment, each with a default. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The owner role's URL the migrations run over, when DATABASE_URL's role may not change tables. */
  databaseMigrateUrl: string | undefined;
  databaseSchema: string;
  /** Connections each process keeps to PostgreSQL (unused with PGlite, which is one). */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionSecret: string;
  s3: S3Config | undefined;
  clientDir: string;
  logLevel: string;
  inProcessWorker: boolean;
  /** Publish forms/ and schemas/ at start when they are not the live version (`npm run dev`). */
  formsFromFiles: boolean;
  /** Fastify's trustProxy: false, true, or the proxies' addresses (then X-Forwarded-For is believed). */
  trustProxy: boolean | string;
  documents: DocumentsConfig;
  jobs: JobsConfig;
  /** A Photon- or Nominatim-compatible search endpoint for address lookup; off when unset. */
  geocoder: GeocoderConfig | undefined;
  rateLimit: RateLimitConfig;
  /** The signed webhook each submission is POSTed to (SUBMIT_WEBHOOK_URL); off when unset. */
  submitWebhook: SubmitWebhookConfig | undefined;
  /** The university's OpenID Connect provider for staff sign-in; off when unset. */
  staffOidc: StaffOidcConfig | undefined;
}

export interface SubmitWebhookConfig {
  url: string;
  /** Key of the HMAC-SHA256 sent as X-Signature. */
  secret: string;
  /** How long one attempt may wait for the receiver. */
  timeoutMs: number;
}

export interface StaffOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Attempts allowed per window on the account routes (login, confirm, resend, forgot ...). */
export interface RateLimitConfig {
  /** Per client address and route; generous because a school lab shares one address. */
  ipMax: number;
  /** Per e-mail address and route. */
  accountMax: number;
  windowMs: number;
  /** Messages one recipient may be sent per day; beyond it mail is dropped and logged. */
  mailPerRecipientPerDay: number;
}

export interface DocumentsConfig {
  /** LibreOffice's soffice for DOCX: a path, or undefined for the pure-JS path. */
  soffice: string | undefined;
  sofficeTimeoutMs: number;
  /** How often an idle job worker looks for work. */
  workerPollMs: number;
}

/** The threads that run conversions and PDF builds, and what each task may use. */
export interface JobsConfig {
  threads: number;
  limits: TaskLimits;
}

export interface GeocoderConfig {
  url: string;
  kind: 'photon' | 'nominatim';
  timeoutMs: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
}

/** The secret signs service tokens and upload policies; kept in DATA_DIR so restarts keep it. */
function sessionSecret(given: string | undefined, dataDir: string): string {
  if (given !== undefined) return given;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** SOFFICE "auto": found on PATH if installed; "off": never; else the path to use. */
function soffice(raw: string): string | undefined {
  if (raw === 'off') return undefined;
  if (raw === 'auto') return findSoffice();
  if (!existsSync(raw))
    throw new ConfigError(
      `SOFFICE must be "auto", "off" or the path of soffice; "${raw}" does not exist.`,
    );
  return raw;
}

/** A task's wall-clock limit must outlast LibreOffice's, whose own deadline kills its process. */
function jobs(settings: Settings, sofficeTimeoutMs: number | undefined): JobsConfig {
  const timeoutSeconds = settings.JOB_TIMEOUT_SECONDS;
  if (sofficeTimeoutMs !== undefined && timeoutSeconds * 1000 <= sofficeTimeoutMs) {
    throw new ConfigError(
      `JOB_TIMEOUT_SECONDS must be longer than SOFFICE_TIMEOUT_SECONDS (${sofficeTimeoutMs / 1000}); got "${timeoutSeconds}".`,
    );
  }
  return {
    threads: settings.JOB_THREADS ?? defaultThreadCount(),
    limits: {
      timeoutMs: timeoutSeconds * 1000,
      memoryMb: settings.JOB_MEMORY_MB,
      outputMaxBytes: settings.JOB_OUTPUT_MAX_MB * 1024 * 1024,
    },
  };
}

/** "true" believes any proxy, "false" none; anything else names them (the schema checked it). */
function trustProxy(raw: string): boolean | string {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

export { ConfigError };

/** The configuration: the environment read against the settings schema, then put together. */
export function loadConfig(env: Env = process.env): Config {
  const settings = readSettings(env);
  const dataDir = resolve(settings.DATA_DIR);
  secureDataDir(dataDir);
  const documents: DocumentsConfig = {
    soffice: soffice(settings.SOFFICE),
    sofficeTimeoutMs: settings.SOFFICE_TIMEOUT_SECONDS * 1000,
    workerPollMs: settings.WORKER_POLL_MS,
  };
  const publicUrl = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;
  const webhook = settings.SUBMIT_WEBHOOK_URL;
  const webhookSecret = settings.SUBMIT_WEBHOOK_SECRET;
  const { STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET } = settings;
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    databaseMigrateUrl: settings.DATABASE_MIGRATE_URL,
    databaseSchema: settings.DATABASE_SCHEMA,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    publicUrl: publicUrl.replace(/\/$/, ''),
    sessionSecret: sessionSecret(settings.SESSION_SECRET, dataDir),
    s3: settings.S3_BUCKET
      ? {
          bucket: settings.S3_BUCKET,
          region: settings.AWS_REGION,
          endpoint: settings.S3_ENDPOINT,
          forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    clientDir: resolve(settings.CLIENT_DIR),
    logLevel: settings.LOG_LEVEL,
    inProcessWorker: settings.IN_PROCESS_WORKER,
    formsFromFiles: settings.FORMS_FROM_FILES,
    documents,
    jobs: jobs(settings, documents.soffice ? documents.sofficeTimeoutMs : undefined),
    geocoder: settings.GEOCODER_URL
      ? {
          url: settings.GEOCODER_URL,
          kind: settings.GEOCODER_KIND,
          timeoutMs: settings.GEOCODER_TIMEOUT_MS,
        }
      : undefined,
    trustProxy: trustProxy(settings.TRUST_PROXY),
    rateLimit: {
      ipMax: settings.RATE_LIMIT_IP_MAX,
      accountMax: settings.RATE_LIMIT_ACCOUNT_MAX,
      windowMs: settings.RATE_LIMIT_WINDOW_SECONDS * 1000,
      mailPerRecipientPerDay: settings.MAIL_PER_RECIPIENT_PER_DAY,
    },
    submitWebhook:
      webhook && webhookSecret
        ? {
            url: webhook,
            secret: webhookSecret,
            timeoutMs: settings.SUBMIT_WEBHOOK_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    staffOidc:
      STAFF_OIDC_ISSUER && STAFF_OIDC_CLIENT_ID && STAFF_OIDC_CLIENT_SECRET
        ? {
            issuer: STAFF_OIDC_ISSUER,
            clientId: STAFF_OIDC_CLIENT_ID,
            clientSecret: STAFF_OIDC_CLIENT_SECRET,
          }
        : undefined,
  };
}

/** For process entry points: the configuration, or a clear message and exit code 1. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
