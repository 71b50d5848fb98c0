import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { listRoutes } from '../helpers/routes';
import { newStaff, type TestStaff } from '../helpers/staff';

const ID = '00000000-0000-4000-8000-000000000000';
const LONG_ID = 'a'.repeat(101);

/** A list cursor as the server encodes one (base64url of [sort, values, id]), with any content. */
const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Case {
  url: string;
  status: 400 | 404;
  payload?: unknown;
}

const get = (url: string, status: 400 | 404 = 400): Case => ({ url, status });

/** Assigning and unassigning take the same body, refused the same ways. */
const assignmentCases: Case[] = [
  { url: '/staff/api/assignments', status: 400, payload: {} },
  { url: '/staff/api/assignments', status: 400, payload: { reader_id: ID } },
  {
    url: '/staff/api/assignments',
    status: 400,
    payload: { reader_id: 'someone', application_ids: [ID] },
  },
  { url: '/staff/api/assignments', status: 400, payload: { reader_id: ID, application_ids: [] } },
  {
    url: '/staff/api/assignments',
    status: 400,
    payload: { reader_id: ID, application_ids: [ID, ID] },
  },
  {
    url: '/staff/api/assignments',
    status: 400,
    payload: { reader_id: ID, application_ids: ['ABCDEF00-0000-4000-8000-000000000000'] },
  },
  {
    url: '/staff/api/assignments',
    status: 400,
    payload: { reader_id: ID, application_ids: Array.from({ length: 201 }, () => ID) },
  },
  {
    url: '/staff/api/assignments',
    status: 400,
    payload: { reader_id: ID, application_ids: [ID], note: 'x' },
  },
];

/** Assigning a whole search: its body refused as the list refuses its query, and more. */
const SEARCH_ASSIGN = '/staff/api/assignments/search';
const searchAssignment = (payload: unknown): Case => ({ url: SEARCH_ASSIGN, status: 400, payload });
const searchAssignmentCases: Case[] = [
  searchAssignment({}),
  searchAssignment({ search: {}, reader_ids: [ID] }),
  searchAssignment({ search: {}, reader_ids: [], count: 1 }),
  searchAssignment({ search: {}, reader_ids: [ID, ID], count: 1 }),
  searchAssignment({ search: {}, reader_ids: Array.from({ length: 51 }, () => ID), count: 1 }),
  searchAssignment({ search: {}, reader_ids: [ID], count: 0 }),
  searchAssignment({ search: {}, reader_ids: [ID], count: 1.5 }),
  searchAssignment({ search: {}, reader_ids: [ID], count: '3' }),
  searchAssignment({ search: { status: 'lost' }, reader_ids: [ID], count: 1 }),
  searchAssignment({ search: { cursor: 'x' }, reader_ids: [ID], count: 1 }),
  searchAssignment({ search: { submitted_to: '0000-01-01' }, reader_ids: [ID], count: 1 }),
  searchAssignment({ search: { q: 'a\u0000b' }, reader_ids: [ID], count: 1 }),
  searchAssignment({ search: { q: 'a\ud800b' }, reader_ids: [ID], count: 1 }),
  searchAssignment({ search: { decision: 'maybe' }, reader_ids: [ID], count: 1 }),
  searchAssignment({ search: {}, reader_ids: [ID], count: 1, note: 'x' }),
];

/**
 * Malformed input for every /staff/api route, keyed as listRoutes names them: impossible dates,
 * year 0000, over-long and malformed ids, wrong types, unknown parameters. A new staff route
 * fails the coverage test below until it has its cases here.
 */

