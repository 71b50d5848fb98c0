// Edits of definition files as JSON values, for tests that change a copy of the definitions
// (a folder's files or a draft's): drop array entries, replace objects, rewrite a file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The JSON value with every array entry that matches removed, at any depth. */
export function without(value: Json, drop: (entry: Json) => boolean): Json {
  if (Array.isArray(value)) return value.filter((v) => !drop(v)).map((v) => without(v, drop));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, without(v, drop)]));
  return value;
}

export function editJson(root: string, file: string, edit: (json: Json) => Json): void {
  const path = join(root, file);
  writeFileSync(
    path,
    JSON.stringify(edit(JSON.parse(readFileSync(path, 'utf8')) as Json), null, 2),
  );
}

export const isObject = (v: Json): v is { [key: string]: Json } =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The JSON value with every object that has `key` equal to `value` replaced by `by(object)`. */
export function replacing(value: Json, key: string, is: string, by: (entry: Json) => Json): Json {
  if (Array.isArray(value)) return value.map((v) => replacing(v, key, is, by));
  if (isObject(value)) {
    if (value[key] === is) return by(value);
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, replacing(v, key, is, by)]),
    );
  }
  return value;
}

/**
 * A translations file (forms/translations/es.json) after an English text changed from `from`
 * to `to`: the Spanish entry follows it, so the edited definitions still lint clean.
 */
export function retranslated(translations: Json, from: string, to: string): Json {
  const texts = isObject(translations) ? (translations.texts ?? null) : null;
  if (!isObject(translations) || !isObject(texts)) return translations;
  const { [from]: spanish, ...others } = texts;
  return { ...translations, texts: { ...others, [to]: spanish ?? to } };
}
