import { answerMaxLength, answerValueProblem, exceedsMaxLength, isAnswerKey } from '../../engine';
import { HttpError } from '../http-error';
import type { StoredAnswers } from './answers';

/**
 * Refuses with 400 an answer map holding keys the data model does not know, values of the
 * wrong type or longer than their question allows, naming every offending key; the engine's data model decides, not this file.
 */
export function checkAnswers(answers: Record<string, unknown>): StoredAnswers {
  const problems: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(answers)) {
    // isAnswerKey first: a name such as "constructor" must not be found on Object.prototype.
    const problem = !isAnswerKey(key)
      ? `${key} is not an answer of this application.`
      : (answerValueProblem(key, value) ??
        (typeof value === 'string' && exceedsMaxLength(key, value)
          ? `${key} must be at most ${answerMaxLength(key)} characters.`
          : undefined));
    if (problem) problems[key] = [problem];
  }
  const keys = Object.keys(problems);
  if (keys.length > 0) {
    const shown =
      keys.slice(0, 10).join(', ') + (keys.length > 10 ? ` and ${keys.length - 10} more` : '');
    throw new HttpError(400, `These answers are not accepted: ${shown}.`, {
      code: 'BAD_ANSWERS',
      errors: problems,
    });
  }
  return answers as StoredAnswers;
}
