// Issue 29: the impact of the staff workspace's draft on the stored applications, through the
// route: each affected application named with each key and why (the same fixture as forms:impact).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference } from '../../src/engine';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { IMPACT_CHANGES, IMPACT_EDITS, IMPACT_SEEDS } from '../helpers/impact-fixture';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';
import {
  formsCalls,
  publishLive,
  repositoryFiles as repository,
  type Files,
} from '../helpers/staff-forms';
import { isObject, without, type Json } from '../helpers/json-edits';

describe.each(databaseKinds)('the impact of the form draft on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;
  const { call, saveDraft, audited } = formsCalls(
    () => t,
    () => admin.cookie,
  );

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    reader = await newStaff(t, { role: 'reader' });
  });
  afterAll(() => t.close());

  it('names each application the draft affects, with each key and why', async () => {
    const seeded = await seedApplications(
      t,
      IMPACT_SEEDS.map((seed, i) => ({
        username: `impact.${i}@example.edu`,
        createdAt: new Date(),
        submittedAt: seed.submitted ? new Date() : undefined,
        answers: seed.answers,
      })),
    );
    const nothing = await call('GET', '/staff/api/forms/draft/impact', { cookie: reader.cookie });
    expect(nothing.statusCode).toBe(200);
    const named = (body: { applications: { id: string }[] }) =>
      body.applications.filter((a) => seeded.includes(a.id));
    expect(named(nothing.json())).toEqual([]);

    const files = repository();
    for (const [file, edit] of Object.entries(IMPACT_EDITS))
      files[file] = edit(files[file] ?? null);
    await saveDraft(files);
    const res = await call('GET', '/staff/api/forms/draft/impact', { cookie: reader.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const expected = IMPACT_SEEDS.map((seed, i) => ({
      id: seeded[i] ?? '',
      reference: applicationReference(seeded[i] ?? ''),
      username: `impact.${i}@example.edu`,
      status: seed.submitted ? 'submitted' : 'in progress',
      changes: IMPACT_CHANGES[i],
    })).sort((a, b) => a.id.localeCompare(b.id));
    expect(named(res.json())).toEqual(expected);
    expect((await audited('forms_impact')).map((row) => row.staff_username)).toContain(
      reader.username,
    );
  });

  it("leaves out of a reader's impact the changes to answers withheld from them", async () => {
    const [affected] = await seedApplications(t, [
      {
        username: 'impact.religion@example.edu',
        createdAt: new Date(),
        answers: { religious_affiliation: 'NONE', religious_affiliation_desc: 'None' },
      },
    ]);
    const files = repository();
    files['forms/about.json'] = without(
      files['forms/about.json'] ?? null,
      (v) => isObject(v) && v.key === 'religious_affiliation',
    );
    await saveDraft(files);
    const granted = await newStaff(t, { role: 'reader', grants: ['religion'] });
    const changesOf = async (cookie: string) => {
      const res = await call('GET', '/staff/api/forms/draft/impact', { cookie });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ applications: { id: string; changes: unknown[] }[] }>();
      return body.applications.find((a) => a.id === affected)?.changes;
    };
    const change = { key: 'religious_affiliation', value: 'NONE', why: 'removed-key' };
    expect(await changesOf(admin.cookie)).toEqual([change]);
    expect(await changesOf(granted.cookie)).toEqual([change]);
    // Not even that the applicant answered it: the application is not listed at all.
    expect(await changesOf(reader.cookie)).toBeUndefined();
  });

  it('422 for the impact of a draft that lacks a file', async () => {
    const { 'forms/site.json': _site, ...files } = repository();
    await saveDraft(files);
    const res = await call('GET', '/staff/api/forms/draft/impact');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'LINT_PROBLEMS',
      problems: [{ file: 'forms/site.json', line: null, column: null, rule: 'file-missing' }],
    });
  });

  // Last: it publishes a version the tests above do not expect.
  it("withholds from a reader what the application's own version marks sensitive", async () => {
    const [affected] = await seedApplications(t, [
      {
        username: 'impact.unmarked@example.edu',
        createdAt: new Date(),
        answers: { religious_affiliation: 'QU', religious_affiliation_desc: 'Quaker' },
      },
    ]);
    // Answered on version 1, which marks religion sensitive; the live version 2 does not.
    const { files } = t.app.liveForms.current();
    const unmarked = JSON.parse(
      JSON.stringify(files['forms/about.json']).replace('"sensitive":"religion",', ''),
    ) as Json;
    await publishLive(t, { ...files, 'forms/about.json': unmarked }, 'religion not sensitive');
    await saveDraft({
      ...(files as Files),
      'forms/about.json': without(
        unmarked,
        (v) => isObject(v) && v.key === 'religious_affiliation',
      ),
    });
    const listed = async (cookie: string) => {
      const res = await call('GET', '/staff/api/forms/draft/impact', { cookie });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ applications: { id: string; changes: unknown[] }[] }>();
      return body.applications.find((a) => a.id === affected)?.changes;
    };
    expect(await listed(admin.cookie)).toEqual([
      { key: 'religious_affiliation', value: 'QU', why: 'removed-key' },
    ]);
    expect(await listed(reader.cookie)).toBeUndefined();
  });
});
