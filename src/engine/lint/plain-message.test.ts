// Each AJV keyword lint-forms can meet, said in plain words: the exact message staff read.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../validation/create-ajv';
import { schemaProblems } from './plain-message';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: {
    label: { type: 'string', minLength: 1 },
    hint: { type: 'string', maxLength: 5 },
    maxLength: { type: 'integer' },
    max: { type: 'integer', minimum: 1, maximum: 10 },
    widget: { enum: ['text', 'textarea', 'select'] },
    kind: { const: 'question' },
    key: { $ref: '#/$defs/key' },
    owns: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true },
    paragraphs: { type: 'array', items: { type: 'string' } },
    start: { type: 'string', format: 'date-time' },
    optional: { type: 'boolean' },
    condition: { type: 'object', minProperties: 1 },
    trigger: { oneOf: [{ required: ['button'] }, { required: ['checkbox'] }] },
    options: { oneOf: [{ type: 'string' }, { type: 'array', items: { required: ['label'] } }] },
    layout: { anyOf: [{ minimum: 1 }, { const: 'wide' }] },
  },
  $defs: {
    key: {
      type: 'string',
      pattern: '^[a-z][a-z0-9_]*$',
      description: 'Lower case letters, digits and underscores.',
    },
  },
};

const validate = createAjv().compile(schema);

function messages(data: Record<string, unknown>): string[] {
  const document = { label: 'Name', ...data };
  validate(document);
  return schemaProblems(validate.errors ?? [], { data: document, schema }).map(
    ({ pointer, message }) => `${pointer}: ${message}`,
  );
}

describe('plain-words schema messages', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['unknown property', { hnt: 'x' }, '/hnt: "hnt" is not a property here (did you mean "hint"?)'],
    [
      'unknown property, nothing close',
      { colour: 'x' },
      '/colour: "colour" is not a property here; the properties are label, hint, maxLength, max, widget, kind, key, owns, paragraphs, start, optional, condition, trigger, options, layout',
    ],
    ['missing property', { label: undefined }, ': "label" is missing: add it to this object'],
    ['empty text', { label: '' }, '/label: "label" must not be empty'],
    ['text too long', { hint: 'abcdefg' }, '/hint: "hint" can be at most 5 characters long'],
    [
      'number as text',
      { maxLength: '100' },
      '/maxLength: "maxLength" must be a number of characters, like 100',
    ],
    ['number above the maximum', { max: 12 }, '/max: "max" can be at most 10, not 12'],
    ['number below the minimum', { max: 0 }, '/max: "max" must be at least 1, not 0'],
    [
      'misspelt choice',
      { widget: 'selct' },
      '/widget: "selct" is not allowed for "widget" (did you mean "select"?); use one of "text", "textarea", "select"',
    ],
    [
      'other choice',
      { widget: 'slider' },
      '/widget: "slider" is not allowed for "widget"; use one of "text", "textarea", "select"',
    ],
    ['constant', { kind: 'questoin' }, '/kind: "kind" must be "question"'],
    [
      'pattern',
      { key: 'First-Name' },
      '/key: "First-Name" does not fit "key", which takes lower case letters, digits and underscores',
    ],
    ['empty list', { owns: [] }, '/owns: "owns" needs at least one item'],
    ['long list', { owns: ['a', 'b', 'c'] }, '/owns: "owns" can have at most 2 items'],
    [
      'repeated item',
      { owns: ['a', 'a'] },
      '/owns: "owns" lists the same item twice (items 1 and 2); remove one',
    ],
    [
      'array item type',
      { paragraphs: ['a', 3] },
      '/paragraphs/1: item 2 of "paragraphs" must be text in double quotes, like "Fall 2027"',
    ],
    [
      'format',
      { start: 'tomorrow' },
      '/start: "start" must be a date and time, like 2027-01-31T08:00:00-07:00',
    ],
    ['boolean', { optional: 'yes' }, '/optional: "optional" must be true or false, without quotes'],
    ['empty object', { condition: {} }, '/condition: "condition" must have at least 1 property'],
    ['no branch fits', { trigger: {} }, '/trigger: "trigger" needs one of "button", "checkbox"'],
    [
      'list name or options',
      { options: 3 },
      '/options: "options" must be text in double quotes, like "Fall 2027", or a list in square brackets, like ["a", "b"]',
    ],
    [
      'option inside a choice',
      { options: [{ value: 'Y' }] },
      '/options/0: "label" is missing: add it to this object',
    ],
    [
      'no form fits',
      { layout: 0 },
      '/layout: "layout" does not match any of the forms it may take; compare it with the guide\'s examples',
    ],
  ])('%s', (_name, data, expected) => {
    expect(messages(data)).toEqual([expected]);
  });

  it('says "the file" for the whole document', () => {
    validate('text');
    expect(
      schemaProblems(validate.errors ?? [], { data: 'text', schema }).map((p) => p.message),
    ).toEqual(['the file must be an object in curly braces, like { "label": "…" }']);
  });
});
