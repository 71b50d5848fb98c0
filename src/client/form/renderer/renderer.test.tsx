import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveDefinition, site, type FormNode, type PageDefinition } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { defaultEnvironment, FormEnvironmentContext, type FormEnvironment } from '../form-context';
import { NodeList } from './NodeList';
import { preloadViews } from './preload-views';

// A definition no page has: a question and a condition on keys the React code has never heard
// of. Drawing it proves nothing page- or field-specific lives in the renderer.
const fixture: PageDefinition = resolveDefinition(
  {
    id: 'about',
    title: 'Fixture',
    step: 1,
    nodes: [
      {
        kind: 'section',
        id: 'fixture_section',
        title: 'Pets at {site.name}',
        children: [
          {
            kind: 'question',
            key: 'favourite_pet',
            widget: 'radio',
            label: 'Favourite pet',
            options: [
              { label: 'Cat', value: 'C' },
              { label: 'Dog', value: 'D' },
            ],
          },
          {
            kind: 'conditional',
            id: 'dog_details',
            condition: { equals: [{ var: 'favourite_pet' }, 'D'] },
            children: [
              {
                kind: 'question',
                key: 'dog_name',
                widget: 'text',
                label: 'Name of your dog',
                maxLength: 20,
                hint: 'As on the collar.',
              },
            ],
          },
          {
            kind: 'question',
            key: 'pet_story',
            widget: 'textarea',
            label: 'A story',
            textareaMax: 50,
          },
          { kind: 'question', key: 'pet_agree', widget: 'checkbox', label: 'I like pets' },
        ],
      },
    ],
  },
  site,
);

function render(nodes: readonly FormNode[], environment: FormEnvironment = defaultEnvironment) {
  return renderToStaticMarkup(
    <FormEnvironmentContext.Provider value={environment}>
      <NodeList nodes={nodes} />
    </FormEnvironmentContext.Provider>,
  );
}

// Server rendering reads a store's server snapshot, which for zustand is its initial state
// (for hydration). This test renders on the server only, so it writes the answers into that
// snapshot; afterEach puts it back.
const snapshot = useAnswersStore.getInitialState().answers;
const pristine = { ...snapshot };
function answer(patch: Record<string, string | boolean>): void {
  Object.assign(snapshot, patch);
}

afterEach(() => {
  for (const key of Object.keys(snapshot)) if (!(key in pristine)) delete snapshot[key];
  Object.assign(snapshot, pristine);
});

describe('the renderer draws any definition', () => {
  beforeAll(() => preloadViews(fixture.nodes));

  it('draws a new question, its options and its site text without code changes', () => {
    const html = render(fixture.nodes);
    expect(html).toContain('Pets at Sample University');
    expect(html).toContain('<legend class="field__label">Favourite pet</legend>');
    expect(html).toMatch(/<input id="favourite_pet" type="radio"[^>]*value="C"/);
    expect(html).toContain('>Dog</label>');
    expect(html).not.toContain('Name of your dog');
    expect(html).toContain('You have 50 characters remaining');
  });

  it('shows conditional content once its answer is given, with the answer in the field', () => {
    answer({ favourite_pet: 'D', dog_name: 'Rex', pet_story: 'Hi\nthere', pet_agree: true });
    const html = render(fixture.nodes);
    expect(html).toMatch(/<input id="favourite_pet--D" type="radio"[^>]*checked=""/);
    expect(html).toContain('Name of your dog');
    expect(html).toMatch(
      /id="dog_name"[^>]*maxLength="20"[^>]*value="Rex"|id="dog_name"[^>]*value="Rex"/,
    );
    expect(html).toContain('aria-describedby="dog_name__hint"');
    // A line break counts as one character, as on the server: "Hi\nthere" is 8.
    expect(html).toContain('You have 42 characters remaining (8 of 50 used)');
    expect(html).toMatch(/id="pet_agree"[^>]*checked=""/);
  });

  it('fails clearly on a widget name the registry does not know', () => {
    const broken = [
      { kind: 'question', key: 'pet_colour', widget: 'colourPicker', label: 'Colour' },
    ] as unknown as FormNode[];
    expect(() => render(broken)).toThrow(
      'Unknown widget "colourPicker" for question "pet_colour". Known widgets: text, email',
    );
  });
});
