// A definition set as data: file name ("forms/about.json") → parsed JSON, as a version stores it.
// The three meta-schemas are product code, never part of a version: they always come from the
// repository, so every set is linted and completed against the schemas this build understands.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { DefinitionTexts } from '../../engine/lint/parse-definitions';
import { META_SCHEMA_FILES } from '../../engine/lint/version-files';
import { PROJECT_ROOT } from '../definitions/definition-texts';

export type FormFiles = Record<string, unknown>;

let metaTexts: Record<string, string> | undefined;

/** The repository's meta-schemas, read once. */
function metaSchemaTexts(): Record<string, string> {
  metaTexts ??= Object.fromEntries(
    META_SCHEMA_FILES.map((file) => [file, readFileSync(join(PROJECT_ROOT, file), 'utf8')]),
  );
  return metaTexts;
}

/** The texts with the repository's meta-schemas in place of any they hold. */
export function withMetaSchemas(texts: DefinitionTexts): DefinitionTexts {
  return { ...texts, ...metaSchemaTexts() };
}

/**
 * The set's texts as the editor shows them (2-space JSON, so a problem's line and column are
 * the editor's), with the repository's meta-schemas.
 */
export function textsOf(files: FormFiles): DefinitionTexts {
  const texts: Record<string, string> = {};
  for (const [file, data] of Object.entries(files)) texts[file] = JSON.stringify(data, null, 2);
  return withMetaSchemas(texts);
}

/** The same data in every file (an object's key order aside). */
export function sameFiles(a: FormFiles, b: FormFiles): boolean {
  return isDeepStrictEqual(a, b);
}
