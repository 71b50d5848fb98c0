import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '../../src/contracts/audit-actions';
import type { AuditPage } from '../../src/contracts/staff-accounts';
import { applicationReference } from '../../src/engine';
import { BAD_DAY } from '../../src/server/staff/applications/search-filters';
import { recordAudit } from '../../src/server/staff/audit';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

describe.each(databaseKinds)('the readable audit (issue 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;
  let id = '';
  const audit = async (query: string, cookie = admin.cookie) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/staff/api/audit?${query}`,
      headers: { cookie },
    });
    return res;
  };
  const page = async (query: string) => {
    const res = await audit(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditPage>();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    admin = await newStaff(t, { role: 'admin' });
    reader = await newStaff(t);
    [id = ''] = await seedApplications(t, [
      {
        username: 'zoe@example.edu',
        createdAt: new Date('2026-11-01T00:00:00Z'),
        answers: { first_name: 'Zoë', last_name: 'Ångström' },
      },
    ]);
    const row = (staff: TestStaff, action: AuditAction, at: string, applicationId?: string) =>
      recordAudit(t.app.db, {
        staff: { id: staff.id, username: staff.username },
        action,
        applicationId,
        ip: '127.0.0.1',
        at: new Date(at),
      });
    // Denver is UTC-7 in November: 06:30 UTC on 1 December is 30 November there.
    await row(reader, 'read', '2026-12-01T06:30:00Z', id);
    await row(reader, 'search', '2026-12-01T07:30:00Z');
    await row(admin, 'read', '2026-12-02T18:00:00Z', id);
  });
  afterAll(() => t.close());

  it('names the application by reference and applicant, and the staff member', async () => {
    const { items } = await page('action=read');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      staff: admin.username,
      staff_id: admin.id,
      action: 'read',
      application_id: id,
      application_reference: applicationReference(id),
      applicant_name: 'Ångström, Zoë',
      at: '2026-12-02T18:00:00.000Z',
    });
    const search = (await page(`action=search&staff_id=${reader.id}`)).items;
    expect(search).toHaveLength(1);
    expect(search[0]).toMatchObject({ application_reference: null, applicant_name: null });
  });

  it("filters by person, action and the institution's days, together", async () => {
    const mine = (await page(`staff_id=${reader.id}`)).items.map((item) => item.action);
    expect(mine).toEqual(['search', 'read']);
    const nov30 = await page('from=2026-11-30&to=2026-11-30');
    expect(nov30.items.map((item) => item.action)).toEqual(['read']);
    const dec1 = await page(`from=2026-12-01&to=2026-12-01&staff_id=${reader.id}`);
    expect(dec1.items.map((item) => item.action)).toEqual(['search']);
    const since = await page('from=2026-12-02&action=read');
    expect(since.items.map((item) => item.staff)).toEqual([admin.username]);
  });

  it('pages through a filtered audit', async () => {
    const first = await page('action=read&limit=1');
    expect(first.items).toHaveLength(1);
    const second = await page(`action=read&limit=1&cursor=${first.next_cursor}`);
    expect(second.items[0]?.staff).toBe(reader.username);
    expect(second.next_cursor).toBeNull();
  });

  it.each([
    'staff_id=not-an-id',
    'action=Read',
    'action=',
    `action=${'a'.repeat(61)}`,
    'from=2026-02-30',
    'to=yesterday',
    'from=0000-01-01',
    'who=me',
  ])('answers 400 to %s', async (query) => {
    expect((await audit(query)).statusCode).toBe(400);
  });

  it('says which day does not exist, and keeps the audit from readers', async () => {
    expect((await audit('from=2026-02-30')).json()).toEqual({ message: BAD_DAY });
    expect((await audit('', reader.cookie)).statusCode).toBe(403);
  });
});
