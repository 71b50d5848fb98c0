import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSOR } from '../../src/server/routes/staff/applications/list';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

const STAFF_401 =
  'You are not signed in to the staff workspace, or your session has expired. Please sign in again.';
const T0 = Date.parse('2026-10-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

interface Item {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: string | null;
  submitted_at: string | null;
  entry_term: string;
}

describe.each(databaseKinds)('finding applications (staff) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let applicantCookie = '';
  const ids: Record<string, string> = {};
  const clock = new TestClock(T0 + 24 * 3600_000);

  const get = (url: string, cookie = reader.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const list = async (query: string) => {
    const res = await get(`/staff/api/applications?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Item[]; next_cursor: string | null };
  };
  const names = (items: Item[]) => items.map((item) => item.username.split('@')[0]);

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
      { now: clock.now },
    );
    reader = await newStaff(t, { role: 'reader' });
    const seeded = await seedApplications(t, [
      {
        username: 'zoe@example.edu',
        createdAt: at(1),
        status: 'started',
        answers: { first_name: 'Zoë', last_name: 'Ångström', entry_term: '2027FA' },
      },
      {
        username: 'jose@example.edu',
        createdAt: at(2),
        status: 'validating',
        answers: { first_name: 'José', last_name: 'García', entry_term: '2027SP' },
      },
      {
        username: 'chloe@school.example',
        createdAt: at(3),
        status: 'submitted',
        submittedAt: at(30),
        answers: {
          first_name: 'Chloé',
          preferred_name: 'Coco',
          last_name: 'Lefèvre',
          entry_term: '2027FA',
        },
      },
      {
        username: 'pct@example.edu',
        createdAt: at(4),
        answers: { first_name: '100%', last_name: 'Under_Score' },
      },
    ]);
    ['zoe', 'jose', 'chloe', 'pct'].forEach((name, i) => (ids[name] = seeded[i] ?? ''));
    // 30 more, some created at the same instant, to page through.
    await seedApplications(
      t,
      Array.from({ length: 30 }, (_, i) => ({
        username: `bulk${String(i).padStart(2, '0')}@example.edu`,
        createdAt: at(10 + Math.floor(i / 3)),
        answers: { first_name: `Bulk${i}`, last_name: 'Person' },
      })),
    );
    applicantCookie = await newApplicant(t, 'applicant.self@example.edu');
  });
  afterAll(() => t.close());

  it('answers 401 without a staff session, and to an applicant session', async () => {
    for (const cookie of ['', applicantCookie]) {
      const res = await get('/staff/api/applications', cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: STAFF_401 });
    }
  });

  it('lists newest first (submission, else account creation) with the fixed item shape', async () => {
    const { items, next_cursor } = await list('limit=3');
    // The newest account, then the submission, then one of three created at the same instant.
    expect(names(items).slice(0, 2)).toEqual(['applicant.self', 'chloe']);
    expect(['bulk27', 'bulk28', 'bulk29']).toContain(names(items)[2]);
    expect(items[1]).toEqual({
      id: ids.chloe,
      username: 'chloe@school.example',
      first_name: 'Chloé',
      last_name: 'Lefèvre',
      status: 'submitted',
      submitted_at: at(30).toISOString(),
      entry_term: '2027FA',
      reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    expect(next_cursor).toEqual(expect.any(String));
  });

  it('pages by cursor through every application once, in order, ties included', async () => {
    const all = (await list('limit=200')).items.map((item) => item.id);
    expect(all).toHaveLength(35);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('pages through a search as through the list (a word common enough to fill a page)', async () => {
    const all = (await list('q=person&limit=200')).items.map((item) => item.id);
    expect(all).toHaveLength(30);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`q=person&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it.each([
    ['zoe', ['zoe']],
    ['ZOË ångström', ['zoe']],
    ['garcia', ['jose']],
    ['GARCÍA josé', ['jose']],
    ['coco', ['chloe']],
    ['lefevre', ['chloe']],
    ['school.example', ['chloe']],
    ['chloe@school', ['chloe']],
    ['JOSE@EXAMPLE.EDU', ['jose']],
    ['%', ['pct']],
    ['_', ['pct']],
    ['zoe garcia', []],
  ])('search %j finds %j, ignoring case and accents', async (q, expected) => {
    expect(names((await list(`q=${encodeURIComponent(q)}`)).items)).toEqual(expected);
  });

  it('filters by status and entry term, alone and with a search', async () => {
    expect(names((await list('status=submitted')).items)).toEqual(['chloe']);
    expect(names((await list('status=validating')).items)).toEqual(['jose']);
    expect(names((await list('entry_term=2027FA')).items)).toEqual(['chloe', 'zoe']);
    expect(names((await list('entry_term=2027FA&status=started')).items)).toEqual(['zoe']);
    expect(names((await list('entry_term=2027FA&q=coco')).items)).toEqual(['chloe']);
  });

  it('keeps the list current when an answer changes', async () => {
    const { mergeAnswers } = await import('../../src/server/application/answers');
    await mergeAnswers(t.app.db, ids.zoe ?? '', { last_name: 'Østergaard' }, clock.now());
    expect(names((await list('q=angstrom')).items)).toEqual([]);
    expect(names((await list('q=%C3%B8stergaard')).items)).toEqual(['zoe']);
  });

  it.each([
    ['a made-up cursor', 'cursor=bm9wZQ', BAD_CURSOR],
    [
      'a tampered cursor',
      `cursor=${Buffer.from('["2026-01-01T00:00:00.000000Z","x"]').toString('base64url')}`,
      BAD_CURSOR,
    ],
    ['a limit of 0', 'limit=0', 'The field "limit" in the query string must be >= 1.'],
    ['a limit of 201', 'limit=201', 'The field "limit" in the query string must be <= 200.'],
    [
      'an unknown status',
      'status=rejected',
      'The field "status" in the query string must be equal to one of the allowed values.',
    ],
    ['an unknown parameter', 'order=name', 'The field "order" is not allowed in the query string.'],
  ])('answers 400 to %s', async (_name, query, message) => {
    const res = await get(`/staff/api/applications?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('writes every search to the audit, with who, what and from where', async () => {
    await list('q=audit-me&status=started');
    const { rows } = await t.app.db.query<{
      action: string;
      staff_id: string;
      detail: unknown;
      ip: string;
    }>(
      `SELECT action, staff_id, detail, ip FROM staff_audit WHERE staff_id = $1 ORDER BY id DESC LIMIT 1`,
      [reader.id],
    );
    expect(rows[0]).toMatchObject({
      action: 'search',
      staff_id: reader.id,
      detail: { q: 'audit-me', status: 'started', entry_term: '', page: 1 },
      ip: '127.0.0.1',
    });
  });

  it('answers unstorable text in a search with 400, never 500', async () => {
    const res = await get('/staff/api/applications?q=%00');
    expect(res.statusCode).toBe(400);
  });
});
