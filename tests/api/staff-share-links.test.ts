import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference } from '../../src/engine';
import {
  NO_SUCH_SHARE_LINK,
  SHARE_LINK_REVOKED,
} from '../../src/server/routes/staff/applications/share-links';
import { BAD_SERVICE_TOKEN } from '../../src/server/service/service-access';
import { STAFF_ADMIN_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import { buildTestApp, type TestApp } from '../helpers/app';
import type { LiveShareLinks } from '../../src/contracts/staff-applications';
import { HOUR, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

describe.each(databaseKinds)('share links: listing and revoking on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;
  /** Share links are admin-only (issue 33): a second admin mints the links an admin lists. */
  let minter: TestStaff;
  let applicationId = '';
  const clock = new TestClock();

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' }, { now: clock.now });
    admin = await newStaff(t, { role: 'admin' });
    reader = await newStaff(t, { role: 'reader' });
    minter = await newStaff(t, { role: 'admin' });
    [applicationId = ''] = await seedApplications(t, [
      {
        username: 'ada@example.edu',
        createdAt: clock.now(),
        answers: { first_name: 'Ada', last_name: 'Lovelace' },
      },
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  /** Mints a link as `staff`; its token id (from the audit) and its print-view address. */
  async function mint(staff: TestStaff): Promise<{ id: string; view: string }> {
    const res = await call(
      'POST',
      `/staff/api/applications/${applicationId}/share-link`,
      staff.cookie,
    );
    expect(res.statusCode).toBe(200);
    const token = new URL(res.json<{ url: string }>().url).searchParams.get('service_token') ?? '';
    const { rows } = await t.app.db.query<{ detail: { token_id: string } | string }>(
      `SELECT detail FROM staff_audit WHERE action = 'share_link' ORDER BY id DESC LIMIT 1`,
    );
    const detail = rows[0]?.detail;
    const parsed =
      typeof detail === 'string' ? (JSON.parse(detail) as { token_id: string }) : detail;
    return {
      id: parsed?.token_id ?? '',
      view: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
    };
  }

  const open = (view: string) => t.app.inject({ method: 'GET', url: view });
  const listed = async (cookie = admin.cookie) =>
    (await call('GET', '/staff/api/share-links', cookie)).json<LiveShareLinks>().items;

  it('lists live links to admins: who minted, which application, when it ends', async () => {
    const link = await mint(minter);
    const items = await listed();
    const item = items.find((i) => i.id === link.id);
    expect(item).toEqual({
      id: link.id,
      application_id: applicationId,
      reference: applicationReference(applicationId),
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada@example.edu',
      minted_by: minter.username,
      created_at: clock.now().toISOString(),
      expires_at: expect.any(String),
    });
    expect(Date.parse(item?.expires_at ?? '') - clock.now().getTime()).toBeGreaterThan(23 * HOUR);
    const { rows } = await t.app.db.query<{ staff_id: string; application_id: string | null }>(
      `SELECT staff_id, application_id FROM staff_audit WHERE action = 'list_share_links'
        ORDER BY id DESC LIMIT 1`,
    );
    expect(rows).toEqual([{ staff_id: admin.id, application_id: null }]);
  });

  it('refuses minting a link to a reader (403): a link shows every answer', async () => {
    const res = await call(
      'POST',
      `/staff/api/applications/${applicationId}/share-link`,
      reader.cookie,
    );
    expect(res.statusCode).toBe(403);
    const { rows } = await t.app.db.query(`SELECT 1 FROM staff_share_links WHERE staff_id = $1`, [
      reader.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses the list and revoking to a reader (403) and to nobody (401)', async () => {
    const link = await mint(admin);
    for (const [method, url] of [
      ['GET', '/staff/api/share-links'],
      ['POST', `/staff/api/share-links/${link.id}/revoke`],
    ] as const) {
      const res = await call(method, url, reader.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: STAFF_ADMIN_REQUIRED });
      expect((await call(method, url, '')).statusCode, url).toBe(401);
    }
    expect((await open(link.view)).statusCode).toBe(200);
  });

  it('an admin revokes a link: refused like an expired one at once, gone from the list, audited', async () => {
    const link = await mint(minter);
    expect((await open(link.view)).statusCode).toBe(200);
    const res = await call('POST', `/staff/api/share-links/${link.id}/revoke`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SHARE_LINK_REVOKED });
    const refused = await open(link.view);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: BAD_SERVICE_TOKEN });
    expect((await listed()).map((i) => i.id)).not.toContain(link.id);
    const { rows } = await t.app.db.query<{ staff_id: string; application_id: string }>(
      `SELECT staff_id, application_id FROM staff_audit WHERE action = 'revoke_share_link'
        ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ staff_id: admin.id, application_id: applicationId });
    const again = await call('POST', `/staff/api/share-links/${link.id}/revoke`, admin.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: NO_SUCH_SHARE_LINK });
  });

  it('revoking an unknown or malformed id is 404 JSON', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', 'x'.repeat(101)]) {
      const res = await call('POST', `/staff/api/share-links/${id}/revoke`, admin.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('disabling a member revokes every link they minted, at once; others stay', async () => {
    const leaving = await newStaff(t, { role: 'admin' });
    const first = await mint(leaving);
    const second = await mint(leaving);
    const kept = await mint(minter);
    const res = await call('POST', `/staff/api/staff/${leaving.id}/disable`, admin.cookie);
    expect(res.statusCode).toBe(200);
    for (const link of [first, second]) {
      const refused = await open(link.view);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: BAD_SERVICE_TOKEN });
    }
    expect((await open(kept.view)).statusCode).toBe(200);
    const ids = (await listed()).map((i) => i.id);
    expect(ids).not.toContain(first.id);
    expect(ids).toContain(kept.id);
    const { rows } = await t.app.db.query<{ detail: unknown }>(
      `SELECT detail FROM staff_audit WHERE action = 'disable' ORDER BY id DESC LIMIT 1`,
    );
    const detail = rows[0]?.detail;
    expect(typeof detail === 'string' ? JSON.parse(detail) : detail).toEqual({
      username: leaving.username,
      revoked_share_links: 2,
    });
  });

  it('an expired link leaves the list and is refused as before', async () => {
    const link = await mint(minter);
    clock.advance(24 * HOUR + 1000);
    // A day later every session has ended: a new one for the admin.
    const later = await newStaff(t, { role: 'admin' });
    expect((await listed(later.cookie)).map((i) => i.id)).not.toContain(link.id);
    expect((await open(link.view)).statusCode).toBe(401);
    const late = await call('POST', `/staff/api/share-links/${link.id}/revoke`, later.cookie);
    expect(late.statusCode).toBe(404);
  });
});
