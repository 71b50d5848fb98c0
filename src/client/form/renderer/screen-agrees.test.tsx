// Property (issue 17): the screen draws exactly the fields the engine's visibility shows, for
// any answers and any view state, on every page, logged in or not. Validation speaks only of
// those keys (engine test shown-keys.property), so a message always has a field on screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  isAnswerKey,
  PAGE_IDS,
  pages,
  visibilityOf,
  type Answers,
  type ViewState,
} from '../../../engine';
import { answersArb, viewArb } from '../../../engine/test-support/visibility-arbitraries';
import { useAnswersStore } from '../../stores/answers';
import { defaultEnvironment, FormEnvironmentContext } from '../form-context';
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

/** The answer keys of the fields drawn: a radio's other buttons carry "--value". */
function drawnKeys(answers: Answers, view: ViewState, loggedIn: boolean): string[] {
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
  // Every field's element has the answer key as id (spec: id = answer key), a file question
  // for a visitor its message.
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!.replace(/--.*$/, ''));
  return [...new Set(ids.filter(isAnswerKey))].sort();
}

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
});
