import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../src/engine';
import { CONVERSION_MESSAGES } from '../../src/server/documents/convert-document';
import { BAD_FILE_NAME } from '../../src/server/routes/documents/conversion';
import {
  makeEncryptedPdf,
  makeJpeg,
  makeManyEntryZip,
  makePng,
  makeZipBomb,
} from '../fixtures/documents';
import { makeZip } from '../fixtures/zip';
import { HTML_PAYLOAD, makeScriptedPdf, polyglots, SCRIPT_TEXT } from '../fixtures/hostile-files';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { postToStore, presign, uploadAndConvert } from '../helpers/uploads';

const CARD = 'student_upload_card';
const MB = 1024 * 1024;

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** A PDF's bytes with every Flate stream inflated, so a test can look for what it must not hold. */
function pdfSource(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const inflated = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return [raw, ...inflated].join('\n');
}

/**
 * Hostile uploads (issue 9 item 5): each refused with the spec's own message where the spec
 * has one (section 8), or made harmless by the conversion; and nothing at all is written
 * outside $DATA_DIR/objects/applicants/{id}/, whatever names and keys the requests carry.
 */
describe.each(databaseKinds)('upload security on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  let before: string[] = [];
  const status = async (key = CARD) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/pdf/document-answer/${key}`,
        headers: { cookie },
      })
    ).json();

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    cookie = await newApplicant(t, 'hostile@example.edu');
    await t.app.mail.idle();
    before = filesUnder(t.dataDir);
  });
  afterAll(() => t.close());

  /** Uploads, starts the conversion, runs it: the applicant's status afterwards. */
  async function convert(name: string, data: Buffer) {
    const { start } = await uploadAndConvert(t, cookie, CARD, { name, type: '', data });
    expect(start.statusCode, start.body).toBe(200);
    await t.app.worker.runOnce();
    return status();
  }

  it.each([
    [
      'a PNG header over a PDF, named .png',
      'pngHeaderThenPdf',
      'poly.png',
      CONVERSION_MESSAGES.damagedImage,
    ],
    [
      'a PNG header over HTML, named .png',
      'pngHeaderThenHtml',
      'page.png',
      CONVERSION_MESSAGES.damagedImage,
    ],
    ['HTML with a PDF after it, named .pdf', 'junkThenPdf', 'letter.pdf', FILE_MESSAGES.wrongType],
    [
      'a JPEG with a ZIP after it, named .docx',
      'jpegThenZip',
      'essay.docx',
      FILE_MESSAGES.wrongType,
    ],
  ] as const)('refuses a polyglot: %s', async (_what, which, name, message) => {
    const data = (await polyglots())[which];
    expect(await convert(name, data)).toEqual({ status: 'failed', url: '', message });
  });

  it.each([
    [
      'a PDF with scripts, named .png',
      async () => makeScriptedPdf(),
      'card.png',
      FILE_MESSAGES.wrongType,
    ],
    [
      'HTML named .pdf',
      async () => Buffer.from(HTML_PAYLOAD),
      'transcript.pdf',
      FILE_MESSAGES.wrongType,
    ],
    [
      'a Windows program named .jpg',
      async () => Buffer.from('MZ\x90\x00 This program cannot be run in DOS mode'),
      'photo.jpg',
      FILE_MESSAGES.wrongType,
    ],
    ['a JPEG named .docx', async () => makeJpeg(), 'essay.docx', FILE_MESSAGES.wrongType],
    [
      'a ZIP without a Word document in it, named .docx',
      async () => makeZip([{ name: 'notes.txt', data: Buffer.from('hello') }]),
      'essay.docx',
      FILE_MESSAGES.wrongType,
    ],
    [
      'a DOCX zip bomb (40 MB of zeros)',
      async () => makeZipBomb(40 * MB),
      'bomb.docx',
      CONVERSION_MESSAGES.docxTooLarge,
    ],
    [
      'a zip bomb whose headers lie about its size',
      async () => makeZipBomb(40 * MB, { lie: true }),
      'bomb.docx',
      CONVERSION_MESSAGES.docxTooLarge,
    ],
    [
      'a DOCX with 5,000 entries',
      async () => makeManyEntryZip(5000),
      'many.docx',
      CONVERSION_MESSAGES.docxTooLarge,
    ],
    [
      'an encrypted PDF',
      async () => makeEncryptedPdf(),
      'locked.pdf',
      CONVERSION_MESSAGES.encryptedPdf,
    ],
  ] as const)(
    'refuses wrong magic bytes and hostile documents: %s',
    async (_what, make, name, message) => {
      expect(await convert(name, await make())).toEqual({ status: 'failed', url: '', message });
    },
  );

  it('converts a PDF with scripts into one without them, and a PNG with HTML after it into a clean PDF', async () => {
    for (const [name, data, needles] of [
      [
        'scripted.pdf',
        await makeScriptedPdf(),
        ['JavaScript', '/JS', SCRIPT_TEXT, '/OpenAction', '/AA'],
      ],
      ['picture.png', (await polyglots()).pngThenHtml, ['<script', 'alert(']],
    ] as const) {
      expect((await convert(name, data)).status).toBe('completed');
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/pdf/document-answer/${CARD}/file`,
        headers: { cookie },
      });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const source = pdfSource(pdf.rawPayload);
      for (const needle of needles) expect(source, `${name}: ${needle}`).not.toContain(needle);
    }
  });

  it('refuses at the store, with the spec messages: empty, over 1 MB, and a body past the policy', async () => {
    const policy = await presign(t, cookie, CARD, 'image/png');
    for (const [data, code, message] of [
      [Buffer.alloc(0), 400, FILE_MESSAGES.empty],
      [Buffer.alloc(MB + 1, 7), 400, FILE_MESSAGES.tooLarge],
      [Buffer.alloc(3 * MB, 7), 413, FILE_MESSAGES.tooLarge],
    ] as const) {
      const res = await postToStore(t, policy, { name: 'x.png', type: 'image/png', data });
      expect(res.statusCode).toBe(code);
      expect(res.json()).toEqual({ message });
    }
  });

  it('refuses names that are too long, of the wrong type, or carry path separators or ..', async () => {
    const policy = await presign(t, cookie, CARD, 'image/png');
    expect(
      (await postToStore(t, policy, { name: 'card.png', type: 'image/png', data: makePng() }))
        .statusCode,
    ).toBe(204);
    const start = (file_name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pdf/document-answer/${CARD}`,
        headers: { cookie },
        payload: { file_key: policy.fields.key, file_name },
      });
    for (const [name, message] of [
      [`${'n'.repeat(29)}.png`, FILE_MESSAGES.nameTooLong], // 33 characters
      ['program.exe', FILE_MESSAGES.wrongType],
      ['card.png.html', FILE_MESSAGES.wrongType],
      ['../../card.png', BAD_FILE_NAME],
      ['..\\..\\card.png', BAD_FILE_NAME],
      ['/etc/card.png', BAD_FILE_NAME],
      ['C:\\card.png', BAD_FILE_NAME],
    ] as const) {
      const res = await start(name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ message });
    }
    expect((await start('card.png')).statusCode).toBe(200); // the upload itself was fine
  });

  it('removes bidirectional control characters from a file name before storing or showing it', async () => {
    const policy = await presign(t, cookie, CARD, 'image/png');
    await postToStore(t, policy, { name: 'card.png', type: 'image/png', data: makePng() });
    // "card\u202Egnp.exe" would read "cardexe.png"; the stored name is what it really is.
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${CARD}`,
      headers: { cookie },
      payload: { file_key: policy.fields.key, file_name: '\u2067card\u202e\u200f.png\u2069' },
    });
    expect(start.statusCode).toBe(200);
    while (await t.app.worker.runOnce());
    const answers = await t.app.inject({
      method: 'GET',
      url: '/api/document-answer',
      headers: { cookie },
    });
    expect(answers.json()[CARD].file_name).toBe('card.png');
    const exe = await t.app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${CARD}`,
      headers: { cookie },
      payload: { file_key: policy.fields.key, file_name: 'card\u202egnp.exe' },
    });
    expect(exe.json()).toEqual({ message: FILE_MESSAGES.wrongType });
  });

  it('stores under the signed key whatever the form says: a traversing file name is ignored, a traversing key refused', async () => {
    const policy = await presign(t, cookie, CARD, 'image/png');
    const named = await postToStore(t, policy, {
      name: '../../../../escaped-by-name.png',
      type: 'image/png',
      data: makePng(),
    });
    expect(named.statusCode).toBe(204);
    for (const key of [
      '../../escaped-by-key.png',
      `${policy.fields.key}/../../../../escaped-by-key.png`,
      '/tmp/escaped-by-key.png',
    ]) {
      const res = await postToStore(
        t,
        { ...policy, fields: { ...policy.fields, key } },
        { name: 'x.png', type: 'image/png', data: makePng() },
      );
      expect(res.statusCode, key).toBe(403);
    }
    const parent = dirname(t.dataDir);
    for (const name of ['escaped-by-name.png', 'escaped-by-key.png']) {
      expect(existsSync(join(parent, name))).toBe(false);
      expect(existsSync(join('/tmp', name))).toBe(false);
    }
  });

  it('wrote nothing outside $DATA_DIR/objects/applicants, and no half-written file inside', () => {
    const added = filesUnder(t.dataDir).filter((f) => !before.includes(f));
    expect(added.length).toBeGreaterThan(0);
    const outside = added.filter(
      (f) =>
        !/^objects\/applicants\/[0-9a-f-]{36}\/(uploads|documents)\/[a-z_]+\/[0-9a-f-]{36}(\.pdf)?$/.test(
          f,
        ),
    );
    expect(outside).toEqual([]);
  });
});
