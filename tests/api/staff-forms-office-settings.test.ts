import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';
import type { Json } from '../helpers/json-edits';
import { formsCalls } from '../helpers/staff-forms';

type Files = Record<string, unknown>;

describe.each(databaseKinds)(
  "the office's settings in a forms draft (issue 33) on %s",
  { timeout: 120_000 },
  (kind) => {
    let t: TestApp;
    let admin: TestStaff;
    const { saveDraft, publish } = formsCalls(
      () => t,
      () => admin.cookie,
    );

    beforeAll(async () => {
      t = await buildTestApp(kind);
      admin = await newStaff(t, { role: 'admin' });
    });
    afterAll(() => t.close());

    it('names an unknown letter field and an unlisted sensitive category, and is not published', async () => {
      const files = structuredClone(t.app.liveForms.current().files) as Files;
      const site = files['forms/site.json'] as {
        decisions: { letter: string }[];
        sensitiveCategories: { id: string }[];
      };
      site.decisions[0] = { ...site.decisions[0], letter: 'Dear {first_name}, welcome.' } as {
        letter: string;
      };
      site.sensitiveCategories = site.sensitiveCategories.filter((c) => c.id !== 'religion');
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/staff/api/forms/draft',
        headers: { cookie: admin.cookie },
        payload: { revision: 0, files },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const { revision, problems } = saved.json<{
        revision: number;
        problems: { file: string; pointer: string; message: string }[];
      }>();
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            file: 'forms/site.json',
            pointer: '/decisions/0/letter',
            message: expect.stringContaining('{first_name} is not a letter field'),
          }),
          expect.objectContaining({
            file: 'forms/about.json',
            message: expect.stringContaining(
              `"religion" is not a sensitive category of site.json's sensitiveCategories`,
            ),
          }),
        ]),
      );
      const published = await t.app.inject({
        method: 'POST',
        url: '/staff/api/forms/publish',
        headers: { cookie: admin.cookie },
        payload: { revision, note: 'broken letter' },
      });
      expect(published.statusCode).toBe(422);
    });

    // A reader searching "Catholic" would otherwise find applicants by their religion.
    it('refuses a sensitive answer in the staff list, which every staff member searches', async () => {
      const files = structuredClone(t.app.liveForms.current().files) as Files;
      const site = files['forms/site.json'] as { staffList: { searchKeys: string[] } };
      site.staffList.searchKeys.push('religious_affiliation_desc');
      const { problems } = await saveDraft(files as Record<string, Json>);
      expect(problems).toContainEqual(
        expect.objectContaining({
          file: 'forms/site.json',
          pointer: `/staffList/searchKeys/${site.staffList.searchKeys.length - 1}`,
          rule: 'staff-list-sensitive',
          message: expect.stringContaining(
            '"religious_affiliation_desc" is a sensitive answer ("religion")',
          ),
        }),
      );
      const published = await publish('sensitive search');
      expect(published.statusCode).toBe(422);
    });
  },
);
