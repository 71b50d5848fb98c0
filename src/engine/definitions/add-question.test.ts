import { describe, expect, it } from 'vitest';
import { engineBundle } from '../lint/bundle';
import { lintTexts } from '../lint/lint-texts';
import { formatProblem } from '../lint/problem';
import { addQuestion, type NewQuestion } from './add-question';

/** The fixture set as the editor holds it: file name → JSON. */
function fixtureFiles(): Record<string, unknown> {
  const b = engineBundle();
  const all = [
    ...b.pages,
    ...b.pageSchemas,
    b.answersSchema,
    b.site,
    b.review,
    b.reviewSchema,
    b.translations,
    ...Object.values(b.options),
    b.definitionSchema,
    b.siteSchema,
    b.listsSchema,
    b.translationsSchema,
  ];
  return Object.fromEntries(all.flatMap((f) => (f ? [[f.file, f.data]] : [])));
}

const lint = (files: Record<string, unknown>) =>
  lintTexts(
    Object.fromEntries(Object.entries(files).map(([f, d]) => [f, JSON.stringify(d, null, 2)])),
  ).map(formatProblem);

const added = (question: NewQuestion) => {
  const result = addQuestion(fixtureFiles(), question);
  if (!('files' in result)) throw new Error(result.problem.message);
  return result.files;
};

type Json = Record<string, unknown> & {
  nodes: { id: string; kind: string; children: { key?: string }[] }[];
  properties: Record<string, unknown>;
};

const base: NewQuestion = {
  page: 'about',
  key: 'favourite_colour',
  label: 'Favourite colour',
  spanishLabel: 'Color favorito',
  widget: 'text',
  required: true,
};

describe('addQuestion', () => {
  it('writes the question, its answers-model entry and its required rule, and the set lints clean', () => {
    const files = added(base);
    const page = files['forms/about.json'] as Json;
    const last = page.nodes.filter((n) => n.kind === 'section').at(-1);
    expect(last?.children.at(-1)).toEqual({
      kind: 'question',
      key: 'favourite_colour',
      widget: 'text',
      label: 'Favourite colour',
      required: true,
    });
    expect((files['schemas/answers.schema.json'] as Json).properties.favourite_colour).toEqual({
      type: 'string',
      default: '',
      description: 'Favourite colour',
    });
    expect((files['schemas/pages/about.schema.json'] as Json).properties.favourite_colour).toEqual({
      minLength: 1,
      errorMessage: { minLength: 'Favourite colour is required.' },
    });
    expect((files['forms/translations/es.json'] as { texts: object }).texts).toMatchObject({
      'Favourite colour': 'Color favorito',
      'Favourite colour is required.': 'Responda: Color favorito.',
    });
    expect(lint(files)).toEqual([]);
  });

  it('adds an optional question without a rule or a marker, in the section named', () => {
    const before = fixtureFiles();
    const section = (before['forms/about.json'] as Json).nodes[0]?.id ?? '';
    const files = added({ ...base, required: false, section });
    const page = files['forms/about.json'] as Json;
    expect(page.nodes[0]?.children.at(-1)).not.toHaveProperty('required');
    expect(files['schemas/pages/about.schema.json']).toBe(
      before['schemas/pages/about.schema.json'],
    );
    expect(lint(files)).toEqual([]);
  });

  it('makes a required yes/no box a boolean that must be ticked', () => {
    const files = added({
      ...base,
      widget: 'checkbox',
      label: 'I agree:',
      spanishLabel: 'Acepto:',
    });
    expect((files['schemas/answers.schema.json'] as Json).properties.favourite_colour).toEqual({
      type: 'boolean',
      default: false,
      description: 'I agree:',
    });
    expect((files['schemas/pages/about.schema.json'] as Json).properties.favourite_colour).toEqual({
      const: true,
      errorMessage: { const: 'Please tick the box: I agree.' },
    });
    expect((files['forms/translations/es.json'] as { texts: object }).texts).toMatchObject({
      'Please tick the box: I agree.': 'Marque la casilla: Acepto.',
    });
    expect(lint(files)).toEqual([]);
  });

  it('leaves the files it was given unchanged', () => {
    const files = fixtureFiles();
    const text = JSON.stringify(files);
    addQuestion(files, base);
    expect(JSON.stringify(files)).toBe(text);
  });

  it.each([
    [{ key: 'Favourite' }, 'key', /lower-case letters/],
    [{ key: 'first_name' }, 'key', /already has the key "first_name"/],
    [{ label: '  ' }, 'label', /label/],
    [{ spanishLabel: '' }, 'spanishLabel', /Spanish/],
    [{ section: 'nowhere' }, 'section', /no such section/],
  ] as const)('refuses %j (%s)', (change, field, message) => {
    const result = addQuestion(fixtureFiles(), { ...base, ...change });
    expect(result).toEqual({ problem: { field, message: expect.stringMatching(message) } });
  });

  it('refuses a set whose page files are missing', () => {
    const { ['forms/about.json']: _gone, ...rest } = fixtureFiles();
    expect(addQuestion(rest, base)).toEqual({
      problem: { field: 'page', message: expect.stringMatching(/not readable/) },
    });
  });
});
