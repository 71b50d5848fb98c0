// A visitor's draft typed under one version and brought in at login after a version that
// removed one of its questions: the removed answer is left out, the rest fills the account, and
// the login goes through (a save of the same answers would refuse the removed key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newApplicant, PASSWORD } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { isObject, without, type Json } from '../helpers/json-edits';
import { publishLive, repositoryFiles, type Files } from '../helpers/staff-forms';
import { saveVisitorDraft } from '../helpers/visitor-draft';

/** The repository's files without the middle name: off the About page and the data model. */
function withoutMiddleName(): Files {
  const files = repositoryFiles();
  files['forms/about.json'] = without(
    files['forms/about.json'] ?? null,
    (v) => isObject(v) && v.key === 'middle_name',
  );
  const model = files['schemas/answers.schema.json'] as { properties: Record<string, Json> };
  delete model.properties.middle_name;
  return files;
}

describe.each(databaseKinds)('a draft with a question since removed, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('fills the account with the rest and leaves the removed answer out', async () => {
    const username = 'removed.question@example.edu';
    await newApplicant(t, username);
    const token = await saveVisitorDraft(t, { middle_name: 'Quinn', last_name: 'Added' });
    await publishLive(t, withoutMiddleName(), 'Middle name removed');

    const cookie = await logIn(t, username, PASSWORD, { draft_token: token });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answer).toEqual({ last_name: 'Added' });
  });
});
