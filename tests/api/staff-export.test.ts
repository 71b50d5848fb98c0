import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKeys, sensitiveKeys } from '../../src/engine';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';
import { EXPORT_BATCH } from '../../src/server/staff/applications/export-rows';
import { csvRows } from '../helpers/csv-rows';

const T0 = Date.parse('2026-10-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

describe.each(databaseKinds)('the CSV export (staff) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  const clock = new TestClock(T0 + 24 * 3600_000);
  const exportCsv = (query = '', cookie = reader.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/staff/api/export.csv${query}`,
      headers: { cookie },
    });

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
      { now: clock.now },
    );
    reader = await newStaff(t);
    await seedApplications(t, [
      {
        username: 'tricky@example.edu',
        createdAt: at(1),
        status: 'validating',
        answers: {
          first_name: '=HYPERLINK("http://evil.example","click")',
          last_name: 'O"Brien, Jr.',
          middle_name: '+1',
          preferred_name: '-2',
          address_line_1: '@SUM(A1)',
          address_line_2: '\tTabbed',
          city: '\rReturn',
          additional_info_essay: 'Line one\nLine two',
          entry_term: '2027FA',
          entry_term_desc: 'Fall 2027',
          optin_sms_ind: true,
        },
      },
      {
        username: 'zoe@example.edu',
        createdAt: at(2),
        status: 'submitted',
        submittedAt: at(40),
        answers: { first_name: 'Zoë', last_name: 'Ångström', entry_term: '2027SP' },
      },
    ]);
  });
  afterAll(() => t.close());

  it('streams UTF-8 CSV with a byte-order mark, the fixed columns, then every answer key in order', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRows(res.body);
    // A reader's export leaves out the sensitive answers (need to know, issue 33).
    const exported = answerKeys().filter((key) => !sensitiveKeys().has(key));
    expect(header).toEqual(['id', 'username', 'status', 'submitted_at', ...exported]);
    expect(header).not.toContain('birth_date');
    expect(answerKeys()).toContain('entry_term_desc');
    expect(rows.map((row) => row[1])).toEqual(['zoe@example.edu', 'tricky@example.edu']);
    const zoe = Object.fromEntries((header ?? []).map((key, i) => [key, rows[0]?.[i]]));
    expect(zoe).toMatchObject({
      status: 'submitted',
      // The institution's zone (America/Denver), with its offset.
      submitted_at: '2026-10-01T06:40:00-06:00',
      first_name: 'Zoë',
      last_name: 'Ångström',
      middle_name: '',
    });
    // RFC 4180: CRLF between records, every cell quoted, quotes doubled.
    expect(res.body).toContain('"O""Brien, Jr."');
    expect(res.body.split('\r\n')[0]).toMatch(/^\uFEFF"id","username","status","submitted_at",/);
  });

  it('gives an admin every answer column, the sensitive ones too', async () => {
    const admin = await newStaff(t, { role: 'admin' });
    const [header] = csvRows((await exportCsv('', admin.cookie)).body);
    expect(header).toEqual(['id', 'username', 'status', 'submitted_at', ...answerKeys()]);
    expect(header).toContain('birth_date');
  });

  it("neutralises cells a spreadsheet would run as formulas with a leading ' (OWASP)", async () => {
    const [header, , tricky] = csvRows((await exportCsv()).body);
    const cell = Object.fromEntries((header ?? []).map((key, i) => [key, tricky?.[i]]));
    expect(cell).toMatchObject({
      first_name: `'=HYPERLINK("http://evil.example","click")`,
      last_name: 'O"Brien, Jr.',
      middle_name: "'+1",
      preferred_name: "'-2",
      address_line_1: "'@SUM(A1)",
      address_line_2: "'\tTabbed",
      city: "'\rReturn",
      additional_info_essay: 'Line one\nLine two',
      optin_sms_ind: 'true',
      entry_term_desc: 'Fall 2027',
    });
  });

  it('filters by status and entry term', async () => {
    const submitted = csvRows((await exportCsv('?status=submitted')).body);
    expect(submitted.slice(1).map((row) => row[1])).toEqual(['zoe@example.edu']);
    const fall = csvRows((await exportCsv('?entry_term=2027FA')).body);
    expect(fall.slice(1).map((row) => row[1])).toEqual(['tricky@example.edu']);
    const none = csvRows((await exportCsv('?entry_term=1999FA')).body);
    expect(none).toHaveLength(1);
  });

  it('reads past one batch without losing or repeating a row', async () => {
    await seedApplications(
      t,
      Array.from({ length: EXPORT_BATCH + 7 }, (_, i) => ({
        username: `many${i}@example.edu`,
        createdAt: at(100 + Math.floor(i / 4)),
      })),
    );
    const rows = csvRows((await exportCsv()).body).slice(1);
    expect(rows).toHaveLength(EXPORT_BATCH + 9);
    expect(new Set(rows.map((row) => row[0])).size).toBe(EXPORT_BATCH + 9);
  });

  it('answers 400 to an unknown filter, 401 without a staff session, and audits each export', async () => {
    expect((await exportCsv('?status=rejected')).statusCode).toBe(400);
    expect((await exportCsv('?other=x')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/export.csv' })).statusCode).toBe(
      401,
    );
    const { rows } = await t.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM staff_audit WHERE staff_id = $1 AND action = 'export'",
      [reader.id],
    );
    // One per export that ran (six above); refused requests read nothing and audit nothing.
    expect(rows[0]?.n).toBe(6);
  });
});
