// AJV's messages ("must be <= 10", "must have required property 'x'") name the schema, not the
// fix. lint-forms reads to admissions staff, so each failed keyword is said in plain words:
// which property, what it must be, an example, and the closest known name when one is misspelt.
import type { ErrorObject } from 'ajv';
import { pointerOf } from './problem';
import { didYouMean } from './did-you-mean';

/** The document checked and the schema it was checked against, to quote values and names. */
export interface PlainContext {
  data: unknown;
  schema: unknown;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text in double quotes, like "Fall 2027"',
  number: 'a number, like 10',
  integer: 'a whole number, like 10',
  boolean: 'true or false, without quotes',
  array: 'a list in square brackets, like ["a", "b"]',
  object: 'an object in curly braces, like { "label": "…" }',
  null: 'null',
};

// What the number of a property counts, so a type error says which number to write.
const NUMBER_HINTS: Readonly<Record<string, string>> = {
  maxLength: 'a number of characters, like 100',
  textareaMax: 'a number of characters, like 1500',
  max: 'a number of entries, like 5',
  count: 'a number of years, like 8',
  startOffset: 'a number of years from this year, like 0',
  step: 'the page number, 1, 2 or 3',
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  'date-time': 'a date and time, like 2027-01-31T08:00:00-07:00',
  date: 'a date, like 2027-01-31',
  uri: 'a web address, like https://www.example.edu/page',
  email: 'an e-mail address, like admissions@example.edu',
};

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function at(node: unknown, parts: readonly string[]): unknown {
  return parts.reduce<unknown>(
    (value, part) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[part]
        : undefined,
    node,
  );
}

/** "maxLength", or `item 3 of "paragraphs"` for an array item; "the file" at the top. */
function subjectOf(instancePath: string): string {
  const parts = segments(instancePath);
  const last = parts.at(-1);
  if (last === undefined) return 'the file';
  if (/^\d+$/.test(last)) {
    const owner = parts.at(-2);
    return `item ${Number(last) + 1}${owner === undefined ? '' : ` of "${owner}"`}`;
  }
  return `"${last}"`;
}

function quoted(values: readonly unknown[], max = 20): string {
  const shown = values.slice(0, max).map((v) => JSON.stringify(v));
  return shown.join(', ') + (values.length > max ? ', …' : '');
}

