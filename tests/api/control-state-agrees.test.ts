// Issue 28, "must show": the engine's control state agrees with what the server's save, its
// add-another and tab routes leave behind. For random counts (some above a repeater's maximum),
// a random tab and random changes to the answers conditions read, the counts the server stores
// are the control state's, the tab in effect is the one chosen, the answers are
// answersAfterChange's, and a document is held exactly where the control state says one is
// attached (hidden ones are gone).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allRepeaters,
  answerEnum,
  answersAfterChange,
  answerValueType,
  controlState,
  emptyValue,
  entryCountProblem,
  getTabs,
  hidingInputKeys,
  isAnswerKey,
  maxEntries,
  shownEntries,
  withDescriptions,
  type Answers,
  type ViewState,
} from '../../src/engine';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { makePng } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { uploadAndConvert } from '../helpers/uploads';

const CARD = 'student_upload_card';
const TABS = 'additional_info_tabs';
const tabsNode = getTabs(TABS)!;
const repeaters = allRepeaters();
const complete = completeApplication();
const png = { name: 'card.png', type: 'image/png', data: makePng() };

/** A value the server accepts for a key conditions read: empty, a listed code, the complete one. */
const inputValue = (key: string): fc.Arbitrary<string | boolean> =>
  answerValueType(key) === 'boolean'
    ? fc.boolean()
    : fc.constantFrom('', ...(answerEnum(key) ?? []), String(complete[key] ?? ''));
const changesArb = fc
  .array(
    fc.constantFrom(...hidingInputKeys()).chain((key) => inputValue(key).map((v) => [key, v])),
    { maxLength: 8 },
  )
  // A changed code's label is left empty: the server sets it (it refuses a label of another code).
  .map((pairs) =>
    Object.fromEntries(
      pairs.flatMap(([key, value]) =>
        isAnswerKey(`${key}_desc`)
          ? [
              [key, value],
              [`${key}_desc`, ''],
            ]
          : [[key, value]],
      ),
    ),
  );
const countsArb = fc.tuple(...repeaters.map((r) => fc.integer({ min: 1, max: maxEntries(r) + 1 })));
const tabArb = fc.constantFrom(...tabsNode.tabs.map((tab) => tab.id));

describe.each(databaseKinds)('the control state agrees with the server on %s', (kind) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
  });
  afterAll(() => t.close());

  const call = async (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const profile = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/profile')).json<{
      answer: Answers;
      document_answer: Record<string, unknown>;
    }>();

  it('counts, tabs, answers and documents', async () => {
    const seen = { refused: 0, attached: 0, cleared: 0 };
    await fc.assert(
      fc.asyncProperty(countsArb, tabArb, changesArb, async (counts, tab, changes) => {
        const cookie = await newApplicant(t, `control.${++n}@example.edu`);
        const start = { ...complete, citizenship_type: 'R', citizenship_type_desc: '' };
        expect((await call(cookie, 'PUT', '/api/answer', start)).statusCode).toBe(200);
        await uploadAndConvert(t, cookie, CARD, png);
        expect(await t.app.worker.runOnce()).toBe(true);

        for (const [i, repeater] of repeaters.entries()) {
          const res = await call(cookie, 'PUT', '/api/add-another', {
            button_id: repeater.buttonId,
            num_components: counts[i],
          });
          const refused = entryCountProblem(repeater, counts[i]!) === 'too-many';
          expect(res.statusCode).toBe(refused ? 400 : 200);
          if (refused) seen.refused++;
        }
        expect(
          (await call(cookie, 'PUT', '/api/tabs', { tab_id: TABS, chosen_tab: tab })).statusCode,
        ).toBe(200);
        const before = (await profile(cookie)).answer;
        const saved = await call(cookie, 'PUT', '/api/answer', changes);
        expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);

        const after = await profile(cookie);
        const view: ViewState = {
          addAnother: (await call(cookie, 'GET', '/api/add-another')).json(),
          tabs: (await call(cookie, 'GET', '/api/tabs')).json(),
        };
        const held = new Set(Object.keys(after.document_answer));
        const control = controlState('all', {
          answers: after.answer,
          view,
          audience: 'applicant',
          documents: held,
        });

        // Counts: what the server keeps is what the control state shows.
        repeaters.forEach((repeater, i) => {
          const asked = counts[i]! > maxEntries(repeater) ? undefined : counts[i];
          expect(control.repeater(repeater).count).toBe(shownEntries(repeater, asked));
        });
        // Tabs: the tab chosen is in effect; the others' answers are empty.
        expect(control.tabs(tabsNode).chosen.id).toBe(tab);
        // Answers: the server's save is the engine's answersAfterChange.
        const labelled = withDescriptions(changes, { ...before, ...changes });
        const expected = answersAfterChange(before, { ...before, ...labelled }, view);
        for (const [key, value] of Object.entries(expected))
          expect([key, after.answer[key] ?? emptyValue(key)]).toEqual([key, value]);
        // Documents: held exactly where the control state says attached; a cleared one is gone.
        for (const document of control.documents) {
          expect([document.key, document.attached]).toEqual([document.key, held.has(document.key)]);
          if (document.cleared) expect(held.has(document.key)).toBe(false);
          if (document.attached) seen.attached++;
          if (document.cleared && document.key === CARD) seen.cleared++;
        }
      }),
      {
        numRuns: 6,
        // Not vacuous: a refused count, a document kept and one a change hides, every time.
        examples: [
          [repeaters.map((r) => maxEntries(r) + 1), 'upload', {}],
          [repeaters.map(() => 2), 'essay', { citizenship_type: '', citizenship_type_desc: '' }],
        ],
      },
    );
    expect(Object.values(seen).every((count) => count > 0)).toBe(true);
  });
});
