// Decision letters (issue 33): a letter's text may name fields in braces, `{given_name}`, filled
// in with the application's own values when the decision is recorded.

/** The fields a decision letter may use, in the order the workspace lists them. */
export const LETTER_FIELDS = [
  'given_name',
  'family_name',
  'reference',
  'entry_term',
  'decision',
] as const;
export type LetterField = (typeof LETTER_FIELDS)[number];

/** Anything in braces without spaces or braces in it is meant as a field. */
const FIELD = /\{([^{}\s]{1,64})\}/g;

const isField = (name: string): name is LetterField =>
  (LETTER_FIELDS as readonly string[]).includes(name);

/** The fields a letter names that do not exist, each once, in the order written. */
export function unknownLetterFields(letter: string): string[] {
  const unknown = new Set<string>();
  for (const [, name = ''] of letter.matchAll(FIELD)) if (!isField(name)) unknown.add(name);
  return [...unknown];
}

/** The letter with each field replaced by its value (an unknown one is left as written). */
export function mergeLetter(letter: string, values: Readonly<Record<LetterField, string>>): string {
  return letter.replace(FIELD, (whole, name: string) => (isField(name) ? values[name] : whole));
}
