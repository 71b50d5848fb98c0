import {
  ANSWER_BASE_HEADER,
  HIDDEN_BASE_HEADER,
  type SaveReply,
  type SubmitReceipt,
} from '../../../contracts/answers';
import type { ValidationsBody } from '../../../contracts/progress';
import { generationQuery, type GenerationMap } from '../../../contracts/repeater-layout';
import type { Answers, ErrorMap } from '../../../engine';
import { request } from '../../api/http';

/**
 * PUT /api/answer: the changed keys, merged over the stored answers, each with the revision it
 * was based on (a key changed elsewhere meanwhile comes back in `conflicts`), the layout
 * generation of each repeater they were typed in (issue 27) and, for a change that can hide
 * answers, the revisions the page knew of them (Hidden-Base).
 */
export function saveAnswers(
  answers: Answers,
  base: Record<string, number>,
  generations: GenerationMap = {},
  hiddenBase?: Record<string, number>,
): Promise<SaveReply> {
  const headers: Record<string, string> = { [ANSWER_BASE_HEADER]: JSON.stringify(base) };
  if (hiddenBase) headers[HIDDEN_BASE_HEADER] = JSON.stringify(hiddenBase);
  return request('PUT', '/api/answer', {
    body: answers,
    query: generationQuery(generations),
    headers,
  });
}

/** POST /api/validations: the error map the applicant sees. */
export function saveValidations(errors: ErrorMap): Promise<{ message: string }> {
  return request('POST', '/api/validations', { body: errors satisfies ValidationsBody });
}

/** POST /api/submit: 422 {message, errors} when the server finds anything missing. */
export function submitApplication(): Promise<SubmitReceipt> {
  return request('POST', '/api/submit');
}
