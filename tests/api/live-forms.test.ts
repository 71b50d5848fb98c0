// Issue 29: the live form version as browsers and PDFs see it. /api/forms/live says which version
// is live and whether it is the one the client build bundles; a version's files and its page
// validators are served for good. Saves are checked against the live version the moment it is
// published, and a submitted application's PDF keeps the questions it was submitted with.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDefinitions, isAnswerKey, seedDefinitions } from '../../src/engine';
import { browserFiles } from '../../src/engine/definitions/browser-files';
import { readFormFiles } from '../../src/server/forms/repository-files';
import { NO_SUCH_VERSION } from '../../src/server/forms/form-versions';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import type { Json } from '../helpers/json-edits';
import { pdfText } from '../helpers/pdf-text';
import { newStaff, type TestStaff } from '../helpers/staff';
import { submitCompleteApplication } from '../helpers/submit';

type Files = Record<string, Json>;
const LABEL = 'Name of your first pet';

/** The repository's files with one more question at the end of About You. */
function withPetQuestion(): Files {
  const read = readFormFiles();
  if ('problems' in read) throw new Error('the repository’s definitions do not parse');
  const files = structuredClone(read.files) as Files;
  const about = files['forms/about.json'] as { nodes: Json[] };
  about.nodes.push({ kind: 'question', key: 'pet_name', widget: 'text', label: LABEL });
  const model = files['schemas/answers.schema.json'] as { properties: Record<string, Json> };
  model.properties.pet_name = { type: 'string' };
  const translations = files['forms/translations/es.json'] as { texts: Record<string, Json> };
  translations.texts[LABEL] = 'Nombre de su primera mascota';
  return files;
}

