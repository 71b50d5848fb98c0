// The data model (schemas/answers.schema.json): which keys exist and what type each holds.
// The server refuses keys and value types that are not here.
import { perDefinitions } from '../definitions/active-definitions';
import type { Answers } from '../types';

interface PropertySchema {
  type?: string;
  enum?: string[];
  default?: string | boolean;
  description?: string;
}

const model = perDefinitions((set) => {
  const { properties } = set.answersSchema as { properties: Record<string, PropertySchema> };
  const keys = Object.keys(properties);
  return { properties, keys, keySet: new Set(keys) };
});

/** Only the model's own keys: never `constructor` or `__proto__` found on Object.prototype. */
function propertyOf(key: string): PropertySchema | undefined {
  const { properties } = model();
  return Object.hasOwn(properties, key) ? properties[key] : undefined;
}

/** Every answer key of the data model, in the order of the file. */
export function answerKeys(): readonly string[] {
  return model().keys;
}

export function isAnswerKey(key: string): boolean {
  return model().keySet.has(key);
}

export type AnswerValueType = 'string' | 'boolean';

/** 'boolean' for yes/no boxes, 'string' for everything else (undefined for unknown keys). */
export function answerValueType(key: string): AnswerValueType | undefined {
  const property = propertyOf(key);
  if (!property) return undefined;
  return property.type === 'boolean' ? 'boolean' : 'string';
}

/** The allowed values of a key when the model restricts them (documents: '' or 'ANSWERED'). */
export function answerEnum(key: string): readonly string[] | undefined {
  return propertyOf(key)?.enum;
}

/** The empty value of a key: false for booleans, '' otherwise. */
export function emptyValue(key: string): string | boolean {
  return answerValueType(key) === 'boolean' ? false : '';
}

/** True when a value counts as not answered ('' or false or missing). */
export function isEmptyAnswer(value: string | boolean | undefined): boolean {
  return value === undefined || value === '' || value === false;
}

/** A complete answer map with every key empty. */
export function emptyAnswers(): Answers {
  const answers: Answers = {};
  for (const key of answerKeys()) answers[key] = emptyValue(key);
  return answers;
}
