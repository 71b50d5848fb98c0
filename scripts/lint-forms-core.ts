// lint-forms without the process around it: lints the definition set under a root folder with
// that folder's own meta-schema, so the CLI, its tests and the Vite plugin share one path.
import { createAjv } from '../src/engine/validation/create-ajv';
import { lintDefinitions, type CompiledValidator, type LintProblem } from '../src/engine/index';
import { loadBundle } from './forms-bundle';
import { positionOfPointer } from './json-position';

function today(): Date {
  const pinned = process.env.LINT_FORMS_TODAY;
  return pinned ? new Date(`${pinned}T12:00:00Z`) : new Date();
}

export interface LintResult {
  problems: LintProblem[];
  files: string[];
}

/** `now` decides which entry terms have begun (LINT_FORMS_TODAY=YYYY-MM-DD pins it). */
export function lintFolder(root: string, now: Date = today()): LintResult {
  const { bundle, problems, files, texts } = loadBundle(root);
  if (!bundle) return { problems, files };
  let validateDefinition: CompiledValidator;
  try {
    validateDefinition = createAjv().compile(
      bundle.definitionSchema?.data as object,
    ) as unknown as CompiledValidator;
  } catch (error) {
    const file = bundle.definitionSchema?.file ?? 'schemas/form-definition.schema.json';
    return {
      problems: [
        { file, pointer: '', message: `the schema does not compile: ${(error as Error).message}` },
      ],
      files,
    };
  }
  const found = lintDefinitions(bundle, { validateDefinition, now });
  // The engine knows pointers only; the texts read here give each one its line and column.
  const placed = found.map((problem) => {
    const text = texts.get(problem.file);
    const at = text === undefined ? undefined : positionOfPointer(text, problem.pointer);
    return at ? { ...problem, ...at } : problem;
  });
  return { problems: placed, files };
}
