import type { SubmitReceipt } from '../../../contracts/answers';
import type { Answers, ErrorMap } from '../../../engine';
import { request } from '../../api/http';

/** PUT /api/answer: the changed keys, merged over the stored answers. */
export function saveAnswers(answers: Answers): Promise<{ message: string }> {
  return request('PUT', '/api/answer', { body: answers });
}

/** POST /api/validations: the error map the applicant sees. */
export function saveValidations(errors: ErrorMap): Promise<{ message: string }> {
  return request('POST', '/api/validations', { body: errors });
}

/** POST /api/submit: 422 {message, errors} when the server finds anything missing. */
export function submitApplication(): Promise<SubmitReceipt> {
  return request('POST', '/api/submit');
}
