import type { SubmitReceipt } from '../../../contracts/answers';
import {
  generationQuery,
  type AnswerSavedReply,
  type GenerationMap,
} from '../../../contracts/repeater-layout';
import type { Answers, ErrorMap } from '../../../engine';
import { request } from '../../api/http';

/**
 * PUT /api/answer: the changed keys, merged over the stored answers, with the layout
 * generation of each repeater they were typed in.
 */
export function saveAnswers(
  answers: Answers,
  generations: GenerationMap = {},
): Promise<AnswerSavedReply> {
  return request('PUT', '/api/answer', { body: answers, query: generationQuery(generations) });
}

/** POST /api/validations: the error map the applicant sees. */
export function saveValidations(errors: ErrorMap): Promise<{ message: string }> {
  return request('POST', '/api/validations', { body: errors });
}

/** POST /api/submit: 422 {message, errors} when the server finds anything missing. */
export function submitApplication(): Promise<SubmitReceipt> {
  return request('POST', '/api/submit');
}
