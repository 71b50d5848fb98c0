// The definition set in a folder's forms/ and schemas/ (the repository's by default): the seed of
// version 1, what forms:publish publishes and what the server compares with the live version.
import { parseJsonFile } from '../../engine/lint/parse-definitions';
import type { LintProblem } from '../../engine/lint/problem';
import { PROJECT_ROOT, readDefinitionTexts } from '../definitions/definition-texts';
import { VERSION_FILES } from '../../engine/lint/version-files';
import type { FormFiles } from './form-files';

/** The folder's files, or the problems of those missing or not JSON. */
export function readFormFiles(
  root: string = PROJECT_ROOT,
): { files: FormFiles } | { problems: LintProblem[] } {
  const texts = readDefinitionTexts(root);
  const files: FormFiles = {};
  const problems: LintProblem[] = [];
  // Unknown files under forms/ are kept, so lint names them rather than losing them unseen.
  const names = Object.keys(texts).filter((file) => !file.startsWith('schemas/'));
  for (const file of new Set([...VERSION_FILES, ...names])) {
    const parsed = parseJsonFile(file, texts[file]);
    if ('problem' in parsed) problems.push(parsed.problem);
    else files[file] = parsed.data;
  }
  return problems.length > 0 ? { problems } : { files };
}
