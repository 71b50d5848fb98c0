// @vitest-environment jsdom
// Property (issues 17 and 28): the screen draws exactly what the engine's control state says,
// for any answers and any view state, on every page, logged in or not: the fields its
// visibility shows (validation speaks only of those keys, engine test shown-keys.property, so a
// message always has a field on screen), each repeater's entries with Add Another and Remove
// where it allows them, the tabs it lists and the one in effect; and the print view says a
// document is attached exactly where the control state does.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  controlState,
  documentQuestions,
  isAnswerKey,
  PAGE_IDS,
  pages,
  visibilityOf,
  type Answers,
  type ControlState,
  type ViewState,
} from '../../../engine';
import {
  answersArb,
  repeaters,
  tabsNodes,
  viewArb,
} from '../../../engine/test-support/visibility-arbitraries';
import { useAnswersStore } from '../../stores/answers';
import { defaultEnvironment, FormEnvironmentContext } from '../form-context';
import { DOCUMENT_ATTACHED } from '../print/document-lines';
import { PrintDocument } from '../print/PrintDocument';
import { useViewStore } from '../stores/view-store';
import { NodeList } from './NodeList';
import { preloadViews } from './preload-views';

// Server rendering reads the answers store's initial state: the answers are written into it.
const snapshot = useAnswersStore.getInitialState().answers;
const pristine = { ...snapshot };
// The pages' routes do this: the views few pages use load on demand.
beforeAll(() => preloadViews(PAGE_IDS.flatMap((id) => pages[id].nodes)));
afterEach(() => {
  Object.assign(snapshot, pristine);
  useViewStore.getState().reset();
});

/** Every page as the renderer draws it for these answers and view state. */
function drawn(answers: Answers, view: ViewState, loggedIn: boolean): Document {
  Object.assign(snapshot, answers);
  useViewStore.getState().load(view);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FormEnvironmentContext.Provider value={{ ...defaultEnvironment, loggedIn }}>
        {PAGE_IDS.map((id) => (
          <NodeList key={id} nodes={pages[id].nodes} />
        ))}
      </FormEnvironmentContext.Provider>
    </QueryClientProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The answer keys of the fields drawn: a radio's other buttons carry "--value". */
function drawnKeys(answers: Answers, view: ViewState, loggedIn: boolean): string[] {
  // Every field's element has the answer key as id (spec: id = answer key), a file question
  // for a visitor its message.
  const ids = [...drawn(answers, view, loggedIn).querySelectorAll('[id]')].map((element) =>
    element.id.replace(/--.*$/, ''),
  );
  return [...new Set(ids.filter(isAnswerKey))].sort();
}

/** Each repeater as drawn: its entries, the entries with Remove, and whether Add Another shows. */
function drawnRepeaters(screen: Document): string[] {
  return repeaters.map((node) => {
    const entries = [...screen.querySelectorAll(`[id^="${node.id}-entry-"]`)];
    const removable = entries.flatMap((entry, index) =>
      [...entry.children].some((child) => child.matches('.repeater__remove')) ? [index + 1] : [],
    );
    const canAdd = [...(entries[0]?.parentElement?.children ?? [])].some((child) =>
      child.matches('button'),
    );
    return `${node.id}: ${entries.length} entries, remove [${removable.join()}], add ${canAdd}`;
  });
}

function engineRepeaters(control: ControlState): string[] {
  return repeaters.map((node) => {
    if (!control.shown(node)) return `${node.id}: 0 entries, remove [], add false`;
    const { count, removable, canAdd } = control.repeater(node);
    return `${node.id}: ${count} entries, remove [${removable.join()}], add ${canAdd}`;
  });
}

/** Each tabs node as drawn: the tabs listed (the one in effect starred), or its one tab's title. */
function drawnTabs(screen: Document): string[] {
  const single = [...screen.querySelectorAll('.tabs__single-title')].map((t) => t.textContent);
  return tabsNodes.flatMap((node) => {
    const listed = [...screen.querySelectorAll(`[role="tab"][id^="${node.id}-tab-"]`)];
    if (listed.length === 0) return single.length > 0 ? [`${node.id}: ${single.join()}`] : [];
    const names = listed.map(
      (tab) => `${tab.textContent}${tab.getAttribute('aria-selected') === 'true' ? '*' : ''}`,
    );
    return [`${node.id}: ${names.join()}`];
  });
}

function engineTabs(control: ControlState): string[] {
  return tabsNodes.flatMap((node) => {
    if (!control.shown(node)) return [];
    const { chosen, listed, canChoose } = control.tabs(node);
    if (!canChoose) return [`${node.id}: ${chosen.label}`];
    const names = listed.map((tab) => `${tab.label}${tab === chosen ? '*' : ''}`);
    return [`${node.id}: ${names.join()}`];
  });
}

const documentKeys = documentQuestions().map((q) => q.key);
/** Document answers set to ANSWERED, and document records held, each for any subset. */
const documentsArb = fc.record({
  answered: fc.subarray(documentKeys),
  held: fc.subarray(documentKeys),
});

describe('the screen draws what the engine shows', () => {
  it('for any answers and view state', () => {
    fc.assert(
      fc.property(answersArb, viewArb, fc.boolean(), (answers, view, loggedIn) => {
        const drawn = drawnKeys(answers, view, loggedIn);
        const engineView = loggedIn ? view : { addAnother: view.addAnother };
        const shown = [...visibilityOf('all', answers, engineView).visibleKeys].sort();
        // Compared as text, so a failure names the keys without the whole answer map.
        expect(drawn.join(' ')).toBe(shown.join(' '));
      }),
      { numRuns: 25 },
    );
  });

  it("with each repeater's entries, Add Another and Remove, and the tabs of the control state", () => {
    fc.assert(
      fc.property(answersArb, viewArb, fc.boolean(), (answers, view, loggedIn) => {
        const screen = drawn(answers, view, loggedIn);
        const control = controlState('all', {
          answers,
          view,
          audience: loggedIn ? 'applicant' : 'visitor',
        });
        expect(drawnRepeaters(screen)).toEqual(engineRepeaters(control));
        expect(drawnTabs(screen)).toEqual(engineTabs(control));
      }),
      { numRuns: 25 },
    );
  });

  it('prints "A document is attached." where the control state says so', () => {
    fc.assert(
      fc.property(answersArb, viewArb, documentsArb, (base, view, documents) => {
        const answers = { ...base };
        for (const key of documents.answered) answers[key] = 'ANSWERED';
        const held = Object.fromEntries(
          documents.held.map((key) => [key, { file_name: `${key}.pdf`, file_size: 1 }]),
        );
        const html = renderToStaticMarkup(
          <PrintDocument
            data={{
              answer: answers,
              add_another: view.addAnother ?? {},
              tabs: view.tabs ?? {},
              document_answer: held,
              definitions_version: 1,
              language: 'en',
              applicant: {
                username: 'a@example.edu',
                status: null,
                submitted_at: null,
                reference: '',
              },
            }}
            hideUnanswered={false}
          />,
        );
        const control = controlState('all', {
          answers,
          view,
          audience: 'staff',
          documents: new Set(documents.held),
        });
        const attached = control.documents.filter((d) => d.shown && d.attached).length;
        expect(html.split(DOCUMENT_ATTACHED).length - 1).toBe(attached);
      }),
      { numRuns: 25 },
    );
  });
});
