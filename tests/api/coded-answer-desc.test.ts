// A coded answer and its _desc are one answer on the server: a conflict on the code keeps or
// writes both, the reply names it once, and a code saved without its _desc gets its label
// (spec section 3: the _desc holds the chosen option's label), never a stale one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

interface SaveBody {
  revisions: Record<string, number>;
  conflicts: Record<string, unknown>;
  not_kept: string[];
}

const CODE = 'sibling_1_relationship';
const DESC = 'sibling_1_relationship_desc';

describe.each(databaseKinds)('coded answers and their _desc on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `coded.desc.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const saved = async (cookie: string, answers: object, base?: Record<string, number>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, ...(base ? { 'answer-base': JSON.stringify(base) } : {}) },
      payload: answers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SaveBody>();
  };
  const stored = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
      answer: Record<string, unknown>;
    }>().answer;
  const revisionOf = (body: SaveBody, key: string) => {
    const revision = body.revisions[key];
    if (revision === undefined) throw new Error(`no revision of ${key}`);
    return revision;
  };

  it('a stale code is one conflict under its key; its stored _desc stays with it', async () => {
    const cookie = await newApplicant(t, email());
    const first = await saved(cookie, { [CODE]: 'BROTHER', [DESC]: 'Brother' });
    const base = { [CODE]: revisionOf(first, CODE), [DESC]: revisionOf(first, DESC) };
    const phone = await saved(cookie, { [CODE]: 'SISTER', [DESC]: 'Sister' }, base);
    const laptop = await saved(cookie, { [CODE]: 'SIBLING', [DESC]: 'Sibling' }, base);
    expect(laptop.conflicts).toEqual({
      [CODE]: { yours: 'SIBLING', theirs: 'SISTER', revision: revisionOf(phone, CODE) },
    });
    expect(laptop.not_kept).toEqual([]);
    expect(await stored(cookie)).toMatchObject({ [CODE]: 'SISTER', [DESC]: 'Sister' });
    // Keeping mine: the code again, based on the revision the conflict named, writes both.
    const kept = await saved(
      cookie,
      { [CODE]: 'SIBLING', [DESC]: 'Sibling' },
      { [CODE]: revisionOf(phone, CODE), [DESC]: base[DESC] },
    );
    expect(kept.conflicts).toEqual({});
    expect(await stored(cookie)).toMatchObject({ [CODE]: 'SIBLING', [DESC]: 'Sibling' });
  });

  it('a code saved without its _desc stores its label, not the one stored before', async () => {
    const cookie = await newApplicant(t, email());
    await saved(cookie, { [CODE]: 'BROTHER', [DESC]: 'Brother' });
    const reply = await saved(cookie, { [CODE]: 'SISTER' });
    expect(reply.revisions).toHaveProperty(DESC);
    expect(await stored(cookie)).toMatchObject({ [CODE]: 'SISTER', [DESC]: 'Sister' });
    await saved(cookie, { [CODE]: '' });
    expect(await stored(cookie)).toMatchObject({ [CODE]: '', [DESC]: '' });
  });

  it("an empty _desc beside a code stores the code's label", async () => {
    const cookie = await newApplicant(t, email());
    await saved(cookie, { country: 'USA', country_desc: '', state: 'Colorado' });
    expect(await stored(cookie)).toMatchObject({
      country: 'USA',
      country_desc: 'United States',
      state: 'Colorado',
      state_desc: 'Colorado',
    });
  });
});