/** The schema object holding the failed keyword (schemaPath "#/$defs/x/keyword" → $defs/x). */
function schemaOwner(error: ErrorObject, schema: unknown): Record<string, unknown> {
  const parts = segments(error.schemaPath.replace(/^#/, '')).slice(0, -1);
  const owner = at(schema, parts);
  return owner !== null && typeof owner === 'object' ? (owner as Record<string, unknown>) : {};
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** One failed keyword in plain words, without the pointer (the caller prints it before). */
export function plainMessage(error: ErrorObject, context: PlainContext): string {
  const params = error.params as Record<string, unknown>;
  const subject = subjectOf(error.instancePath);
  const value = at(context.data, segments(error.instancePath));
  const name = segments(error.instancePath).at(-1) ?? '';
  switch (error.keyword) {
    case 'additionalProperties': {
      const unknown = String(params.additionalProperty);
      const properties = schemaOwner(error, context.schema).properties;
      const known = properties && typeof properties === 'object' ? Object.keys(properties) : [];
      const hint = didYouMean(unknown, known);
      return `"${unknown}" is not a property here${hint || (known.length > 0 ? `; the properties are ${known.join(', ')}` : '')}`;
    }
    case 'required':
      return `"${String(params.missingProperty)}" is missing: add it to this object`;
    case 'type': {
      const types = String(params.type).split(',');
      const words = NUMBER_HINTS[name] ?? types.map((t) => TYPE_WORDS[t] ?? t).join(', or ');
      return `${subject} must be ${words}`;
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).filter((v) => v !== '');
      const strings = allowed.filter((v): v is string => typeof v === 'string');
      const hint = typeof value === 'string' ? didYouMean(value, strings) : '';
      return `${JSON.stringify(value)} is not allowed for ${subject}${hint}; use one of ${quoted(allowed)}`;
    }
    case 'const':
      return `${subject} must be ${JSON.stringify(params.allowedValue)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} can be at most ${String(params.limit)}${error.keyword === 'exclusiveMaximum' ? ' (not included)' : ''}, not ${String(value)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} must be at least ${String(params.limit)}${error.keyword === 'exclusiveMinimum' ? ' (not included)' : ''}, not ${String(value)}`;
    case 'minLength':
      return params.limit === 1
        ? `${subject} must not be empty`
        : `${subject} must be at least ${plural(Number(params.limit), 'character')} long`;
    case 'maxLength':
      return `${subject} can be at most ${plural(Number(params.limit), 'character')} long`;
    case 'minItems':
      return `${subject} needs at least ${Number(params.limit) === 1 ? 'one item' : plural(Number(params.limit), 'item')}`;
    case 'maxItems':
      return `${subject} can have at most ${plural(Number(params.limit), 'item')}`;
    case 'minProperties':
    case 'maxProperties':
      return `${subject} must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${plural(Number(params.limit), 'property')}`;
    case 'uniqueItems':
      return `${subject} lists the same item twice (items ${Number(params.j) + 1} and ${Number(params.i) + 1}); remove one`;
    case 'pattern': {
      // The schema's description of the property says what the pattern means, in words.
      const description = schemaOwner(error, context.schema).description;
      const rule =
        typeof description === 'string'
          ? description.charAt(0).toLowerCase() + description.slice(1).replace(/\.$/, '')
          : `text matching the pattern ${String(params.pattern)}`;
      return `${JSON.stringify(value)} does not fit ${subject}, which takes ${rule}`;
    }
    case 'format':
      return `${subject} must be ${FORMAT_WORDS[String(params.format)] ?? `in the ${String(params.format)} format`}`;
    default:
      return error.message ?? `${subject} does not match its schema`;
  }
}

/** A failed oneOf/anyOf said by what its branches wanted at its own place. */
function choiceMessage(choice: ErrorObject, branches: readonly ErrorObject[]): string {
  const subject = subjectOf(choice.instancePath);
  const missing = branches.map((e) => e.params.missingProperty as unknown);
  if (missing.length > 0 && missing.every((m) => typeof m === 'string'))
    return `${subject} needs one of ${quoted([...new Set(missing)])}`;
  const types = branches.map((e) => (e.keyword === 'type' ? String(e.params.type) : ''));
  if (types.length > 0 && types.every(Boolean))
    return `${subject} must be ${[...new Set(types)].map((t) => TYPE_WORDS[t] ?? t).join(', or ')}`;
  return `${subject} does not match any of the forms it may take; compare it with the guide's examples`;
}

/**
 * A schema's errors in plain words, one per place. "if" only selects a branch (a node kind's
 * properties). A failed oneOf is said once, from what its branches wanted at its place; a
 * branch's error deeper down (an option without a label) says more, and replaces it.
 */
export function schemaProblems(
  errors: readonly ErrorObject[],
  context: PlainContext,
): { pointer: string; message: string }[] {
  const choices = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const choiceOf = (e: ErrorObject) =>
    choices.find((c) => c !== e && e.schemaPath.startsWith(`${c.schemaPath}/`));
  const out = new Map<string, { pointer: string; message: string }>();
  const add = (pointer: string, message: string) =>
    out.set(`${pointer}\u0000${message}`, { pointer, message });
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const choice = choiceOf(error);
    if (choice && error.instancePath === choice.instancePath) continue;
    if (choices.includes(error)) {
      const branches = errors.filter((e) => choiceOf(e) === error);
      if (branches.some((e) => e.instancePath !== error.instancePath)) continue;
      add(error.instancePath, choiceMessage(error, branches));
      continue;
    }
    // An unknown property is pointed at itself, so the editor jumps to the misspelt name.
    const unknown = error.params.additionalProperty as unknown;
    add(
      typeof unknown === 'string' ? error.instancePath + pointerOf(unknown) : error.instancePath,
      plainMessage(error, context),
    );
  }
  return [...out.values()];
}