describe.each(databaseKinds)('the live form version on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let ada: string;
  let bob: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const save = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/answer', headers: { cookie }, payload });
  const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
  const pdfOf = async (cookie: string) => {
    await t.app.inject({ method: 'GET', url: '/api/pdf', headers: { cookie } });
    while (await t.app.worker.runOnce()) {
      // every queued job
    }
    const file = await t.app.inject({ method: 'GET', url: '/api/pdf/file', headers: { cookie } });
    expect(file.statusCode, file.body).toBe(200);
    return (await pdfText(file.rawPayload)).join('\n');
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    ada = await newApplicant(t, 'ada@example.edu');
    bob = await newApplicant(t, 'bob@example.edu');
    await submitCompleteApplication(t, ada);
  });
  afterAll(async () => {
    expect(activeDefinitions()).not.toBe(seedDefinitions());
    await t.close();
    // The engine gets its seed back when the server whose version it ran closes.
    expect(activeDefinitions()).toBe(seedDefinitions());
  });

  it('names version 1 to a visitor, with no session', async () => {
    const res = await get('/api/forms/live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The tests' client build (if any) is not this run's: only the version is certain.
    expect(res.json()).toMatchObject({ version: 1, bundled: expect.any(Boolean) });
  });

  it('refuses an answer key the live version does not have', async () => {
    const res = await save(bob, { pet_name: 'Rex' });
    expect(res.statusCode).toBe(400);
  });

  it('serves the next version as soon as it is published: files, validators and saves', async () => {
    const { revision } = (await staff('GET', '/staff/api/forms/draft')).json<{
      revision: number;
    }>();
    const put = await staff('PUT', '/staff/api/forms/draft', {
      revision,
      files: withPetQuestion(),
    });
    expect(put.json()).toMatchObject({ problems: [] });
    const published = await staff('POST', '/staff/api/forms/publish', {
      revision: put.json<{ revision: number }>().revision,
      note: 'Pets',
    });
    expect(published.statusCode, published.body).toBe(201);

    expect((await get('/api/forms/live')).json()).toEqual({ version: 2, bundled: false });
    const form = await get('/api/forms/2');
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(form.json()).toEqual({ version: 2, files: withPetQuestion() });
    const validators = await get('/api/forms/2/validators.js');
    expect(validators.statusCode).toBe(200);
    expect(validators.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(validators.body).not.toMatch(/\brequire\(/);
    // Minified, and still the module the browser imports: one validator per page.
    expect(validators.body.split('\n').length).toBeLessThan(5);
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(validators.body).toString('base64')}`
    )) as { getPageValidator: (page: string) => (answers: object) => boolean };
    expect(module.getPageValidator('about')({ first_name: '' })).toBe(false);
    expect(module.getPageValidator('about')({ first_name: 'Ada' })).toBe(true);
    expect(typeof module.getPageValidator('final-steps')).toBe('function');
    // As the dev server's page imports it.
    expect((await get('/api/forms/2/validators.js?import')).body).toBe(validators.body);

    expect(isAnswerKey('pet_name')).toBe(true);
    expect((await save(bob, { pet_name: 'Rex' })).statusCode).toBe(200);
  });

  it("sends a version as an applicant's browser reads it, the translations only in Spanish", async () => {
    const english = await get('/api/forms/2/browser');
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { files } = english.json<{ files: Files }>();
    expect(files).toEqual(browserFiles(withPetQuestion(), 'en'));
    expect(files).not.toHaveProperty(['forms/translations/es.json']);
    expect(files['schemas/pages/about.schema.json']).toEqual({});
    expect((await get('/api/forms/2/browser?language=en')).json()).toEqual(english.json());
    const spanish = (await get('/api/forms/2/browser?language=es')).json<{ files: Files }>();
    expect(spanish.files).toEqual(browserFiles(withPetQuestion(), 'es'));
    expect(JSON.stringify(spanish.files)).toContain('Nombre de su primera mascota');
  });

  it.each([
    ['its files as a browser reads them', '/api/forms/2/browser?language=es'],
    ['its files whole', '/api/forms/2'],
    ['its validators', '/api/forms/2/validators.js'],
  ])(
    'sends a version’s %s compressed as the browser asks, the same bytes each time',
    async (_name, url) => {
      const plain = await get(url);
      const asked = (acceptEncoding: string) =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      const br = await asked('gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect((await asked('br')).rawPayload).toEqual(br.rawPayload);
      const gzip = await asked('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((await asked('identity')).body).toBe(plain.body);
    },
  );

  it('names an applicant their own: the live version in progress, the submitted one after', async () => {
    const mine = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/forms/mine', headers: { cookie } });
    expect((await mine(bob)).json()).toEqual({ version: 2, bundled: false });
    expect((await mine(ada)).json()).toMatchObject({ version: 1 });
    expect((await get('/api/forms/mine')).statusCode).toBe(401);
  });

  it.each([
    ['a version never published', '/api/forms/9', 404],
    ['its validators', '/api/forms/9/validators.js', 404],
    ['version 0', '/api/forms/0', 404],
    ['a version that is not a number', '/api/forms/two', 404],
    ['a query', '/api/forms/1?x=1', 400],
    ['a version never published, as a browser reads it', '/api/forms/9/browser', 404],
    ['a language there is none of', '/api/forms/1/browser?language=fr', 400],
    ['a lone surrogate for the language', '/api/forms/1/browser?language=%ED%A0%80', 400],
    ['another query', '/api/forms/1/browser?x=1', 400],
    ['a query on the validators', '/api/forms/1/validators.js?x=1', 400],
    ['an import marker with a value', '/api/forms/1/validators.js?import=x', 400],
  ])('answers %s with %s', async (_name, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json()).toEqual({ message: expect.any(String) });
    if (url === '/api/forms/9') expect(res.json()).toEqual({ message: NO_SUCH_VERSION });
  });

  it('makes each PDF with the version its application was submitted on', async () => {
    await submitCompleteApplication(t, bob, { pet_name: 'Rex' });
    const bobs = await pdfOf(bob);
    expect(bobs).toContain(LABEL);
    expect(bobs).toContain('Rex');
    const adas = await pdfOf(ada);
    expect(adas).toContain('Application for Admission');
    expect(adas).not.toContain(LABEL);
  });
});
