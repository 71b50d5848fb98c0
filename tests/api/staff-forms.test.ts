// Issue 29: the form versions in the staff workspace. Version 1 is seeded from forms/ and
// schemas/; admins save a draft at a revision, see its problems, publish it and roll back;
// readers only read. Every save and submit records the live version, health names it, and a
// submitted application keeps the one it was submitted on. (The draft's impact:
// staff-forms-impact.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_FILES } from '../../src/engine/lint/version-files';
import { NO_SUCH_VERSION, STALE_DRAFT } from '../../src/server/forms/form-versions';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import type { Json } from '../helpers/json-edits';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';
import {
  formsCalls,
  repositoryFiles as repository,
  retitled,
  type Files,
} from '../helpers/staff-forms';
import { submitCompleteApplication } from '../helpers/submit';

describe.each(databaseKinds)('form versions in the staff workspace on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;
  let n = 0;

  const { call, draft, health, saveDraft, publish, audited } = formsCalls(
    () => t,
    () => admin.cookie,
  );

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    reader = await newStaff(t, { role: 'reader' });
  });
  afterAll(() => t.close());

  it('starts on version 1, the repository’s files, with no draft; readers may read', async () => {
    const res = await call('GET', '/staff/api/forms', { cookie: reader.cookie });
    expect(res.statusCode).toBe(200);
    const seeded = {
      version: 1,
      published_at: expect.any(String),
      published_by: 'repository',
      note: 'seeded from forms/ and schemas/',
    };
    expect(res.json()).toEqual({ live: seeded, draft: null, versions: [seeded] });
    const copy = await call('GET', '/staff/api/forms/draft', { cookie: reader.cookie });
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toEqual({ revision: 0, files: repository() });
    expect(Object.keys(copy.json<{ files: Files }>().files).sort()).toEqual(
      [...VERSION_FILES].sort(),
    );
    expect(await health()).toBe(1);
  });

  it.each([
    ['PUT', '/staff/api/forms/draft', { revision: 0, files: {} }],
    ['POST', '/staff/api/forms/publish', { revision: 0, note: 'x' }],
    ['POST', '/staff/api/forms/rollback', { version: 1 }],
  ] as const)('refuses a reader %s %s (403), changing nothing', async (method, url, payload) => {
    const res = await call(method, url, { cookie: reader.cookie, payload });
    expect(res.statusCode).toBe(403);
    expect(await draft()).toMatchObject({ revision: 0 });
    expect(await health()).toBe(1);
  });

  it.each([
    ['no files', { revision: 0 }],
    ['files not an object', { revision: 0, files: [] }],
    ['a file the version does not hold', { revision: 0, files: { 'forms/abuot.json': {} } }],
    ['a meta-schema', { revision: 0, files: { 'schemas/form-definition.schema.json': {} } }],
    ['a negative revision', { revision: -1, files: {} }],
    ['a revision as text', { revision: '0', files: {} }],
    ['another field', { revision: 0, files: {}, note: 'x' }],
    ['a NUL in a file', { revision: 0, files: { 'forms/site.json': { name: 'a\u0000b' } } }],
    ['a lone surrogate in a file', { revision: 0, files: { 'forms/site.json': { n: '\ud800' } } }],
    ['not JSON', '{"revision": 0, "files": {'],
    [
      'a file nested too deep to lint',
      `{"revision": 0, "files": {"forms/site.json": ${'['.repeat(200_000)}${']'.repeat(200_000)}}}`,
    ],
  ])('PUT draft with %s is a 400', async (_name, payload) => {
    const res = await call('PUT', '/staff/api/forms/draft', { payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['publish without a note', '/staff/api/forms/publish', { revision: 0 }],
    [
      'publish with a note too long',
      '/staff/api/forms/publish',
      { revision: 0, note: 'n'.repeat(501) },
    ],
    ['publish with a NUL in the note', '/staff/api/forms/publish', { revision: 0, note: '\u0000' }],
    ['publish with a lone surrogate', '/staff/api/forms/publish', { revision: 0, note: '\udc00' }],
    ['rollback to version 0', '/staff/api/forms/rollback', { version: 0 }],
    ['rollback to "1"', '/staff/api/forms/rollback', { version: '1' }],
    ['rollback with another field', '/staff/api/forms/rollback', { version: 1, x: 1 }],
  ])('%s is a 400', async (_name, url, payload) => {
    const res = await call('POST', url, { payload });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('saves a draft at its revision, gives its problems at their lines, 409 on a stale revision', async () => {
    const files = retitled('About you, draft');
    (files['forms/about.json'] as { [key: string]: Json }).colour = 'red';
    const first = await call('PUT', '/staff/api/forms/draft', { payload: { revision: 0, files } });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<{ revision: number; problems: unknown[] }>();
    expect(saved.revision).toBeGreaterThan(0);
    const text = JSON.stringify(files['forms/about.json'], null, 2).split('\n');
    const line = text.findIndex((l) => l.includes('"colour"')) + 1;
    expect(saved.problems).toEqual([
      {
        file: 'forms/about.json',
        line,
        column: expect.any(Number),
        pointer: '/colour',
        message: expect.stringContaining('"colour" is not a property here'),
        rule: 'page-format',
      },
    ]);
    // Another admin's edit based on the copy of live, made before this save: refused.
    const stale = await call('PUT', '/staff/api/forms/draft', { payload: { revision: 0, files } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE_DRAFT });
    expect(await draft()).toEqual({ revision: saved.revision, files });
    const overview = (await call('GET', '/staff/api/forms')).json<{ draft: unknown }>();
    expect(overview.draft).toEqual({
      revision: saved.revision,
      updated_at: expect.any(String),
      updated_by: admin.username,
    });
    expect((await audited('forms_draft_save')).at(-1)).toEqual({
      staff_username: admin.username,
      detail: { revision: saved.revision, problems: 1 },
    });
  });

  it('refuses to publish a draft with problems (422, located) or at a stale revision (409)', async () => {
    const { revision } = await draft();
    const refused = await call('POST', '/staff/api/forms/publish', {
      payload: { revision, note: 'colour' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'The draft has problems; correct them before publishing.',
      code: 'LINT_PROBLEMS',
      problems: [expect.objectContaining({ file: 'forms/about.json', pointer: '/colour' })],
    });
    const stale = await call('POST', '/staff/api/forms/publish', {
      payload: { revision: revision - 1, note: 'x' },
    });
    expect(stale.statusCode).toBe(409);
    expect(await health()).toBe(1);
  });

  it('publishes a clean draft as version 2, live at once; the draft is gone', async () => {
    const files = retitled('About you, version 2');
    const { revision: before } = await draft();
    await saveDraft(files);
    const res = await publish('retitled the About page');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ version: 2 });
    expect(await health()).toBe(2);
    expect(t.app.liveForms.current()).toEqual({ version: 2, files });
    const overview = (await call('GET', '/staff/api/forms', { cookie: reader.cookie })).json<{
      live: { version: number; published_by: string; note: string };
      draft: unknown;
      versions: { version: number }[];
    }>();
    expect(overview.live).toMatchObject({
      version: 2,
      published_by: admin.username,
      note: 'retitled the About page',
    });
    expect(overview.draft).toBeNull();
    expect(overview.versions.map((v) => v.version)).toEqual([2, 1]);
    // The next draft starts from the new live version; an editor still on the old draft's
    // revision cannot save over it.
    expect(await draft()).toEqual({ revision: 0, files });
    const old = await call('PUT', '/staff/api/forms/draft', {
      payload: { revision: before + 1, files },
    });
    expect(old.statusCode).toBe(409);
    expect((await audited('forms_publish')).at(-1)?.detail).toMatchObject({ version: 2 });
  });

  it('409 when there is no draft to publish', async () => {
    const res = await call('POST', '/staff/api/forms/publish', {
      payload: { revision: 0, note: 'x' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('records the live version on saves and submits; the staff view shows each application’s', async () => {
    const versions = async (id: string) =>
      (
        await t.app.db.query<{ saved: number | null; submitted: number | null }>(
          `SELECT a.form_version AS saved, p.submitted_form_version AS submitted
             FROM applicants p LEFT JOIN answers a ON a.applicant_id = p.id WHERE p.id = $1`,
          [id],
        )
      ).rows[0];
    const idOf = async (username: string) =>
      (
        await t.app.db.query<{ id: string }>('SELECT id FROM applicants WHERE username = $1', [
          username,
        ])
      ).rows[0]?.id ?? '';
    const shownVersion = async (id: string) =>
      (await call('GET', `/staff/api/applications/${id}`, { cookie: reader.cookie })).json<{
        definitions_version: number;
      }>().definitions_version;

    const submitter = `versions.${++n}@example.edu`;
    const submitterCookie = await newApplicant(t, submitter);
    await submitCompleteApplication(t, submitterCookie);
    const submitted = await idOf(submitter);
    expect(await versions(submitted)).toEqual({ saved: 2, submitted: 2 });

    const typing = `versions.${++n}@example.edu`;
    const cookie = await newApplicant(t, typing);
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { first_name: 'Ann' },
    });
    expect(save.statusCode).toBe(200);
    const inProgress = await idOf(typing);
    expect(await versions(inProgress)).toEqual({ saved: 2, submitted: null });

    // An application written before versions existed (no version recorded) reads as version 1.
    const [older = ''] = await seedApplications(t, [
      {
        username: `versions.${++n}@example.edu`,
        createdAt: new Date(),
        answers: { first_name: 'O' },
      },
    ]);
    await t.app.db.query('UPDATE answers SET form_version = NULL WHERE applicant_id = $1', [older]);
    expect(await shownVersion(older)).toBe(1);

    await saveDraft(retitled('About you, version 3'));
    expect((await publish('retitled again')).json()).toEqual({ version: 3 });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { first_name: 'Anne' },
    });
    expect(again.statusCode).toBe(200);
    expect(await versions(inProgress)).toEqual({ saved: 3, submitted: null });
    expect(await shownVersion(inProgress)).toBe(3);
    expect(await shownVersion(submitted)).toBe(2);
  });

  it('rolls back to a copy of an earlier version as a new live version; 404 for none', async () => {
    const res = await call('POST', '/staff/api/forms/rollback', { payload: { version: 1 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ version: 4 });
    expect(await health()).toBe(4);
    expect(t.app.liveForms.current()).toEqual({ version: 4, files: repository() });
    const overview = (await call('GET', '/staff/api/forms')).json<{
      live: { version: number; note: string; published_by: string };
    }>();
    expect(overview.live).toMatchObject({
      version: 4,
      note: 'rollback to 1',
      published_by: admin.username,
    });
    const missing = await call('POST', '/staff/api/forms/rollback', { payload: { version: 99 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: NO_SUCH_VERSION });
    expect(await health()).toBe(4);
    expect((await audited('forms_rollback')).map((row) => row.detail)).toEqual([
      { from: 1, version: 4 },
    ]);
  });
});
