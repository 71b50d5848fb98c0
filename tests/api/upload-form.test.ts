// The embedded store's upload endpoint against malformed multipart bodies: each is a 4xx with
// a message (never a 500), and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../src/engine';
import { MALFORMED_UPLOAD, NO_FILE, TWO_FILES } from '../../src/server/routes/storage/upload-form';
import { makePng } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { multipartBody, presign, type Presigned } from '../helpers/uploads';

const CARD = 'student_upload_card';
const PNG_TYPE = 'image/png';
const BOUNDARY = 'testboundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A body with the policy fields, then the given raw parts, then (unless left out) the end. */
function body(presigned: Presigned, parts: string[], end = `--${BOUNDARY}--\r\n`): Buffer {
  const fields = Object.entries(presigned.fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from([...fields, ...parts].join('') + end);
}

const filePart = (name = 'file', data = 'x') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: ${PNG_TYPE}\r\n\r\n${data}\r\n`;

describe.each(databaseKinds)('upload form on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    alice = await newApplicant(t, 'alice@example.edu');
  });
  afterAll(() => t.close());

  const post = (payload: Buffer | string, contentType = TYPE) =>
    t.app.inject({
      method: 'POST',
      url: '/storage/upload',
      headers: { 'content-type': contentType },
      payload,
    });

  it.each([
    ['no boundary', 'multipart/form-data', 400, 'Send the upload as multipart/form-data.'],
    ['an empty boundary', 'multipart/form-data; boundary=', 400, MALFORMED_UPLOAD],
  ])('refuses a body with %s', async (_what, contentType, code, message) => {
    const presigned = await presign(t, alice, CARD, PNG_TYPE);
    const res = await post(body(presigned, [filePart()]), contentType);
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ message });
  });

  it('refuses malformed bodies with 400 and a message', async () => {
    const presigned = await presign(t, alice, CARD, PNG_TYPE);
    const cases: [string, Buffer | string, string][] = [
      ['garbage', 'garbage', MALFORMED_UPLOAD],
      ['empty', '', NO_FILE],
      ['truncated in the file', body(presigned, [filePart().slice(0, -10)], ''), MALFORMED_UPLOAD],
      ['no closing boundary', body(presigned, [filePart()], ''), MALFORMED_UPLOAD],
      // busboy skips a part with no name; what is left has no file.
      [
        'a part without a name',
        body(presigned, [`--${BOUNDARY}\r\nno header line\r\n\r\nx\r\n`]),
        NO_FILE,
      ],
      ['no file', body(presigned, []), NO_FILE],
      ['a file under another name', body(presigned, [filePart('photo')]), NO_FILE],
      ['two files', body(presigned, [filePart(), filePart()]), TWO_FILES],
      [
        'too many fields',
        body(
          presigned,
          Array.from(
            { length: 40 },
            (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
          ),
        ),
        'The upload has too many parts.',
      ],
      [
        'a prototype field name',
        body(presigned, [
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n`,
          filePart(),
        ]),
        MALFORMED_UPLOAD,
      ],
    ];
    for (const [what, payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({ message });
    }
  });

  it('cuts off a file far past the limit with 413, and takes a good one after all that', async () => {
    const presigned = await presign(t, alice, CARD, PNG_TYPE);
    const huge = multipartBody(presigned.fields, {
      name: 'huge.png',
      type: PNG_TYPE,
      data: Buffer.alloc(3 * 1_048_576, 1),
    });
    const res = await post(huge.body, huge.contentType);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: FILE_MESSAGES.tooLarge });

    // Fields after the file are ignored, as S3 does.
    const good = multipartBody(presigned.fields, {
      name: 'a.png',
      type: PNG_TYPE,
      data: makePng(),
    });
    const trailing = Buffer.concat([
      good.body.subarray(0, good.body.length - `--\r\n`.length),
      Buffer.from(`\r\nContent-Disposition: form-data; name="key"\r\n\r\nother\r\n`),
      Buffer.from(`--${good.contentType.split('boundary=')[1]}--\r\n`),
    ]);
    const ok = await post(trailing, good.contentType);
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await t.app.objectStore.size(presigned.fields.key ?? '')).toBe(makePng().length);
  });
});
