import {
  answerMaxLength,
  answerValueProblems,
  codedValueProblem,
  exceedsMaxLength,
  isAnswerKey,
  isInvalidStoredDate,
  type Answers,
} from '../../engine';
import { HttpError } from '../http-error';
import type { StoredAnswers } from './answers';

/**
 * The refusal of answers the data model does not take, as an ICU template (its Spanish in
 * language/replies/es.json): the autosave's status line shows it to the applicant.
 */
export const ANSWERS_NOT_ACCEPTED =
  'These answers are not accepted: {keys}{more, plural, =0 {} other { and # more}}.';

function problemOf(
  key: string,
  value: unknown,
  modelProblems: Map<string, string>,
): string | undefined {
  // isAnswerKey first: a name such as "constructor" must not be found on Object.prototype.
  if (!isAnswerKey(key)) return `${key} is not an answer of this application.`;
  const problem = modelProblems.get(key);
  if (problem || typeof value !== 'string') return problem;
  if (exceedsMaxLength(key, value))
    return `${key} must be at most ${answerMaxLength(key)} characters.`;
  if (isInvalidStoredDate(key, value))
    return `${key} must be a real date written YYYY-MM-DD, or empty.`;
  return undefined;
}

/** Refuses with 400, naming every offending key with its message. */
function refuse(problems: Record<string, string[]>): void {
  const keys = Object.keys(problems);
  if (keys.length === 0) return;
  throw new HttpError(
    400,
    ANSWERS_NOT_ACCEPTED,
    { code: 'BAD_ANSWERS', errors: problems },
    { keys: keys.slice(0, 10).join(', '), more: Math.max(0, keys.length - 10) },
  );
}

/**
 * The answers of a map the data model takes, text trimmed as it is stored (issue 14: a first
 * name of spaces is no first name), and the problem of each other key: not known, of the wrong
 * type, longer than its question allows or a date that does not exist. The engine's data model
 * decides, not this file.
 */
export function acceptedAnswers(answers: Record<string, unknown>): {
  accepted: StoredAnswers;
  problems: Record<string, string[]>;
} {
  const problems: Record<string, string[]> = {};
  const accepted: StoredAnswers = {};
  const modelProblems = answerValueProblems(answers);
  for (const [key, value] of Object.entries(answers)) {
    const problem = problemOf(key, value, modelProblems);
    if (problem) problems[key] = [problem];
    else accepted[key] = typeof value === 'string' ? value.trim() : (value as boolean);
  }
  return { accepted, problems };
}

/** Refuses with 400 an answer map with any key acceptedAnswers does not take, naming each. */
export function checkAnswers(answers: Record<string, unknown>): StoredAnswers {
  const { accepted, problems } = acceptedAnswers(answers);
  refuse(problems);
  return accepted;
}

/**
 * The coded answers and _desc of `saved` that their question does not offer, each with its
 * message, judged with `answers`, the whole map after the write (a state belongs to the country
 * written with it).
 */
export function codedAnswerProblems(
  saved: Answers,
  answers: Answers,
  now: Date,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(saved)) {
    const problem = codedValueProblem(key, value, answers, now);
    if (problem) problems[key] = [problem];
  }
  return problems;
}

/** Refuses with 400 the coded answers codedAnswerProblems finds, naming every offending key. */
export function checkCodedAnswers(saved: Answers, answers: Answers, now: Date): void {
  refuse(codedAnswerProblems(saved, answers, now));
}
