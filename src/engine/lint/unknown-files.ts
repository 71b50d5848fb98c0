// JSON files in forms/ the application never reads: a new page or list file there is silently
// ignored otherwise.
import { BUNDLE_FILES } from './bundle-files';
import { didYouMean } from './did-you-mean';
import type { LintProblem } from './problem';

const KNOWN_FORMS_FILES: readonly string[] = [
  BUNDLE_FILES.site,
  ...BUNDLE_FILES.pages,
  BUNDLE_FILES.review,
  BUNDLE_FILES.translations,
  ...Object.values(BUNDLE_FILES.options),
];

/** Problems for the given file names under forms/ that the application does not read. */
export function unknownFiles(files: readonly string[]): LintProblem[] {
  return files
    .filter((file) => file.startsWith('forms/') && !KNOWN_FORMS_FILES.includes(file))
    .sort()
    .map((file) => ({
      file,
      pointer: '',
      rule: 'unknown-file',
      message: `the application does not read this file${didYouMean(file, KNOWN_FORMS_FILES)}; it reads ${KNOWN_FORMS_FILES.join(', ')}`,
    }));
}
