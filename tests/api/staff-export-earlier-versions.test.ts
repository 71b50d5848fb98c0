// The CSV export after a publish that removes questions (issue 29): the answers collected under
// them stay exportable, by name and in the default export, and listed for the export dialog; a
// removed sensitive question is still withheld from staff not granted its category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKeys, questionLabelOf, sensitiveKeys } from '../../src/engine';
import { lintFormFiles } from '../../src/server/forms/lint-form-files';
import {
  UNKNOWN_COLUMN,
  WITHHELD_COLUMN,
} from '../../src/server/routes/staff/applications/export-columns';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { isObject, without, type Json } from '../helpers/json-edits';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';
import { publishLive, repositoryFiles, type Files } from '../helpers/staff-forms';
import { csvRows } from '../helpers/csv-rows';

const REMOVED = ['middle_name', 'religious_affiliation'];
/** The answer keys the removal takes out of the data model, in its order. */
const REMOVED_KEYS = ['middle_name', 'religious_affiliation', 'religious_affiliation_desc'];
const FIXED = ['id', 'username', 'status', 'submitted_at'];

/**
 * The repository's files without the questions REMOVED: off the About page, the data model and
 * the Spanish texts, as an admin's draft would have them (lint finds it clean).
 */
function withoutRemoved(): Files {
  const files = repositoryFiles();
  files['forms/about.json'] = without(
    files['forms/about.json'] ?? null,
    (v) => isObject(v) && REMOVED.includes(v.key as string),
  );
  const model = files['schemas/answers.schema.json'] as { properties: Record<string, Json> };
  for (const key of REMOVED_KEYS) delete model.properties[key];
  const { texts } = files['forms/translations/es.json'] as { texts: Record<string, Json> };
  delete texts['Religious affiliation'];
  return files;
}

describe.each(databaseKinds)('the CSV export of questions no longer on the form on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let religionReader: TestStaff;
  let admin: TestStaff;
  let labels: Record<string, string> = {};
  const get = (url: string, cookie = reader.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  /** The export's cells by column, one record per application, by username. */
  const exported = async (query: string, cookie = reader.cookie) => {
    const res = await get(`/staff/api/export.csv${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [header = [], ...rows] = csvRows(res.body);
    const records = rows.map((row) => Object.fromEntries(header.map((key, i) => [key, row[i]])));
    return { header, byUser: new Map(records.map((record) => [record.username, record])) };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    reader = await newStaff(t);
    religionReader = await newStaff(t, { grants: ['religion'] });
    admin = await newStaff(t, { role: 'admin' });
    labels = Object.fromEntries(REMOVED_KEYS.map((key) => [key, questionLabelOf(key)]));
    // Answered on version 1, which asks both questions.
    await seedApplications(t, [
      {
        username: 'old@example.edu',
        createdAt: new Date('2026-10-01T12:00:00Z'),
        answers: {
          first_name: 'Olga',
          middle_name: 'Maria',
          religious_affiliation: 'NONE',
          religious_affiliation_desc: 'None',
        },
      },
    ]);
    const files = withoutRemoved();
    expect(lintFormFiles(files, new Date())).toEqual([]);
    await publishLive(t, files, 'no middle name, no religion');
    // Answered on version 2, which asks neither.
    await seedApplications(t, [
      {
        username: 'new@example.edu',
        createdAt: new Date('2026-10-02T12:00:00Z'),
        answers: { first_name: 'Nia' },
      },
    ]);
  });
  afterAll(() => t.close());

  it('no longer has the removed keys live', () => {
    expect(t.app.liveForms.current().version).toBe(2);
    for (const key of REMOVED_KEYS) expect(answerKeys(), key).not.toContain(key);
  });

  it('exports an answer to a removed question asked for by name', async () => {
    const { header, byUser } = await exported('?columns=username,first_name,middle_name');
    expect(header).toEqual(['username', 'first_name', 'middle_name']);
    expect(byUser.get('old@example.edu')).toEqual({
      username: 'old@example.edu',
      first_name: 'Olga',
      middle_name: 'Maria',
    });
  });

  it('gives an application answered on the new version an empty cell for a removed key', async () => {
    const { byUser } = await exported('?columns=username,first_name,middle_name');
    expect(byUser.get('new@example.edu')).toEqual({
      username: 'new@example.edu',
      first_name: 'Nia',
      middle_name: '',
    });
  });

  it('puts the removed keys after the live ones in the default export, less those withheld', async () => {
    const forReader = await exported('');
    const live = answerKeys().filter((key) => !sensitiveKeys().has(key));
    expect(forReader.header).toEqual([...FIXED, ...live, 'middle_name']);
    expect(forReader.byUser.get('old@example.edu')?.middle_name).toBe('Maria');

    const forAdmin = await exported('', admin.cookie);
    expect(forAdmin.header).toEqual([...FIXED, ...answerKeys(), ...REMOVED_KEYS]);
    expect(forAdmin.byUser.get('old@example.edu')).toMatchObject({
      middle_name: 'Maria',
      religious_affiliation: 'NONE',
      religious_affiliation_desc: 'None',
    });
    expect(forAdmin.byUser.get('new@example.edu')).toMatchObject({
      middle_name: '',
      religious_affiliation: '',
    });
  });

  it('refuses a removed sensitive key to a reader not granted its category (403)', async () => {
    for (const key of ['religious_affiliation', 'religious_affiliation_desc']) {
      const refused = await get(`/staff/api/export.csv?columns=username,${key}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: `${WITHHELD_COLUMN}${key}` });
    }
    const granted = await exported(
      '?columns=username,religious_affiliation',
      religionReader.cookie,
    );
    expect(granted.byUser.get('old@example.edu')?.religious_affiliation).toBe('NONE');
  });

  it('still answers an unknown key 400 with its message', async () => {
    const res = await get('/staff/api/export.csv?columns=username,shoe_size');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `${UNKNOWN_COLUMN}shoe_size` });
  });

  it('lists the removed keys the staff member may export, labelled by the version that had them', async () => {
    const items = async (cookie: string) => {
      const res = await get('/staff/api/export/earlier-keys', cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { key: string; label: string }[] }>().items;
    };
    const all = REMOVED_KEYS.map((key) => ({ key, label: labels[key] }));
    expect(all[0]?.label).toMatch(/^Middle name/);
    expect(await items(admin.cookie)).toEqual(all);
    expect(await items(religionReader.cookie)).toEqual(all);
    expect(await items(reader.cookie)).toEqual(all.slice(0, 1));
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/api/export/earlier-keys' })).statusCode,
    ).toBe(401);
    expect((await get('/staff/api/export/earlier-keys?x=1')).statusCode).toBe(400);
  });
});
