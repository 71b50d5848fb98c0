import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../src/engine';
import { S3ObjectStore } from '../../src/server/storage/s3-object-store';
import { makePng } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { presign, type Presigned } from '../helpers/uploads';

const CARD = 'student_upload_card';

/** Posts like a browser: FormData with the policy fields, then the file, to the S3 url. */
async function postToS3(presigned: Presigned, data: Buffer, type = 'image/png'): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'card.png');
  return fetch(presigned.url, { method: 'POST', body: form });
}

/**
 * The S3 adapter against s3rver, an S3-compatible server started here. s3rver accepts the
 * presigned POST but enforces none of its conditions: not content-length-range (NOTES.md),
 * and, checked here, not the signature (its SigV4 check is unimplemented) nor the key. Real
 * S3 enforces all three; what we can prove here is the form, the policy we sign, and that
 * the worker checks the stored size with HeadObject before converting (the last test).
 */
describe.each(databaseKinds)('S3 object storage (s3rver) on %s', (kind) => {
  let s3: S3rver;
  let s3Dir: string;
  let t: TestApp;
  let cookie: string;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 's3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'uploads' }],
    });
    const { port } = await s3.run();
    // s3rver's built-in account.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    t = await buildTestApp(kind, {
      IN_PROCESS_WORKER: 'false',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
    });
    cookie = await newApplicant(t, 'sam@example.edu');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  });

  it('returns a real presigned POST with the policy conditions', async () => {
    expect(t.app.objectStore).toBeInstanceOf(S3ObjectStore);
    const presigned = await presign(t, cookie, CARD, 'image/png');
    expect(presigned.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads$/);
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1048576],
        ['eq', '$Content-Type', 'image/png'],
        { key: presigned.fields.key },
      ]),
    );
    expect(new Date(policy.expiration).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(new Date(policy.expiration).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('uploads through the policy, converts and serves the PDF', async () => {
    const presigned = await presign(t, cookie, CARD, 'image/png');
    const upload = await postToS3(presigned, makePng());
    expect(upload.status).toBe(204);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${CARD}`,
      headers: { cookie },
      payload: { file_key: presigned.fields.key, file_name: 'card.png' },
    });
    expect(start.statusCode).toBe(200);
    await t.app.worker.runOnce();
    const status = (
      await t.app.inject({
        method: 'GET',
        url: `/api/pdf/document-answer/${CARD}`,
        headers: { cookie },
      })
    ).json();
    expect(status.status).toBe('completed');
    const file = await t.app.inject({ method: 'GET', url: status.url, headers: { cookie } });
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
    // The original upload is removed once converted; only the PDF stays.
    expect(await t.app.objectStore.size(presigned.fields.key!)).toBeUndefined();
  });

  it('catches a file over 1 MB that the store let through, by its stored size', async () => {
    const presigned = await presign(t, cookie, CARD, 'image/png');
    const upload = await postToS3(presigned, Buffer.concat([makePng(), Buffer.alloc(1_100_000)]));
    expect(upload.status).toBe(204); // s3rver does not enforce content-length-range
    await t.app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${CARD}`,
      headers: { cookie },
      payload: { file_key: presigned.fields.key, file_name: 'card.png' },
    });
    await t.app.worker.runOnce();
    const status = (
      await t.app.inject({
        method: 'GET',
        url: `/api/pdf/document-answer/${CARD}`,
        headers: { cookie },
      })
    ).json();
    expect(status).toEqual({ status: 'failed', url: '', message: FILE_MESSAGES.tooLarge });
  });
});
