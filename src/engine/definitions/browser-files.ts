// What an applicant's browser is sent of a version's files: only what its code reads, since
// these files are most of the first page's data (issue 29). The build sends the repository's
// this way (scripts/browser-json.ts); the server a published version's (/api/forms/{v}/browser).
import { BUNDLE_FILES } from '../lint/bundle-files';
import type { DefinitionFileMap } from './definition-set';
import type { FormLanguage } from './translations';

/** Notes for whoever edits the file; no code reads them. */
const EDITOR_KEYS = new Set(['$schema', '$comment']);

function withoutEditorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !EDITOR_KEYS.has(key))
      .map(([key, v]) => [key, withoutEditorKeys(v)]),
  );
}

interface AnswerProperty {
  type?: string;
  enum?: string[];
}

/**
 * The data model as src/engine/model/answer-keys.ts reads it in the browser: each key's type
 * and allowed values, without the descriptions (two thirds of the file).
 */
function answerTypes(schema: { properties: Record<string, AnswerProperty> }): unknown {
  const properties = Object.entries(schema.properties).map(([key, { type, enum: values }]) => [
    key,
    values ? { type, enum: values } : { type },
  ]);
  return { properties: Object.fromEntries(properties) };
}

const PAGE_SCHEMAS = new Set<string>(BUNDLE_FILES.pageSchemas);

/**
 * One file as the browser gets it: the page schemas empty (it validates with the standalone code
 * generated from them), the data model's types alone, every other file without editors' notes.
 */
export function browserFile(path: string, value: unknown): unknown {
  if (PAGE_SCHEMAS.has(path)) return {};
  if (path === BUNDLE_FILES.answersSchema)
    return answerTypes(value as { properties: Record<string, AnswerProperty> });
  return withoutEditorKeys(value);
}

/**
 * A version's files as the browser gets them in `language`: the translations only for a page
 * shown in another language than English, which is most pages' case.
 */
export function browserFiles(files: DefinitionFileMap, language: FormLanguage): DefinitionFileMap {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path !== BUNDLE_FILES.translations || language !== 'en')
      .map(([path, value]) => [path, browserFile(path, value)]),
  );
}
