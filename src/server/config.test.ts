import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'admissions-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SOFFICE: 'off', ...env });

describe('configuration from the environment', () => {
  it('has a default for everything', () => {
    const config = load({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(dataDir);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.databasePoolSize).toBe(10);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.inProcessWorker).toBe(true);
    expect(config.rateLimit).toEqual({
      ipMax: 100,
      accountMax: 10,
      windowMs: 900_000,
      mailPerRecipientPerDay: 10,
    });
    expect(config.jobs.limits).toEqual({
      timeoutMs: 120_000,
      memoryMb: 1024,
      outputMaxBytes: 64 * 1024 * 1024,
    });
    expect([1, 2]).toContain(config.jobs.threads);
  });

  it('reads the limits of conversion and PDF tasks', () => {
    const config = load({
      JOB_THREADS: '3',
      JOB_TIMEOUT_SECONDS: '30',
      JOB_MEMORY_MB: '256',
      JOB_OUTPUT_MAX_MB: '8',
    });
    expect(config.jobs).toEqual({
      threads: 3,
      limits: { timeoutMs: 30_000, memoryMb: 256, outputMaxBytes: 8 * 1024 * 1024 },
    });
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const first = load({}).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(load({}).sessionSecret).toBe(first);
  });

  it('reads the production adapters', () => {
    const config = load({
      DATABASE_URL: 'postgres://u@db:5432/apply',
      SMTP_URL: 'smtps://u:p@mail.example.edu:465',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_URL: 'https://apply.example.edu/',
      TRUST_PROXY: 'loopback',
      DATABASE_POOL_SIZE: '40',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/apply');
    expect(config.databasePoolSize).toBe(40);
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example.edu:465');
    expect(config.s3).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4569',
      forcePathStyle: true,
    });
    expect(config.publicUrl).toBe('https://apply.example.edu');
    expect(config.trustProxy).toBe('loopback');
  });

  it('takes yes, no, 1 and 0 in any case for a flag, and an empty value as unset', () => {
    expect(load({ IN_PROCESS_WORKER: 'No' }).inProcessWorker).toBe(false);
    expect(load({ IN_PROCESS_WORKER: '0' }).inProcessWorker).toBe(false);
    expect(load({ IN_PROCESS_WORKER: 'YES', PORT: '' }).inProcessWorker).toBe(true);
    // npm run dev sets it; a deployment publishes forms through the workspace or forms:publish.
    expect(load({}).formsFromFiles).toBe(false);
    expect(load({ FORMS_FROM_FILES: 'true' }).formsFromFiles).toBe(true);
    expect(load({ PORT: '', LOG_LEVEL: '', TRUST_PROXY: '' })).toMatchObject({
      port: 3000,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
  });

  it('reads the geocoder only with its URL', () => {
    expect(load({ GEOCODER_KIND: 'nominatim' }).geocoder).toBeUndefined();
    expect(
      load({ GEOCODER_URL: 'https://geo.example.edu/api', GEOCODER_KIND: 'nominatim' }).geocoder,
    ).toEqual({ url: 'https://geo.example.edu/api', kind: 'nominatim', timeoutMs: 2000 });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535; got "abc".'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535; got "70000".'],
    [
      { DATABASE_POOL_SIZE: '0' },
      'DATABASE_POOL_SIZE must be a whole number from 1 to 1000; got "0".',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must start with postgres: or postgresql:; got "mysql://x".',
    ],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL; got "not a url".'],
    [
      { DATABASE_MIGRATE_URL: 'postgres://owner@db/admissions' },
      'DATABASE_MIGRATE_URL needs DATABASE_URL (it is for PostgreSQL only).',
    ],
    [
      { DATABASE_URL: 'postgres://app@db/admissions', DATABASE_MIGRATE_URL: 'mysql://x' },
      'DATABASE_MIGRATE_URL must start with postgres: or postgresql:; got "mysql://x".',
    ],
    [
      { DATABASE_SCHEMA: 'Drop Table' },
      'DATABASE_SCHEMA must be a lower-case SQL identifier; got "Drop Table".',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp: or smtps:; got "http://mail".'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must start with http: or https:; got "ftp://x".'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters.'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud".',
    ],
    [{ IN_PROCESS_WORKER: 'maybe' }, 'IN_PROCESS_WORKER must be true or false; got "maybe".'],
    [
      { TRUST_PROXY: 'everyone' },
      'TRUST_PROXY must be true, false, loopback or a list of addresses; got "everyone".',
    ],
    [{ JOB_THREADS: '0' }, 'JOB_THREADS must be a whole number from 1 to 64; got "0".'],
    [{ JOB_MEMORY_MB: '8' }, 'JOB_MEMORY_MB must be a whole number from 16 to 65536; got "8".'],
    [
      { JOB_OUTPUT_MAX_MB: 'lots' },
      'JOB_OUTPUT_MAX_MB must be a whole number from 1 to 1024; got "lots".',
    ],
    [
      { JOB_TIMEOUT_SECONDS: '0' },
      'JOB_TIMEOUT_SECONDS must be a whole number from 1 to 3600; got "0".',
    ],
    [
      { SOFFICE: process.execPath, SOFFICE_TIMEOUT_SECONDS: '60', JOB_TIMEOUT_SECONDS: '60' },
      'JOB_TIMEOUT_SECONDS must be longer than SOFFICE_TIMEOUT_SECONDS (60); got "60".',
    ],
    [
      { RATE_LIMIT_IP_MAX: '0' },
      'RATE_LIMIT_IP_MAX must be a whole number from 1 to 1000000; got "0".',
    ],
    [
      { GEOCODER_URL: 'https://geo.example.edu', GEOCODER_KIND: 'google' },
      'GEOCODER_KIND must be photon or nominatim; got "google".',
    ],
    [
      { SOFFICE: '/nowhere/soffice' },
      'SOFFICE must be "auto", "off" or the path of soffice; "/nowhere/soffice" does not exist.',
    ],
    [
      { S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'sometimes' },
      'S3_FORCE_PATH_STYLE must be true or false; got "sometimes".',
    ],
    [
      { MAIL_PER_RECIPIENT_PER_DAY: 'many' },
      'MAIL_PER_RECIPIENT_PER_DAY must be a whole number from 1 to 1000000; got "many".',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
