import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { secureDataDir } from './data-dir';
import { ConfigError, flag, integer, url, type Env } from './env-readers';
import { findSoffice } from './documents/soffice';
import { defaultThreadCount, type TaskLimits } from './jobs/task-pool';

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
function sessionSecret(env: Env, dataDir: string): string {
  const given = env.SESSION_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters.');
    return given;
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** SOFFICE unset or "auto": found on PATH if installed; "off": never; else the path to use. */
function soffice(env: Env): string | undefined {
  const raw = env.SOFFICE ?? 'auto';
  if (raw === 'off') return undefined;
  if (raw === 'auto' || raw === '') return findSoffice();
  if (!existsSync(raw))
    throw new ConfigError(
      `SOFFICE must be "auto", "off" or the path of soffice; "${raw}" does not exist.`,
    );
  return raw;
}

/** A task's wall-clock limit must outlast LibreOffice's, whose own deadline kills its process. */
function jobs(env: Env, sofficeTimeoutMs: number | undefined): JobsConfig {
  const timeoutSeconds = integer(env, 'JOB_TIMEOUT_SECONDS', 120, 1, 3600);
  if (sofficeTimeoutMs !== undefined && timeoutSeconds * 1000 <= sofficeTimeoutMs) {
    throw new ConfigError(
      `JOB_TIMEOUT_SECONDS must be longer than SOFFICE_TIMEOUT_SECONDS (${sofficeTimeoutMs / 1000}); got "${timeoutSeconds}".`,
    );
  }
  return {
    threads: integer(env, 'JOB_THREADS', defaultThreadCount(), 1, 64),
    limits: {
      timeoutMs: timeoutSeconds * 1000,
      memoryMb: integer(env, 'JOB_MEMORY_MB', 1024, 16, 65_536),
      outputMaxBytes: integer(env, 'JOB_OUTPUT_MAX_MB', 64, 1, 1024) * 1024 * 1024,
    },
  };
}

function geocoder(env: Env): GeocoderConfig | undefined {
  const geocoderUrl = url(env, 'GEOCODER_URL', ['http:', 'https:']);
  if (!geocoderUrl) return undefined;
  const kind = env.GEOCODER_KIND || 'photon';
  if (kind !== 'photon' && kind !== 'nominatim') {
    throw new ConfigError(`GEOCODER_KIND must be photon or nominatim; got "${kind}".`);
  }
  return {
    url: geocoderUrl,
    kind,
    timeoutMs: integer(env, 'GEOCODER_TIMEOUT_MS', 2000, 100, 30_000),
  };
}

/** URL and secret come together: a webhook without a signature would be anyone's to forge. */
function submitWebhook(env: Env): SubmitWebhookConfig | undefined {
  const webhookUrl = url(env, 'SUBMIT_WEBHOOK_URL', ['http:', 'https:']);
  const secret = env.SUBMIT_WEBHOOK_SECRET ?? '';
  if (!webhookUrl && !secret) return undefined;
  if (!webhookUrl)
    throw new ConfigError('SUBMIT_WEBHOOK_SECRET is set but SUBMIT_WEBHOOK_URL is not.');
  if (secret.length < 32)
    throw new ConfigError('SUBMIT_WEBHOOK_SECRET must be at least 32 characters.');
  return {
    url: webhookUrl,
    secret,
    timeoutMs: integer(env, 'SUBMIT_WEBHOOK_TIMEOUT_SECONDS', 10, 1, 300) * 1000,
  };
}

/**
 * Whose X-Forwarded-For to believe. Off by default: believing anyone would let a client pick
 * its own address and slip past the per-address rate limits.
 */
function trustProxy(env: Env): boolean | string {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (!/^[0-9a-fA-F.:/, ]+$|^(loopback|linklocal|uniquelocal)$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, loopback or a list of addresses; got "${raw}".`,
    );
  }
  return raw;
}

/** STAFF_OIDC_ISSUER, _CLIENT_ID and _CLIENT_SECRET: all three, or none. */
function staffOidc(env: Env): StaffOidcConfig | undefined {
  const issuer = url(env, 'STAFF_OIDC_ISSUER', ['http:', 'https:']);
  const clientId = env.STAFF_OIDC_CLIENT_ID || undefined;
  const clientSecret = env.STAFF_OIDC_CLIENT_SECRET || undefined;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError(
      'STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET must be set together.',
    );
  }
  return { issuer, clientId, clientSecret };
}

export { ConfigError };

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || './data');
  secureDataDir(dataDir);
  const databaseSchema = env.DATABASE_SCHEMA || 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    throw new ConfigError(
      `DATABASE_SCHEMA must be a lower-case SQL identifier; got "${databaseSchema}".`,
    );
  }
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const databaseMigrateUrl = url(env, 'DATABASE_MIGRATE_URL', ['postgres:', 'postgresql:']);
  if (databaseMigrateUrl && !databaseUrl)
    throw new ConfigError('DATABASE_MIGRATE_URL needs DATABASE_URL (it is for PostgreSQL only).');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const bucket = env.S3_BUCKET;
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "${logLevel}".`,
    );
  }
  const documents: DocumentsConfig = {
    soffice: soffice(env),
    sofficeTimeoutMs: integer(env, 'SOFFICE_TIMEOUT_SECONDS', 60, 5, 600) * 1000,
    workerPollMs: integer(env, 'WORKER_POLL_MS', 1000, 50, 60_000),
  };
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    databaseMigrateUrl,
    databaseSchema,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Admissions <admissions@localhost>',
    publicUrl: publicUrl.replace(/\/$/, ''),
    sessionSecret: sessionSecret(env, dataDir),
    s3: bucket
      ? {
          bucket,
          region: env.AWS_REGION || 'us-east-1',
          endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
          forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
        }
      : undefined,
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    logLevel,
    inProcessWorker: flag(env, 'IN_PROCESS_WORKER', true),
    documents,
    jobs: jobs(env, documents.soffice ? documents.sofficeTimeoutMs : undefined),
    geocoder: geocoder(env),
    trustProxy: trustProxy(env),
    rateLimit: {
      ipMax: integer(env, 'RATE_LIMIT_IP_MAX', 100, 1, 1_000_000),
      accountMax: integer(env, 'RATE_LIMIT_ACCOUNT_MAX', 10, 1, 1_000_000),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400) * 1000,
      mailPerRecipientPerDay: integer(env, 'MAIL_PER_RECIPIENT_PER_DAY', 10, 1, 1_000_000),
    },
    submitWebhook: submitWebhook(env),
    staffOidc: staffOidc(env),
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
