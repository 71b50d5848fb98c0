import type { ErrorObject, KeywordDefinition } from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';
import { createAjv } from '../../engine';
import { settingProperties, settingsSchema } from './settings-schema';

/** A setting that does not fit; the message names it and, unless it is a secret, its value. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;
/** The settings once read: typed from their own schemas (the rules between them add no type). */
export type Settings = FromSchema<{ type: 'object'; properties: typeof settingProperties }>;

const FLAG_WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

/** A URL's protocol is one of these; a value that is no URL at all is the format's to refuse. */
const protocols: KeywordDefinition = {
  keyword: 'protocols',
  type: 'string',
  schemaType: 'array',
  validate: (allowed: string[], value: string) =>
    !URL.canParse(value) || allowed.includes(new URL(value).protocol),
};

// Environment values are text: numbers and booleans are coerced, defaults filled in.
const ajv = createAjv({ coerceTypes: true, useDefaults: true });
ajv.addFormat('whatwg-url', { type: 'string', validate: (value: string) => URL.canParse(value) });
ajv.addKeyword(protocols);
const validate = ajv.compile<Settings>(settingsSchema);

type Property = { type?: string; writeOnly?: boolean };
const properties: Record<string, Property> = settingProperties;

/**
 * The settings' own values: an empty one counts as unset, and a flag's yes, no, 1 or 0 (in any
 * case) becomes the true or false that AJV's coercion takes.
 */
function given(env: Env): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    values[name] = property.type === 'boolean' ? (FLAG_WORDS[raw.toLowerCase()] ?? raw) : raw;
  }
  return values;
}

/** A message as the operator reads it: the setting, what it must be, and what it was. */
function message(error: ErrorObject, env: Env): string {
  const name = error.instancePath.slice(1);
  if (!name) return error.message ?? 'The settings do not fit together.';
  const said = `${name} ${error.message}`;
  return properties[name]?.writeOnly ? `${said}.` : `${said}; got "${env[name]}".`;
}

/**
 * Reads the environment against the settings schema. The first setting that does not fit, in
 * the schema's order and before any that only clash with another, is the one named.
 */
export function readSettings(env: Env): Settings {
  const values = given(env);
  if (validate(values)) return values;
  const errors = validate.errors ?? [];
  const first = errors.find((e) => e.instancePath !== '') ?? errors[0];
  throw new ConfigError(first ? message(first, env) : 'The settings could not be read.');
}
