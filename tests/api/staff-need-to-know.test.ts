import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveKeys } from '../../src/engine';
import { WITHHELD_COLUMN } from '../../src/server/routes/staff/applications/export-columns';
import { WITHHELD_CELL } from '../../src/server/staff/applications/export-rows';
import { SHARE_NEEDS_EVERY_CATEGORY } from '../../src/server/routes/staff/applications/share-link';
import { buildTestApp, type TestApp } from '../helpers/app';
import { whileWorking } from '../helpers/jobs';
import { pdfText } from '../helpers/pdf-text';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';
import { publishLive } from '../helpers/staff-forms';

const WITHHELD = 'Withheld (sensitive: shown only to staff granted its category)';
const SENSITIVE = {
  birth_date: '2008-04-01',
  alien_registration_number: '123456789',
  religious_affiliation: 'QU',
  ethnicity: 'Y',
  race_asian: true,
  disability: 'Y',
  accommodations: 'Y',
  conviction: 'N',
};

describe.each(databaseKinds)('need to know: sensitive answers (issue 33) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let admin: TestStaff;
  let id = '';
  const read = (cookie: string) =>
    t.app.inject({ method: 'GET', url: `/staff/api/applications/${id}`, headers: { cookie } });

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    reader = await newStaff(t, { role: 'reader' });
    admin = await newStaff(t, { role: 'admin' });
    [id = ''] = await seedApplications(t, [
      {
        username: 'lin@example.edu',
        createdAt: new Date('2026-10-01T12:00:00Z'),
        answers: { first_name: 'Lin', last_name: 'Wei', ...SENSITIVE },
      },
    ]);
  });
  afterAll(() => t.close());

  it('marks the categories of the issue sensitive in the shipped definitions', () => {
    const marked = ['race_white', 'suspended', 'suspended_comment', 'student_upload_card'];
    for (const key of [...Object.keys(SENSITIVE), ...marked])
      expect(sensitiveKeys().has(key), key).toBe(true);
    expect(sensitiveKeys().has('first_name')).toBe(false);
  });

  it('a reader gets no value for a sensitive key, and the list of keys withheld', async () => {
    const res = await read(reader.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ answer: Record<string, unknown>; withheld: string[] }>();
    for (const key of Object.keys(SENSITIVE)) expect(body.answer[key] ?? null, key).toBeNull();
    expect(body.answer.first_name).toBe('Lin');
    expect([...body.withheld].sort()).toEqual([...sensitiveKeys()].sort());
    expect(res.body).not.toContain('123456789');
  });

  it('an admin gets every answer and nothing withheld', async () => {
    const body = (await read(admin.cookie)).json<{
      answer: Record<string, unknown>;
      withheld: string[];
    }>();
    expect(body.answer).toMatchObject(SENSITIVE);
    expect(body.withheld).toEqual([]);
  });

  it("a reader's export leaves the sensitive columns out; an admin's has them", async () => {
    const csv = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/staff/api/export.csv', headers: { cookie } }))
        .body;
    const forReader = await csv(reader.cookie);
    expect(forReader).toContain('Lin');
    expect(forReader).not.toContain('123456789');
    expect(forReader).not.toContain('"birth_date"');
    const forAdmin = await csv(admin.cookie);
    expect(forAdmin).toContain('"birth_date"');
    expect(forAdmin).toContain('123456789');
  });

  it("a reader's PDF says withheld where the applicant's and an admin's show the answer", async () => {
    const url = `/staff/api/applications/${id}/pdf`;
    const pdf = async (cookie: string) => {
      const res = await whileWorking(t, t.app.inject({ method: 'GET', url, headers: { cookie } }));
      expect(res.statusCode).toBe(200);
      return (await pdfText(res.rawPayload)).join('\n');
    };
    const forReader = await pdf(reader.cookie);
    expect(forReader).toContain(`Date of birth\n${WITHHELD}`);
    expect(forReader).toContain(
      `Do you have a disability you would like us to know about?\n${WITHHELD}`,
    );
    expect(forReader).toContain(
      `Have you ever been convicted of a misdemeanor or felony?\n${WITHHELD}`,
    );
    expect(forReader).not.toContain('04/01/2008');
    // Shown only after a yes: printed, even as withheld, it would tell the answer.
    expect(forReader).not.toContain('Would you like our Disability Resources office');
    expect(forReader).toContain('First name\nLin');
    const forAdmin = await pdf(admin.cookie);
    expect(forAdmin).toContain('Date of birth\n04/01/2008');
    expect(forAdmin).not.toContain(WITHHELD);

    // Each copy is kept and stays current on its own: the reader's again is the stored one.
    const { rows } = await t.app.db.query<{ audience: string }>(
      `SELECT audience FROM application_pdfs WHERE applicant_id = $1 AND status = 'completed'
        ORDER BY audience`,
      [id],
    );
    expect(rows.map((row) => row.audience)).toEqual(['granted:', 'office']);
    const again = await t.app.inject({ method: 'GET', url, headers: { cookie: reader.cookie } });
    expect(again.statusCode).toBe(200);
    expect((await pdfText(again.rawPayload)).join('\n')).toContain(`Date of birth\n${WITHHELD}`);
    expect(await t.app.worker.runOnce()).toBe(false);
  });

  it('a reader granted categories gets their answers, columns and PDF copy, and no others', async () => {
    const granted = await newStaff(t, { role: 'reader', grants: ['disability', 'birth_date'] });
    const body = (await read(granted.cookie)).json<{
      answer: Record<string, unknown>;
      withheld: string[];
    }>();
    expect(body.answer).toMatchObject({ disability: 'Y', accommodations: 'Y' });
    expect(body.answer.birth_date).toBe('2008-04-01');
    for (const key of ['alien_registration_number', 'religious_affiliation', 'ethnicity'])
      expect(body.answer[key] ?? null, key).toBeNull();
    expect(body.withheld).toContain('conviction');
    expect(body.withheld).not.toContain('disability');

    const csv = (columns: string) =>
      t.app.inject({
        method: 'GET',
        url: `/staff/api/export.csv?columns=${columns}`,
        headers: { cookie: granted.cookie },
      });
    const allowed = await csv('reference,birth_date,disability');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('2008-04-01');
    const refused = await csv('reference,religious_affiliation');
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: `${WITHHELD_COLUMN}religious_affiliation` },
    ]);

    const url = `/staff/api/applications/${id}/pdf`;
    const res = await whileWorking(
      t,
      t.app.inject({ method: 'GET', url, headers: { cookie: granted.cookie } }),
    );
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('Date of birth\n04/01/2008');
    expect(text).toContain(`Have you ever been convicted of a misdemeanor or felony?\n${WITHHELD}`);
    const { rows } = await t.app.db.query<{ audience: string }>(
      'SELECT audience FROM application_pdfs WHERE applicant_id = $1 ORDER BY audience',
      [id],
    );
    expect(rows.map((row) => row.audience)).toEqual([
      'granted:',
      'granted:birth_date,disability',
      'office',
    ]);
  });

  it('an admin whose grants were narrowed is withheld the rest, and shares no link', async () => {
    const narrowed = await newStaff(t, { role: 'admin', grants: ['religion'] });
    const body = (await read(narrowed.cookie)).json<{ answer: Record<string, unknown> }>();
    expect(body.answer.religious_affiliation).toBe('QU');
    expect(body.answer.birth_date ?? null).toBeNull();
    const link = await t.app.inject({
      method: 'POST',
      url: `/staff/api/applications/${id}/share-link`,
      headers: { cookie: narrowed.cookie },
      payload: {},
    });
    expect([link.statusCode, link.json()]).toEqual([403, { message: SHARE_NEEDS_EVERY_CATEGORY }]);
    const { rows } = await t.app.db.query('SELECT 1 FROM staff_share_links WHERE staff_id = $1', [
      narrowed.id,
    ]);
    expect(rows).toEqual([]);
  });

  // Last: it publishes a version the tests above do not expect.
  it('a mark removed by a later version still withholds what was answered under it', async () => {
    const { files } = t.app.liveForms.current();
    const unmarked = JSON.parse(
      JSON.stringify(files['forms/about.json']).replace('"sensitive":"birth_date",', ''),
    ) as object;
    await publishLive(t, { ...files, 'forms/about.json': unmarked }, 'birth date not sensitive');
    expect(sensitiveKeys().has('birth_date')).toBe(false);
    // Answered on version 1, which marks it: the page and the reader's PDF withhold it still.
    const body = (await read(reader.cookie)).json<{
      answer: Record<string, unknown>;
      withheld: string[];
      definitions_version: number;
    }>();
    expect(body.definitions_version).toBe(1);
    expect(body.answer.birth_date ?? null).toBeNull();
    expect(body.withheld).toContain('birth_date');
    const pdf = await whileWorking(
      t,
      t.app.inject({
        method: 'GET',
        url: `/staff/api/applications/${id}/pdf`,
        headers: { cookie: reader.cookie },
      }),
    );
    expect((await pdfText(pdf.rawPayload)).join('\n')).toContain(`Date of birth\n${WITHHELD}`);
    // The live version offers its column now; this application's cell is still withheld.
    const csv = await t.app.inject({
      method: 'GET',
      url: '/staff/api/export.csv?columns=first_name,birth_date',
      headers: { cookie: reader.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"Lin","${WITHHELD_CELL}"`);
    expect(csv.body).not.toContain('2008-04-01');
  });
});
