// The preview's sample answers as JSON text (one object, answer key to value), judged by the
// engine's data model as the server judges a save. A code its question does not offer is kept:
// staff may try how a withdrawn choice looks.
import { answerValueProblem } from '../../../engine/model/answer-keys';
import type { Answers } from '../../../engine/types';

export type SampleAnswers =
  { answers: Answers; problems?: undefined } | { answers?: undefined; problems: string[] };

export const NOT_AN_OBJECT = 'Write one JSON object of answers, such as {"first_name": "Ann"}.';

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
    const problem = answerValueProblem(key, value);
    if (problem) problems.push(problem);
    else answers[key] = value as string | boolean;
  }
  return problems.length > 0 ? { problems } : { answers };
}
