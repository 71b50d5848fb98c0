// The staff workspace's replies are sent brotli or gzip as the browser asks (a draft's impact on
// 100,000 applications is a 23 MB reply, their export 209 MB); an applicant's calls are not.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications, startedApplications } from '../helpers/seed-applications';
import { IMPACT_EDITS, IMPACT_SEEDS } from '../helpers/impact-fixture';
import { newStaff, type TestStaff } from '../helpers/staff';
import { formsCalls, repositoryFiles } from '../helpers/staff-forms';
import { submitCompleteApplication } from '../helpers/submit';

const T0 = Date.parse('2026-10-01T12:00:00.000Z');

describe.each(databaseKinds)("the staff workspace's replies, compressed, on %s", (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let applicant: string;
  let completeId: string;
  const { saveDraft } = formsCalls(
    () => t,
    () => admin.cookie,
  );
  const get = (url: string, cookie: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    await seedApplications(t, startedApplications(40, new Date(T0)));
    // Applications a draft affects, so its impact names them.
    await seedApplications(
      t,
      IMPACT_SEEDS.map((seed, i) => ({
        username: `impact.${i}@example.edu`,
        createdAt: new Date(T0),
        answers: seed.answers,
      })),
    );
    const files = repositoryFiles();
    for (const [file, edit] of Object.entries(IMPACT_EDITS))
      files[file] = edit(files[file] ?? null);
    await saveDraft(files);
    applicant = await newApplicant(t, 'grace@example.edu');
    await submitCompleteApplication(t, applicant);
    const { rows } = await t.app.db.query<{ id: string }>(
      `SELECT id FROM applicants WHERE username = 'grace@example.edu'`,
    );
    completeId = rows[0]!.id;
  });
  afterAll(() => t.close());

  it.each([
    ['the CSV export (a stream)', '/staff/api/export.csv'],
    ['the list of applications', '/staff/api/applications'],
    ["a draft's impact", '/staff/api/forms/draft/impact'],
    ["a complete application's read", 'the complete application'],
  ])('sends %s brotli, gzip or plain as asked', async (_name, path) => {
    const url =
      path === 'the complete application' ? `/staff/api/applications/${completeId}` : path;
    const plain = await get(url, admin.cookie);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(url, admin.cookie, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, admin.cookie, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, admin.cookie, 'identity')).body).toBe(plain.body);
  });

  it("leaves an applicant's own calls as they are", async () => {
    const profile = await get('/api/profile', applicant, 'gzip, deflate, br');
    expect(profile.statusCode).toBe(200);
    expect(profile.rawPayload.length).toBeGreaterThan(1024);
    expect(profile.headers['content-encoding']).toBeUndefined();
  });
});
