// Checks a stored answer against the data model (schemas/answers.schema.json), compiled by AJV
// like the page schemas: the schema decides, this file only words AJV's verdict for the
// server's 400 reply.
import type { ErrorObject } from 'ajv';
import { getAnswersValidator } from '../validation/compiled-validators';

function messageOf(key: string, error: ErrorObject): string {
  switch (error.keyword) {
    case 'type':
      return `${key} must be a ${String(error.params.type)}.`;
    case 'enum': {
      const allowed = error.params.allowedValues as unknown[];
      return `${key} must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`;
    }
    default: // additionalProperties: the model has no such key
      return `${key} is not an answer of this application.`;
  }
}

/** Checks one value against the model: a message for the server's 400 reply, or undefined. */
export function answerValueProblem(key: string, value: unknown): string | undefined {
  const validate = getAnswersValidator();
  // fromEntries makes `key` an own property, even `__proto__`.
  if (validate(Object.fromEntries([[key, value]]))) return undefined;
  const [first] = validate.errors ?? [];
  return first ? messageOf(key, first) : `${key} is not an answer of this application.`;
}

/**
 * The problems of a whole answer map, by key. A valid map costs one validation: checked key by
 * key, a whole-application save spent most of its time here (issue 31's profile).
 */
export function answerValueProblems(answers: Record<string, unknown>): Map<string, string> {
  const problems = new Map<string, string>();
  if (getAnswersValidator()(answers)) return problems;
  for (const [key, value] of Object.entries(answers)) {
    const problem = answerValueProblem(key, value);
    if (problem) problems.set(key, problem);
  }
  return problems;
}
