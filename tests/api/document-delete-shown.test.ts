import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../fixtures/documents';
import type { TestApp } from '../helpers/app';
import { newApplicant } from '../helpers/accounts';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { documentsApp, uploadAndConvert } from '../helpers/uploads';

const ESSAY = 'additional_info_doc';
const DELETES = [`/api/pdf/document-answer/${ESSAY}`, `/api/document-answer/${ESSAY}`];

// A page behind deletes "its" file after another device replaced it (issue 27): only the file
// the page showed, and that the applicant chose to delete, goes.
describe.each(databaseKinds)('deleting the document the page showed, on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;

  beforeAll(async () => {
    ({ t } = await documentsApp(kind, clock));
  });
  afterAll(() => t.close());

  const held = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/document-answer', headers: { cookie } })).json<
      Record<string, { file_name: string; file_size: number }>
    >();
  const remove = (cookie: string, url: string, shown?: string) =>
    t.app.inject({
      method: 'DELETE',
      url,
      headers: { cookie, ...(shown === undefined ? {} : { 'shown-document': shown }) },
      // Every write is JSON (the cross-site rule): a bodiless DELETE sends {}.
      payload: {},
    });
  /** An applicant holding a converted `name`: the cookie and the file as the page shows it. */
  async function holding(name: string, width = 8) {
    const cookie = await newApplicant(t, `shown.${++n}@example.edu`);
    const { start } = await uploadAndConvert(t, cookie, ESSAY, {
      name,
      type: 'image/png',
      data: makePng(width),
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(await t.app.worker.runOnce()).toBe(true);
    const shown = (await held(cookie))[ESSAY];
    if (!shown) throw new Error('the document was not converted');
    return { cookie, shown };
  }

  it.each(DELETES)('%s deletes the file the page showed', async (url) => {
    const { cookie, shown } = await holding('mine.png');
    const res = await remove(cookie, url, JSON.stringify(shown));
    expect(res.statusCode, res.body).toBe(200);
    expect(await held(cookie)).toEqual({});
  });

  it.each(DELETES)('%s does not delete a file another device put in its place', async (url) => {
    const { cookie, shown } = await holding('laptop.png');
    const phone = await uploadAndConvert(t, cookie, ESSAY, {
      name: 'phone.png',
      type: 'image/png',
      data: makePng(16),
    });
    expect(phone.start.statusCode).toBe(200);
    // Still converting: not the file the laptop showed either.
    const converting = await remove(cookie, url, JSON.stringify(shown));
    expect(converting.statusCode, converting.body).toBe(409);
    expect(converting.json()).toEqual({
      message: 'The file was replaced on another device, so it was not deleted.',
      code: 'DOCUMENT_CHANGED',
    });
    expect(await t.app.worker.runOnce()).toBe(true);
    const res = await remove(cookie, url, JSON.stringify(shown));
    expect(res.statusCode, res.body).toBe(409);
    expect(Object.keys(await held(cookie))).toEqual([ESSAY]);
    expect((await held(cookie))[ESSAY]?.file_name).toBe('phone.png');
  });

  it('deletes whatever is held without the header, as before', async () => {
    const { cookie } = await holding('any.png');
    expect((await remove(cookie, DELETES[0]!)).statusCode).toBe(200);
    expect(await held(cookie)).toEqual({});
  });

  it('is no refusal when nothing is held any more (deleted on the other device too)', async () => {
    const { cookie, shown } = await holding('gone.png');
    expect((await remove(cookie, DELETES[1]!)).statusCode).toBe(200);
    const res = await remove(cookie, DELETES[0]!, JSON.stringify(shown));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['not JSON', '{file_name: "a.png"}'],
    ['an array', '[1]'],
    ['no size', '{"file_name": "a.png"}'],
    ['a fractional size', '{"file_name": "a.png", "file_size": 1.5}'],
    ['an empty name', '{"file_name": "", "file_size": 1}'],
    ['another field', '{"file_name": "a.png", "file_size": 1, "id": 2}'],
    ['a header far too long', JSON.stringify({ file_name: 'x'.repeat(2_000), file_size: 1 })],
  ])('a malformed Shown-Document (%s) is 400 and deletes nothing', async (_, header) => {
    const { cookie } = await holding('kept.png');
    const res = await remove(cookie, DELETES[0]!, header);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_SHOWN_DOCUMENT' });
    expect(res.json().message).toMatch(/^The Shown-Document header is not accepted: /);
    expect(Object.keys(await held(cookie))).toEqual([ESSAY]);
  });
});
