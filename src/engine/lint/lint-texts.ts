// lintTexts: the whole of lint-forms over raw file texts (file name → text), the one function
// the CLI, the server's start and an editor call. It parses every file in one place, runs every
// rule of lintDefinitions, and places each problem at its line and column in the file's text.
import { createAjv } from '../validation/create-ajv';
import type { CompiledValidator } from '../validation/compiled-validators';
import { positionOfPointer } from './json-position';
import { lintDefinitions, type LintOptions } from './lint-definitions';
import { parseDefinitions, type DefinitionTexts } from './parse-definitions';
import type { LintProblem } from './problem';
import { unknownFiles } from './unknown-files';

/** The set's own meta-schema, compiled; a schema that does not compile is the problem. */
function definitionValidator(file: string, schema: unknown): CompiledValidator | LintProblem {
  try {
    return createAjv().compile(schema as object) as unknown as CompiledValidator;
  } catch (error) {
    const message = `the schema does not compile: ${(error as Error).message}`;
    return { file, pointer: '', message, rule: 'page-format' };
  }
}

/** `options.now` decides which entry terms have begun; the server's start leaves it out. */
export function lintTexts(
  texts: DefinitionTexts,
  options: Omit<LintOptions, 'validateDefinition'> = {},
): LintProblem[] {
  const { bundle, problems } = parseDefinitions(texts);
  problems.push(...unknownFiles(Object.keys(texts)));
  if (!bundle?.definitionSchema) return problems;
  const { file, data } = bundle.definitionSchema;
  const validateDefinition = definitionValidator(file, data);
  if (typeof validateDefinition !== 'function') return [...problems, validateDefinition];
  const found = lintDefinitions(bundle, { ...options, validateDefinition });
  // The rules know pointers only; the texts give each one its line and column.
  const placed = found.map((problem) => {
    const text = texts[problem.file];
    const at = text === undefined ? undefined : positionOfPointer(text, problem.pointer);
    return at ? { ...problem, ...at } : problem;
  });
  return [...problems, ...placed];
}
