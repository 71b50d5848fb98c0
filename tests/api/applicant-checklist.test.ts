import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../src/contracts/language';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';

describe.each(databaseKinds)("the applicant's checklist (issue 33) on %s", (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let cookie = '';
  let id = '';
  const checklist = () =>
    t.app.inject({ method: 'GET', url: '/api/checklist', headers: { cookie } });

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    cookie = await newApplicant(t, 'checklist@example.edu');
    const { rows } = await t.app.db.query<{ id: string }>(
      "SELECT id FROM applicants WHERE username = 'checklist@example.edu'",
    );
    id = rows[0]?.id ?? '';
  });
  afterAll(() => t.close());

  it('needs the applicant session and takes no query', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/checklist' })).statusCode).toBe(401);
    const withQuery = await t.app.inject({
      method: 'GET',
      url: '/api/checklist?all=1',
      headers: { cookie },
    });
    expect(withQuery.statusCode).toBe(400);
  });

  it("lists site.json's items that apply in the states staff see, without who marked them", async () => {
    const before = await checklist();
    expect(before.statusCode).toBe(200);
    // The card's question is hidden until the applicant says they are a permanent resident.
    expect(before.json()).toEqual({
      items: [
        {
          id: 'additional_info',
          label: 'Additional information document',
          required: false,
          status: 'missing',
        },
        { id: 'transcript', label: 'High school transcript', required: true, status: 'missing' },
        {
          id: 'counselor_recommendation',
          label: 'Counselor recommendation',
          required: true,
          status: 'missing',
        },
      ],
    });
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
    expect((await put('/api/answer', { citizenship_type: 'R' })).statusCode).toBe(200);
    const tabs = { tab_id: 'additional_info_tabs', chosen_tab: 'essay' };
    expect((await put('/api/tabs', tabs)).statusCode).toBe(200);
    for (const [item, status] of [
      ['transcript', 'received'],
      ['resident_card', 'waived'],
    ])
      await t.app.inject({
        method: 'PUT',
        url: `/staff/api/applications/${id}/checklist/${item}`,
        headers: { cookie: admin.cookie },
        payload: { status },
      });
    const after = (await checklist()).json<{ items: { id: string; status: string }[] }>();
    // The essay tab chosen: the additional information document is not asked for.
    expect(after.items.map((item) => [item.id, item.status])).toEqual([
      ['resident_card', 'waived'],
      ['transcript', 'received'],
      ['counselor_recommendation', 'missing'],
    ]);
    expect(JSON.stringify(after)).not.toContain(admin.username);
  });

  it("names each item in the device's language (issue 32)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checklist',
      headers: { cookie: `${cookie}; ${LANGUAGE_COOKIE}=es` },
    });
    expect(res.json<{ items: { label: string }[] }>().items.map((item) => item.label)).toEqual([
      'Copia de la tarjeta de residente permanente',
      'Certificado de calificaciones de la escuela secundaria',
      'Recomendación del consejero',
    ]);
  });
});