const CASES: Record<string, Case[]> = {
  'GET /staff/api/applications': [
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['2026-02-30T10:00:00.000000Z'], ID])}`,
    ),
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['2025-02-29T10:00:00.000000Z'], ID])}`,
    ),
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['0000-01-01T00:00:00.000000Z'], ID])}`,
    ),
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['2026-13-01T00:00:00.000000Z'], ID])}`,
    ),
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['2026-01-01T24:00:00.000000Z'], ID])}`,
    ),
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['2026-01-01T00:60:00.000000Z'], ID])}`,
    ),
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['2026-01-01T00:00:00.000000Z'], 'x'])}`,
    ),
    get(
      `/staff/api/applications?cursor=${cursor(['-submitted_at', ['2026-01-01T00:00:00.000000Z'], 7])}`,
    ),
    get(`/staff/api/applications?sort=name&cursor=${cursor(['name', ['a', 'b'], ID])}`),
    get(`/staff/api/applications?sort=name&cursor=${cursor(['name', ['b\u0000'], ID])}`),
    get(
      `/staff/api/applications?sort=username&cursor=${cursor(['username', ['x'.repeat(401)], ID])}`,
    ),
    get(`/staff/api/applications?cursor=${cursor({ at: '2026-01-01' })}`),
    get('/staff/api/applications?cursor=!!!'),
    get(`/staff/api/applications?cursor=${'A'.repeat(2001)}`),
    get('/staff/api/applications?sort=age'),
    get('/staff/api/applications?sort=name&sort=username'),
    get('/staff/api/applications?checklist=half'),
    get('/staff/api/applications?decision=maybe'),
    get(`/staff/api/applications?decision=${'d'.repeat(101)}`),
    get('/staff/api/applications?cursor=a&cursor=b'),
    get('/staff/api/applications?limit=0'),
    get('/staff/api/applications?limit=201'),
    get('/staff/api/applications?limit=1.5'),
    get('/staff/api/applications?limit=ten'),
    get('/staff/api/applications?status=lost'),
    get(`/staff/api/applications?q=${'q'.repeat(201)}`),
    get('/staff/api/applications?q=%00'),
    get(`/staff/api/applications?entry_term=${'t'.repeat(101)}`),
    get('/staff/api/applications?other=1'),
    get('/staff/api/applications?submitted_from=2026-02-30'),
    get('/staff/api/applications?submitted_from=0000-01-01'),
    get('/staff/api/applications?submitted_to=2026-13-01'),
    get('/staff/api/applications?submitted_to=yesterday'),
    get('/staff/api/applications?submitted_from=2026-1-1'),
    get('/staff/api/applications?queue=limbo'),
    get(`/staff/api/applications?queue=${'q'.repeat(65)}`),
    get('/staff/api/applications?assignee=you'),
    get('/staff/api/applications?assignee=ABCDEF00-0000-4000-8000-000000000000'),
  ],
  'GET /staff/api/applications/:id': [
    get('/staff/api/applications/not-an-id'),
    get('/staff/api/applications/ABCDEF00-0000-4000-8000-000000000000'),
    get(`/staff/api/applications/${LONG_ID}`, 404),
    get('/staff/api/applications/%zz', 404),
    get(`/staff/api/applications/${ID}?x=1`),
  ],
  'GET /staff/api/applications/:id/pdf': [
    get('/staff/api/applications/1/pdf'),
    get(`/staff/api/applications/${LONG_ID}/pdf`, 404),
    get(`/staff/api/applications/${ID}/pdf?download=yes`),
  ],
  'GET /staff/api/applications/:id/documents/:key': [
    get(`/staff/api/applications/${ID}/documents/Bad-Key`),
    get(`/staff/api/applications/x/documents/student_upload_card`),
    get(`/staff/api/applications/${ID}/documents/${'k'.repeat(101)}`, 404),
    get(`/staff/api/applications/${ID}/documents/student_upload_card?view=download`),
    get(`/staff/api/applications/${ID}/documents/student_upload_card?view=inline&view=inline`),
  ],
  'POST /staff/api/applications/:id/share-link': [
    { url: '/staff/api/applications/1/share-link', status: 400, payload: {} },
    { url: `/staff/api/applications/${LONG_ID}/share-link`, status: 404, payload: {} },
  ],
  'GET /staff/api/applications/:id/notes': [
    get('/staff/api/applications/1/notes'),
    get(`/staff/api/applications/${LONG_ID}/notes`, 404),
    get(`/staff/api/applications/${ID}/notes?limit=5`),
  ],
  'POST /staff/api/applications/:id/notes': [
    { url: '/staff/api/applications/1/notes', status: 400, payload: { text: 'A note' } },
    { url: `/staff/api/applications/${ID}/notes`, status: 400, payload: {} },
    { url: `/staff/api/applications/${ID}/notes`, status: 400, payload: { text: '' } },
    { url: `/staff/api/applications/${ID}/notes`, status: 400, payload: { text: ' \n ' } },
    { url: `/staff/api/applications/${ID}/notes`, status: 400, payload: { text: 5 } },
    {
      url: `/staff/api/applications/${ID}/notes`,
      status: 400,
      payload: { text: 'x'.repeat(5001) },
    },
    { url: `/staff/api/applications/${ID}/notes`, status: 400, payload: { text: 'a\u0000b' } },
    { url: `/staff/api/applications/${ID}/notes`, status: 400, payload: '{"text":"a\\ud800"}' },
    { url: `/staff/api/applications/${ID}/notes`, status: 400, payload: { text: 'a', x: 1 } },
  ],
  'GET /staff/api/applications/:id/checklist': [
    get('/staff/api/applications/1/checklist'),
    get(`/staff/api/applications/${ID}/checklist?item=transcript`),
  ],
  'PUT /staff/api/applications/:id/checklist/:item': [
    {
      url: '/staff/api/applications/1/checklist/transcript',
      status: 400,
      payload: { status: 'received' },
    },
    {
      url: `/staff/api/applications/${ID}/checklist/transcript`,
      status: 400,
      payload: { status: 'lost' },
    },
    { url: `/staff/api/applications/${ID}/checklist/transcript`, status: 400, payload: {} },
    {
      url: `/staff/api/applications/${ID}/checklist/${'k'.repeat(101)}`,
      status: 404,
      payload: { status: 'received' },
    },
  ],
  'GET /staff/api/applications/:id/decision': [
    get('/staff/api/applications/1/decision'),
    get(`/staff/api/applications/${ID}/decision?all=1`),
  ],
  'PUT /staff/api/applications/:id/decision': [
    { url: '/staff/api/applications/1/decision', status: 400, payload: { decision: 'admit' } },
    { url: `/staff/api/applications/${ID}/decision`, status: 400, payload: { decision: 'maybe' } },
    { url: `/staff/api/applications/${ID}/decision`, status: 400, payload: {} },
    {
      url: `/staff/api/applications/${ID}/decision`,
      status: 400,
      payload: { decision: 'admit', letter: '' },
    },
    {
      url: `/staff/api/applications/${ID}/decision`,
      status: 400,
      payload: { decision: 'admit', letter: 'Yes\u0000' },
    },
    {
      url: `/staff/api/applications/${ID}/decision`,
      status: 400,
      payload: { decision: 'admit', release_at: 'tomorrow' },
    },
    {
      url: `/staff/api/applications/${ID}/decision`,
      status: 400,
      payload: { decision: 'admit', release_at: '2026-12-01T09:00:00' },
    },
  ],
  'GET /staff/api/applications/:id/queue': [
    get('/staff/api/applications/1/queue'),
    get(`/staff/api/applications/${ID}/queue?queue=ready`),
  ],
  'PUT /staff/api/applications/:id/queue': [
    { url: '/staff/api/applications/1/queue', status: 400, payload: { queue: 'committee' } },
    { url: `/staff/api/applications/${ID}/queue`, status: 400, payload: {} },
    { url: `/staff/api/applications/${ID}/queue`, status: 400, payload: { queue: '' } },
    { url: `/staff/api/applications/${ID}/queue`, status: 400, payload: { queue: 5 } },
    { url: `/staff/api/applications/${ID}/queue`, status: 400, payload: { queue: 'q'.repeat(65) } },
    { url: `/staff/api/applications/${ID}/queue`, status: 400, payload: { queue: 'a\u0000' } },
    { url: `/staff/api/applications/${ID}/queue`, status: 400, payload: '{"queue":"\\udc00"}' },
    {
      url: `/staff/api/applications/${ID}/queue`,
      status: 400,
      payload: { queue: 'committee', at: 1 },
    },
  ],
  'GET /staff/api/applications/:id/reviews': [
    get('/staff/api/applications/1/reviews'),
    get(`/staff/api/applications/${LONG_ID}/reviews`, 404),
    get(`/staff/api/applications/${ID}/reviews?mine=1`),
  ],
  'POST /staff/api/applications/:id/reviews': [
    { url: '/staff/api/applications/1/reviews', status: 400, payload: { answers: {} } },
    { url: `/staff/api/applications/${ID}/reviews`, status: 400, payload: {} },
    { url: `/staff/api/applications/${ID}/reviews`, status: 400, payload: { answers: [] } },
    {
      url: `/staff/api/applications/${ID}/reviews`,
      status: 400,
      payload: { answers: { rating_academic: 4 } },
    },
    {
      url: `/staff/api/applications/${ID}/reviews`,
      status: 400,
      payload: { answers: { review_comment: 'x'.repeat(20001) } },
    },
    {
      url: `/staff/api/applications/${ID}/reviews`,
      status: 400,
      payload: '{"answers":{"review_comment":"a\\ud800"}}',
    },
  ],
  'PUT /staff/api/applications/:id/reviews/mine': [
    { url: '/staff/api/applications/1/reviews/mine', status: 400, payload: { answers: {} } },
    { url: `/staff/api/applications/${ID}/reviews/mine`, status: 400, payload: {} },
    { url: `/staff/api/applications/${ID}/reviews/mine`, status: 400, payload: { answers: [] } },
    {
      url: `/staff/api/applications/${ID}/reviews/mine`,
      status: 400,
      payload: { answers: { rating_academic: 4 } },
    },
    {
      url: `/staff/api/applications/${ID}/reviews/mine`,
      status: 400,
      payload: '{"answers":{"review_comment":"a\\ud800"}}',
    },
    {
      url: `/staff/api/applications/${ID}/reviews/mine`,
      status: 400,
      payload: { answers: { review_comment: 'a\u0000b' } },
    },
  ],
  'GET /staff/api/queues': [get('/staff/api/queues?queue=ready')],
  'GET /staff/api/assignments/mine': [get('/staff/api/assignments/mine?limit=5')],
  'POST /staff/api/assignments': assignmentCases,
  'DELETE /staff/api/assignments': assignmentCases,
  'POST /staff/api/assignments/search': searchAssignmentCases,
  'DELETE /staff/api/assignments/search': searchAssignmentCases,
  'GET /staff/api/export.csv': [
    get('/staff/api/export.csv?status=lost'),
    get('/staff/api/export.csv?status=started&status=submitted'),
    get('/staff/api/export.csv?limit=5'),
    get('/staff/api/export.csv?columns='),
    get('/staff/api/export.csv?columns=a,,b'),
    get('/staff/api/export.csv?columns=shoe_size'),
    get('/staff/api/export.csv?columns=id,id'),
    get('/staff/api/export.csv?sort=age'),
    get('/staff/api/export.csv?submitted_from=2026-02-30'),
    get('/staff/api/export.csv?decision=maybe'),
    get('/staff/api/export.csv?cursor=x'),
  ],
  'GET /staff/api/dashboard': [get('/staff/api/dashboard?status=submitted')],
  'GET /staff/api/saved-searches': [get('/staff/api/saved-searches?limit=5')],
  'POST /staff/api/saved-searches': [
    { url: '/staff/api/saved-searches', status: 400, payload: { name: 'x' } },
    { url: '/staff/api/saved-searches', status: 400, payload: { name: '', query: {} } },
    { url: '/staff/api/saved-searches', status: 400, payload: { name: 'x', query: { q: 5 } } },
    {
      url: '/staff/api/saved-searches',
      status: 400,
      payload: { name: 'x', query: { submitted_to: '2026-02-30' } },
    },
    {
      url: '/staff/api/saved-searches',
      status: 400,
      payload: { name: 'x', query: { cursor: 'abc' } },
    },
    { url: '/staff/api/saved-searches', status: 400, payload: '{"name":"a\\ud800","query":{}}' },
  ],
  'DELETE /staff/api/saved-searches/:id': [
    { url: '/staff/api/saved-searches/nope', status: 400, payload: {} },
    { url: `/staff/api/saved-searches/${ID}`, status: 404, payload: {} },
    { url: `/staff/api/saved-searches/${LONG_ID}`, status: 404, payload: {} },
  ],
  'GET /staff/api/webhook-deliveries': [get('/staff/api/webhook-deliveries?page=2')],
  'GET /staff/api/share-links': [get('/staff/api/share-links?limit=5')],
  'POST /staff/api/share-links/:id/revoke': [
    { url: '/staff/api/share-links/nope/revoke', status: 404, payload: {} },
    { url: `/staff/api/share-links/${LONG_ID}/revoke`, status: 404, payload: {} },
  ],
  'GET /staff/api/audit': [
    get('/staff/api/audit?cursor=0'),
    get('/staff/api/audit?cursor=1e5'),
    get(`/staff/api/audit?cursor=${'9'.repeat(19)}`),
    get('/staff/api/audit?limit=501'),
    get('/staff/api/audit?limit=-1'),
    get('/staff/api/audit?staff_id=nope'),
    get('/staff/api/audit?action=Read'),
    get('/staff/api/audit?from=2026-02-30'),
    get('/staff/api/audit?to=0000-01-01'),
  ],
  'GET /staff/api/staff': [get('/staff/api/staff?role=admin')],
  'GET /staff/api/forms': [get('/staff/api/forms?version=1')],
  'GET /staff/api/forms/draft': [get('/staff/api/forms/draft?revision=1')],
  'GET /staff/api/forms/draft/impact': [get('/staff/api/forms/draft/impact?x=1')],
  'GET /staff/api/forms/draft/validators.js': [
    get('/staff/api/forms/draft/validators.js'),
    get('/staff/api/forms/draft/validators.js?revision=x'),
    get('/staff/api/forms/draft/validators.js?revision=-1'),
  ],
  'PUT /staff/api/forms/draft': [
    { url: '/staff/api/forms/draft', status: 400, payload: { revision: 0, files: 'x' } },
    { url: '/staff/api/forms/draft', status: 400, payload: { revision: 1.5, files: {} } },
    {
      url: '/staff/api/forms/draft',
      status: 400,
      payload: { revision: 0, files: { '../etc/passwd': {} } },
    },
  ],
  'POST /staff/api/forms/publish': [
    { url: '/staff/api/forms/publish', status: 400, payload: { revision: 0, note: 5 } },
    { url: '/staff/api/forms/publish', status: 400, payload: { revision: 2 ** 31, note: '' } },
  ],
  'POST /staff/api/forms/rollback': [
    { url: '/staff/api/forms/rollback', status: 400, payload: { version: -1 } },
    { url: '/staff/api/forms/rollback', status: 400, payload: {} },
  ],
  'POST /staff/api/staff/invitations': [
    { url: '/staff/api/staff/invitations', status: 400, payload: { email: 5, role: 'reader' } },
    { url: '/staff/api/staff/invitations', status: 400, payload: { email: 'a@example.edu' } },
    {
      url: '/staff/api/staff/invitations',
      status: 400,
      payload: { email: 'a@example.edu', role: 'owner' },
    },
    { url: '/staff/api/staff/invitations', status: 400, payload: ['a@example.edu'] },
  ],
  'POST /staff/api/staff/:id/disable': [
    { url: '/staff/api/staff/nope/disable', status: 404, payload: {} },
    { url: `/staff/api/staff/${LONG_ID}/disable`, status: 404, payload: {} },
  ],
  'PUT /staff/api/staff/:id/role': [
    { url: '/staff/api/staff/nope/role', status: 404, payload: { role: 'reader' } },
    { url: `/staff/api/staff/${ID}/role`, status: 400, payload: { role: 1 } },
    { url: `/staff/api/staff/${ID}/role`, status: 400, payload: { role: 'reader', x: 1 } },
  ],
  'PUT /staff/api/staff/:id/grants': [
    { url: '/staff/api/staff/nope/grants', status: 404, payload: { grants: [] } },
    { url: `/staff/api/staff/${ID}/grants`, status: 400, payload: { grants: 'religion' } },
    { url: `/staff/api/staff/${ID}/grants`, status: 400, payload: { grants: ['\u0000'] } },
    { url: `/staff/api/staff/${ID}/grants`, status: 400, payload: { grants: [], x: 1 } },
  ],
  'GET /staff/api/me': [get('/staff/api/me?x=1')],
  'POST /staff/api/logout': [{ url: '/staff/api/logout', status: 400, payload: '{' }],
  'GET /staff/api/sign-in-options': [get('/staff/api/sign-in-options?x=1')],
  'POST /staff/api/login': [
    { url: '/staff/api/login', status: 400, payload: { username: 1, password: 'x' } },
    { url: '/staff/api/login', status: 400, payload: { username: 'a@example.edu' } },
    {
      url: '/staff/api/login',
      status: 400,
      payload: { username: 'a@example.edu', password: 'x', code: 123456 },
    },
  ],
  'POST /staff/api/welcome': [
    { url: '/staff/api/welcome', status: 400, payload: { token: 7, password: 'x' } },
    { url: '/staff/api/welcome', status: 400, payload: { token: 'x\u0000', password: 'x' } },
  ],
  // Single sign-on is off on this app: its routes are 404 JSON whatever they are sent.
  'GET /staff/api/oidc/start': [
    get('/staff/api/oidc/start?x=1'),
    get('/staff/api/oidc/start', 404),
  ],
  'GET /staff/api/oidc/callback': [get('/staff/api/oidc/callback?state=%zz', 404)],
};

describe.each(databaseKinds)('malformed input on the staff routes (%s)', (kind) => {
  // A built client, so that a path that fell through to the pages would answer HTML.
  const clientDir = mkdtempSync(join(tmpdir(), 'staff-malformed-'));
  let t: TestApp;
  let admin: TestStaff;

  beforeAll(async () => {
    writeFileSync(join(clientDir, 'index.html'), '<html><body>the page</body></html>');
    t = await buildTestApp(kind, { CLIENT_DIR: clientDir });
    admin = await newStaff(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('has cases for every staff route', () => {
    const routes = listRoutes(t.app)
      .filter((route) => route.url.startsWith('/staff/api/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(CASES).sort()).toEqual([...new Set(routes)].sort());
  });

  const all = Object.entries(CASES).flatMap(([route, cases]) =>
    cases.map((c) => [route.split(' ')[0] ?? 'GET', c.url, c.status, c] as const),
  );

  it.each(all)('%s %s answers %i in JSON', async (method, _url, _status, c) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: c.url,
      headers: {
        cookie: admin.cookie,
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET'
        ? {}
        : { payload: typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload) }),
    });
    expect(res.statusCode).toBe(c.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    '/staff/api/nothing-here',
    `/staff/api/applications/${LONG_ID}`,
    `/staff/api/applications/${'b'.repeat(300)}/pdf`,
    '/staff/api/%zz',
    '/staff/api/staff/x/y/z',
  ])('GET %s (no such route) is a JSON 404, never the page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('the page');
  });

  it('the pages themselves still get the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff/applications' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('the page');
  });
});
