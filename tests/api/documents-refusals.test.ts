// Uploads and conversions an applicant's browser must not get through: a presigned url without
// a session or for a question that takes no document, the store's refusals (size, signature,
// policy, key, type, an expired policy in the applicant's language), malformed bodies, and a
// conversion of another applicant's key, a path outside the store or a bad file name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../src/engine';
import { makePng } from '../fixtures/documents';
import type { TestApp } from '../helpers/app';
import { MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { documentsApp, postToStore, presign } from '../helpers/uploads';

const CARD = 'student_upload_card';
const ESSAY = 'additional_info_doc';
const PNG_TYPE = 'image/png';

describe.each(databaseKinds)('document refusals on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const clock = new TestClock();

  beforeAll(async () => {
    ({ t, alice, bob } = await documentsApp(kind, clock));
  });
  afterAll(() => t.close());

  it('refuses a presigned url without a session, for a question that is not a document, or a bad type', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/presigned-url',
      payload: { answer_key: CARD },
    });
    expect(anon.statusCode).toBe(401);
    const notFile = await t.app.inject({
      method: 'POST',
      url: '/api/presigned-url',
      headers: { cookie: alice },
      payload: { answer_key: 'first_name' },
    });
    expect(notFile.statusCode).toBe(404);
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/presigned-url',
      headers: { cookie: alice },
      payload: { answer_key: CARD, content_type: 'text/html' },
    });
    expect(badType.statusCode).toBe(400);
  });

  it('refuses at the store: too large, empty, bad signature, expired policy, changed key or type', async () => {
    const presigned = await presign(t, alice, CARD, PNG_TYPE);
    const big = await postToStore(t, presigned, {
      name: 'big.png',
      type: PNG_TYPE,
      data: Buffer.alloc(1_048_577, 1),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ message: FILE_MESSAGES.tooLarge });
    // A body past the policy's size is cut off before it is read.
    const huge = await postToStore(t, presigned, {
      name: 'huge.png',
      type: PNG_TYPE,
      data: Buffer.alloc(2 * 1_048_576, 1),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: FILE_MESSAGES.tooLarge });
    const empty = await postToStore(t, presigned, {
      name: 'empty.png',
      type: PNG_TYPE,
      data: Buffer.alloc(0),
    });
    expect(empty.json()).toEqual({ message: FILE_MESSAGES.empty });

    const forged = { ...presigned, fields: { ...presigned.fields, 'X-Signature': 'A'.repeat(43) } };
    expect(
      (await postToStore(t, forged, { name: 'a.png', type: PNG_TYPE, data: makePng() })).statusCode,
    ).toBe(403);
    const otherKey = {
      ...presigned,
      fields: {
        ...presigned.fields,
        key: presigned.fields.key!.replace(/uploads\/[a-z_]+/, `uploads/${ESSAY}`),
      },
    };
    expect(
      (await postToStore(t, otherKey, { name: 'a.png', type: PNG_TYPE, data: makePng() }))
        .statusCode,
    ).toBe(403);
    const otherType = {
      ...presigned,
      fields: { ...presigned.fields, 'Content-Type': 'application/pdf' },
    };
    expect(
      (await postToStore(t, otherType, { name: 'a.png', type: PNG_TYPE, data: makePng() }))
        .statusCode,
    ).toBe(403);

    clock.advance(10 * MINUTE + 1000);
    const late = await postToStore(t, presigned, {
      name: 'a.png',
      type: PNG_TYPE,
      data: makePng(),
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(
      'The upload policy has expired. Please choose the file again.',
    );
    const lateInSpanish = await postToStore(
      t,
      presigned,
      { name: 'a.png', type: PNG_TYPE, data: makePng() },
      'lang=es',
    );
    expect(lateInSpanish.json().message).toBe(
      'El permiso para cargar el archivo venció. Elija el archivo de nuevo.',
    );
  });

  it('refuses malformed upload bodies with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/storage/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/storage/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it("refuses to convert another applicant's key, a path outside the store or a bad name", async () => {
    const presigned = await presign(t, alice, CARD, PNG_TYPE);
    await postToStore(t, presigned, { name: 'a.png', type: PNG_TYPE, data: makePng() });
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${CARD}`,
      headers: { cookie: bob },
      payload: { file_key: presigned.fields.key, file_name: 'a.png' },
    });
    expect(stolen.statusCode).toBe(403);
    const traversal = await t.app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${CARD}`,
      headers: { cookie: alice },
      payload: { file_key: '../../etc/passwd', file_name: 'a.png' },
    });
    expect(traversal.statusCode).toBe(403);
    for (const name of [
      'a.exe',
      `${'x'.repeat(30)}.png`,
      '../../a.png',
      'dir\\a.png',
      'a\u0000.png',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/pdf/document-answer/${CARD}`,
        headers: { cookie: alice },
        payload: { file_key: presigned.fields.key, file_name: name },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
