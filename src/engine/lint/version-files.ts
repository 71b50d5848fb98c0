// Which definition files a published form version holds: every file of a definition set but the
// meta-schemas, which describe what this build of the product understands and so always come
// with the code.
import { BUNDLE_FILES } from './bundle-files';
import { DEFINITION_FILES } from './parse-definitions';

export const META_SCHEMA_FILES: readonly string[] = [
  BUNDLE_FILES.definitionSchema,
  BUNDLE_FILES.siteSchema,
  BUNDLE_FILES.listsSchema,
  BUNDLE_FILES.translationsSchema,
];

/** The files an office edits and a version stores, in the linter's order. */
export const VERSION_FILES: readonly string[] = DEFINITION_FILES.filter(
  (file) => !META_SCHEMA_FILES.includes(file),
);
