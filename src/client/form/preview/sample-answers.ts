// The preview's sample answers as JSON text (one object, answer key to value), judged by the
// engine's data model: a key the model has, with a value of its type. Codes are not checked
// against the options (the server's AJV check of a save would refuse them): staff may try how
// a withdrawn choice looks. The browser ships no schema compiler, so this reads the key's type.
import { answerValueType } from '../../../engine/model/answer-keys';
import type { Answers } from '../../../engine/types';

export type SampleAnswers =
  { answers: Answers; problems?: undefined } | { answers?: undefined; problems: string[] };

export const NOT_AN_OBJECT =
  "Write one JSON object of answers: each answer key (a question's id) with its value.";

export function parseSampleAnswers(text: string): SampleAnswers {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [`This is not JSON: ${(error as Error).message}`] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return { problems: [NOT_AN_OBJECT] };
  const answers: Answers = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const type = answerValueType(key);
    if (!type) problems.push(`${key} is not an answer of this application.`);
    else if (typeof value !== type) problems.push(`${key} must be a ${type}.`);
    else answers[key] = value as string | boolean;
  }
  return problems.length > 0 ? { problems } : { answers };
}
