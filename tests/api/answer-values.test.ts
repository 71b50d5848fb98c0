// Issue 14, item 1: the server checks what it stores, from the definitions (the engine decides).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const NOT_OFFERED = (key: string) => `${key} must be one of its question's options, or empty.`;
const NOT_ITS_LABEL = (key: string, code: string) =>
  `${key} must be the label of the chosen ${code}, or empty.`;

describe.each(databaseKinds)('answer values on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const applicant = () => newApplicant(t, `values.${++n}@example.edu`);

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const save = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/answer', headers: { cookie }, payload });
  const stored = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json()
      .answer as Record<string, unknown>;

  it.each([
    [
      'an entry term no list offers',
      {},
      { entry_term: 'ZZZ' },
      'entry_term',
      NOT_OFFERED('entry_term'),
    ],
    [
      'a radio code not offered',
      {},
      { legacy_ind: 'MAYBE' },
      'legacy_ind',
      NOT_OFFERED('legacy_ind'),
    ],
    [
      'a state that does not exist',
      {},
      { country: 'USA', state: 'Atlantis' },
      'state',
      NOT_OFFERED('state'),
    ],
    [
      'a U.S. state with a Canadian address',
      {},
      { country: 'CAN', state: 'Colorado' },
      'state',
      NOT_OFFERED('state'),
    ],
    [
      'a province for the stored U.S. address',
      { country: 'USA', country_desc: 'United States' },
      { state: 'Ontario' },
      'state',
      NOT_OFFERED('state'),
    ],
    ['a state with no country', {}, { state: 'Colorado' }, 'state', NOT_OFFERED('state')],
    [
      'a _desc that is not the label of its code',
      {},
      { entry_term: '2027FA', entry_term_desc: 'Spring 1999' },
      'entry_term_desc',
      NOT_ITS_LABEL('entry_term_desc', 'entry_term'),
    ],
    [
      'a _desc without its code',
      {},
      { state_desc: 'Colorado' },
      'state_desc',
      NOT_ITS_LABEL('state_desc', 'state'),
    ],
    [
      'a date that does not exist',
      {},
      { birth_date: '2008-02-30' },
      'birth_date',
      'birth_date must be a real date written YYYY-MM-DD, or empty.',
    ],
  ])('refuses %s with 400 naming the key', async (_name, before, payload, key, message) => {
    const cookie = await applicant();
    if (Object.keys(before).length > 0) expect((await save(cookie, before)).statusCode).toBe(200);
    const res = await save(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `These answers are not accepted: ${key}.`,
      code: 'BAD_ANSWERS',
      errors: { [key]: [message] },
    });
    expect(await stored(cookie)).toEqual(before);
  });

  it('names every refused key of one save', async () => {
    const cookie = await applicant();
    const res = await save(cookie, {
      entry_term: 'ZZZ',
      country: 'USA',
      state: 'Atlantis',
      first_name: 'Ann',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      entry_term: [NOT_OFFERED('entry_term')],
      state: [NOT_OFFERED('state')],
    });
  });

  it('accepts offered codes with their labels, and stores text trimmed', async () => {
    const cookie = await applicant();
    const res = await save(cookie, {
      country: 'CAN',
      country_desc: 'Canada',
      state: 'Ontario',
      state_desc: 'Ontario',
      entry_term: '2027FA',
      entry_term_desc: 'Fall 2027',
      first_name: '  Ann  ',
      last_name: '   ',
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(cookie)).toMatchObject({
      state: 'Ontario',
      first_name: 'Ann',
      last_name: '',
    });
  });

  it('refuses to submit what breaks a page rule, with the page messages', async () => {
    const cookie = await applicant();
    const answers = {
      ...completeApplication(),
      first_name: '   ',
      email_address: 'not an e-mail',
      country: 'USA',
      country_desc: 'United States',
      zip: 'ABCDE',
    };
    expect((await save(cookie, answers)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      first_name: ['First name is required.'],
      email_address: ['Please provide a valid email address.'],
      zip: ['Please enter a valid ZIP code, for example 80221 or 80221-1234.'],
    });
  });

  it('refuses a draft holding a code no question offers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answer: { entry_term: 'ZZZ' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ entry_term: [NOT_OFFERED('entry_term')] });
  });
});
