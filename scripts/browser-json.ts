// What the browser is sent of the JSON files under forms/ and schemas/ (vite-plugin-forms.ts):
// only what its code reads, since these files are most of the first page's JSON (issue 29).
import { readFileSync } from 'node:fs';

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

/** Which of the set's files need a shape of their own in the browser. */
export interface BrowserFiles {
  /** The data model. */
  answersSchema: string;
  /** The page schemas: the browser validates with the standalone code generated from them. */
  pageSchemas: readonly string[];
}

/** The JSON text the browser build imports for `file`. */
export function browserJson(file: string, files: BrowserFiles): string {
  if (files.pageSchemas.includes(file)) return '{}';
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const kept =
    file === files.answersSchema
      ? answerTypes(parsed as { properties: Record<string, AnswerProperty> })
      : withoutEditorKeys(parsed);
  return JSON.stringify(kept);
}
