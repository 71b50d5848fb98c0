// Issue 31: a save judged against the process's copy of the application (SaveCache) is written
// only if the session is good and nothing was written to the application since. Two apps on one
// database stand for two server processes (each with its own copy).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { completeConversion, startConversion } from '../../src/server/documents/conversions';
import { logIn, newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { submitCompleteApplication } from '../helpers/submit';

interface SaveBody {
  revisions: Record<string, number>;
  conflicts: Record<
    string,
    { yours: string | boolean; theirs: string | boolean; revision: number }
  >;
}

describe.each(databaseKinds)("saves against a process's copy of the application on %s", (kind) => {
  let t: TestApp;
  let other: TestApp;
  let n = 0;
  const email = () => `cache.${++n}@example.edu`;

  beforeAll(async () => {
    // No worker: the test settles its conversion itself.
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    const app = await buildApp({ config: t.config, db: t.database.db });
    await app.ready();
    other = { ...t, app };
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  const save = (on: TestApp, cookie: string, answers: object, base?: object) =>
    on.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, ...(base ? { 'answer-base': JSON.stringify(base) } : {}) },
      payload: answers,
    });
  const saved = async (on: TestApp, cookie: string, answers: object, base?: object) => {
    const res = await save(on, cookie, answers, base);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SaveBody>();
  };
  const stored = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
      answer: Record<string, string | boolean>;
      answer_revisions: Record<string, number>;
    }>().answer;
  const idOf = async (username: string) =>
    (
      await t.database.db.query<{ id: string }>('SELECT id FROM applicants WHERE username = $1', [
        username,
      ])
    ).rows[0]!.id;
  const logInOrSignUp = async (username: string) =>
    (await t.database.db.query('SELECT 1 FROM applicants WHERE username = $1', [username])).rows
      .length > 0
      ? logIn(t, username)
      : newApplicant(t, username);
  /** The statements on the applicant's tables that `call` made, in order. */
  const statementsOf = async (call: () => Promise<unknown>) => {
    const query = vi.spyOn(t.database.db, 'query');
    try {
      await call();
      return query.mock.calls.map(([sql]) => sql).filter((sql) => /applicants/.test(sql));
    } finally {
      query.mockRestore();
    }
  };

  it('reads again when another process wrote since its copy, and loses nothing of either', async () => {
    const cookie = await newApplicant(t, email());
    await saved(t, cookie, { first_name: 'Ada', last_name: 'Lovelace' }); // t now holds a copy
    const theirs = await saved(other, cookie, { last_name: 'Byron', city: 'London' });
    const statements = await statementsOf(async () => {
      const mine = await saved(t, cookie, { first_name: 'Augusta' });
      expect(mine.conflicts).toEqual({});
      expect(mine.revisions.first_name).toBeGreaterThan(theirs.revisions.last_name!);
    });
    // The write against the stale copy found the serial changed and brought the application
    // as it is; the save was judged again against that and written.
    expect(statements).toHaveLength(2);
    expect(await stored(cookie)).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Byron',
      city: 'London',
    });
    // The copy is the application again: the next save is one statement.
    const next = await statementsOf(() => saved(t, cookie, { middle_name: 'Ada' }));
    expect(next).toHaveLength(1);
    expect(await stored(cookie)).toMatchObject({ first_name: 'Augusta', middle_name: 'Ada' });
  });

  it('keeps its copy equal to the stored application through saves that change, revert and hide', async () => {
    const cookie = await newApplicant(t, email());
    const steps: object[] = [
      { first_name: 'Ada', citizenship_type: 'R', alien_registration_number: '123456789' },
      { first_name: 'Grace' },
      { first_name: 'Ada' },
      // Another citizenship hides (and empties) the A-Number.
      { citizenship_type: 'C' },
      { citizenship_type: 'R' },
      { first_name: 'Ada' },
    ];
    for (const step of steps) await saved(t, cookie, step);
    const viaCopy = await stored(cookie);
    expect(viaCopy).toMatchObject({ first_name: 'Ada', citizenship_type: 'R' });
    expect(viaCopy.alien_registration_number ?? '').toBe('');
    // The same save through the process with no copy, and through the one with it, agree.
    const probe = { first_name: 'Ada', alien_registration_number: '987654321' };
    const fresh = await saved(other, cookie, probe, { first_name: 0 });
    const copied = await saved(t, cookie, probe, { first_name: 0 });
    expect(copied.conflicts).toEqual(fresh.conflicts);
    expect(copied.revisions).toEqual(fresh.revisions);
  });

  it("empties an answer that hidden content holds, judged with the copy's walk as with a fresh read", async () => {
    const cookie = await newApplicant(t, email());
    await saved(t, cookie, { first_name: 'Ada', citizenship_type: 'C' });
    // t settles the next saves from the walk it keeps with its copy; other reads afresh.
    const hidden = { last_name: 'Byron', alien_registration_number: '123456789' };
    const viaCopy = (await save(t, cookie, hidden)).json<{ not_kept: string[] }>();
    expect(viaCopy.not_kept).toEqual(['alien_registration_number']);
    expect(await stored(cookie)).toMatchObject({
      last_name: 'Byron',
      alien_registration_number: '',
    });
    const viaRead = (await save(other, cookie, hidden)).json<{ not_kept: string[] }>();
    expect(viaRead.not_kept).toEqual(viaCopy.not_kept);
    // A change of what hiding reads is walked again: the A-Number is shown and kept.
    await saved(t, cookie, { citizenship_type: 'R' });
    const shown = (await save(t, cookie, hidden)).json<{ not_kept: string[] }>();
    expect(shown.not_kept).toEqual([]);
    expect(await stored(cookie)).toMatchObject({ alien_registration_number: '123456789' });
  });

  it('reports a conflict with another device on another process as without the copy', async () => {
    const username = email();
    const laptop = await newApplicant(t, username);
    const first = await saved(t, laptop, { first_name: 'Ann', last_name: 'Lee' });
    const base = first.revisions.first_name!;
    const phone = await logIn(other, username);
    const newer = (await saved(other, phone, { first_name: 'NEW' }, { first_name: base })).revisions
      .first_name!;
    // The laptop's process still holds its copy from before the phone's save.
    const late = await saved(
      t,
      laptop,
      { first_name: 'OLD', last_name: 'Kim' },
      { first_name: base, last_name: base },
    );
    expect(late.conflicts).toEqual({
      first_name: { yours: 'OLD', theirs: 'NEW', revision: newer },
    });
    expect(late.revisions).not.toHaveProperty('first_name');
    expect(await stored(laptop)).toMatchObject({ first_name: 'NEW', last_name: 'Kim' });
  });

  it('refuses a save with 409 once another process submitted, writing nothing', async () => {
    const cookie = await newApplicant(t, email());
    await saved(t, cookie, { first_name: 'Ada' });
    await submitCompleteApplication(other, cookie);
    const before = await stored(cookie);
    const late = await save(t, cookie, { first_name: 'Late', city: 'Nowhere' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'SUBMITTED' });
    expect(await stored(cookie)).toEqual(before);
  });

  it('forgets its copy when this process submits', async () => {
    const cookie = await newApplicant(t, email());
    await saved(t, cookie, { first_name: 'Ada' });
    const held = t.app.saveCache.held.applications;
    await submitCompleteApplication(t, cookie);
    expect(t.app.saveCache.held.applications).toBe(held - 1);
    expect((await save(t, cookie, { first_name: 'Late' })).statusCode).toBe(409);
  });

  it('answers 401 and writes nothing once the session ended elsewhere, whatever the body', async () => {
    const username = email();
    // A good body is refused by the save's one statement, a bad one before the handler: each
    // with a session this process holds a copy for.
    for (const body of [{ first_name: 'Gone' }, { first_name: 7 }]) {
      const cookie = await logInOrSignUp(username);
      await saved(t, cookie, { first_name: 'Ada' });
      const out = await other.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(200);
      const res = await save(t, cookie, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'You are not logged in, or your session has expired. Please log in again.',
      });
      expect(res.cookies.find((c) => c.name === 'session')?.value).toBe('');
    }
    expect((await stored(await logIn(t, username))).first_name).toBe('Ada');
  });

  it('still answers 400 to a bad body from a good session judged against its copy', async () => {
    const cookie = await newApplicant(t, email());
    await saved(t, cookie, { first_name: 'Ada' });
    const res = await save(t, cookie, { first_name: 7 });
    expect(res.statusCode).toBe(400);
    expect((await stored(cookie)).first_name).toBe('Ada');
  });

  it("reads again after a conversion finished, which raises the application's write serial", async () => {
    const username = email();
    const cookie = await newApplicant(t, username);
    const id = await idOf(username);
    // A permanent resident's card: shown, so the saves below leave the document where it is.
    const answerKey = 'student_upload_card';
    await saved(t, cookie, { first_name: 'Ada', citizenship_type: 'R' });
    const now = new Date();
    const started = await startConversion(t.database.db, {
      applicantId: id,
      answerKey,
      fileKey: `applicants/${id}/uploads/letter.pdf`,
      fileName: 'letter.pdf',
      now,
    });
    await saved(t, cookie, { first_name: 'Adah' }); // the copy after the upload
    expect(
      await completeConversion(
        t.database.db,
        started.id,
        `applicants/${id}/documents/letter.pdf`,
        10,
        now,
      ),
    ).toBe(true);
    const statements = await statementsOf(() => saved(t, cookie, { first_name: 'Ava' }));
    expect(statements).toHaveLength(2);
    expect(await stored(cookie)).toMatchObject({ first_name: 'Ava', [answerKey]: 'ANSWERED' });
  });
});
