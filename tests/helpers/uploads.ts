import { randomBytes } from 'node:crypto';
import { newApplicant } from './accounts';
import { buildTestApp, type TestApp } from './app';
import type { TestClock } from './clock';
import type { DatabaseKind } from './databases';

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it: fields first, then the file. */
export function multipartBody(
  fields: Record<string, string>,
  file: FilePart,
): { body: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Presigned {
  url: string;
  fields: Record<string, string>;
}

export async function presign(
  t: TestApp,
  cookie: string,
  answerKey: string,
  contentType = '',
): Promise<Presigned> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/presigned-url',
    headers: { cookie },
    payload: { answer_key: answerKey, content_type: contentType },
  });
  if (res.statusCode !== 200) throw new Error(`presign failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Posts a file to the embedded store's upload endpoint with the given policy fields. */
export async function postToStore(
  t: TestApp,
  presigned: Presigned,
  file: FilePart,
  /** The browser's cookies (the device's language among them); the store needs no session. */
  cookie = '',
) {
  const { body, contentType } = multipartBody(presigned.fields, file);
  return t.app.inject({
    method: 'POST',
    url: presigned.url,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

/** Presign, upload and start the conversion: what the browser does before it polls. */
export async function uploadAndConvert(
  t: TestApp,
  cookie: string,
  answerKey: string,
  file: FilePart,
) {
  const presigned = await presign(t, cookie, answerKey, file.type);
  const upload = await postToStore(t, presigned, file);
  if (upload.statusCode !== 204)
    throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const key = presigned.fields.key ?? '';
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/pdf/document-answer/${answerKey}`,
    headers: { cookie },
    payload: { file_key: key, file_name: file.name },
  });
  return { key, start };
}

/**
 * The documents tests' app: conversions run only when a test asks (no worker of its own, no
 * LibreOffice), on `clock`, with two applicants signed in (their Cookie headers).
 */
export async function documentsApp(
  kind: DatabaseKind,
  clock: TestClock,
): Promise<{ t: TestApp; alice: string; bob: string }> {
  const t = await buildTestApp(
    kind,
    { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
    { now: clock.now },
  );
  return {
    t,
    alice: await newApplicant(t, 'alice@example.edu'),
    bob: await newApplicant(t, 'bob@example.edu'),
  };
}
