// lint-forms without the process around it: lints the definition set under a root folder with
// that folder's own meta-schema, so the CLI, its tests and the Vite plugin share one path.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { didYouMean } from '../src/engine/lint/did-you-mean';
import { createAjv } from '../src/engine/validation/create-ajv';
import {
  BUNDLE_FILES,
  lintDefinitions,
  type CompiledValidator,
  type LintProblem,
} from '../src/engine/index';
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

const KNOWN_FORMS_FILES = [
  BUNDLE_FILES.site,
  ...BUNDLE_FILES.pages,
  ...Object.values(BUNDLE_FILES.options),
];

/**
 * JSON files in forms/ the application never reads: a new page or list file there is silently
 * ignored otherwise. Editors' temporary files of a save ("x.json.tmp", ".x.json") are left alone.
 */
function unknownFiles(root: string): LintProblem[] {
  const entries = readdirSync(join(root, 'forms'), { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.json') && !entry.name.startsWith('.'),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !KNOWN_FORMS_FILES.includes(file))
    .sort()
    .map((file) => ({
      file,
      pointer: '',
      rule: 'unknown-file',
      message: `the application does not read this file${didYouMean(file, KNOWN_FORMS_FILES)}; it reads ${KNOWN_FORMS_FILES.join(', ')}`,
    }));
}

/** `now` decides which entry terms have begun (LINT_FORMS_TODAY=YYYY-MM-DD pins it). */
export function lintFolder(root: string, now: Date = today()): LintResult {
  const { bundle, problems: unreadable, files, texts } = loadBundle(root);
  const problems = [...unreadable, ...unknownFiles(root)];
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
        ...problems,
        {
          file,
          pointer: '',
          message: `the schema does not compile: ${(error as Error).message}`,
          rule: 'page-format',
        },
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
  return { problems: [...problems, ...placed], files };
}
