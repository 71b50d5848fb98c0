// The state of a step (page) or of a section, in the words a task list uses (issue 30). One rule,
// read by the step navigation, the section headings, the check-your-answers page and the server.

export const STEP_STATES = ['Not started', 'In progress', 'Completed', 'Needs attention'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** What the rule reads of one page or section, from the questions on screen in it. */
export interface ScopeFacts {
  /** Questions on screen with an answer. */
  answered: number;
  /** Questions on screen with a validation message (required and unanswered ones too). */
  withErrors: number;
  /** A Submit has been tried (web status validating): the applicant has been shown what is missing. */
  submitAttempted: boolean;
}

/**
 * - Needs attention: a Submit was tried and something here is still missing or wrong. Only then:
 *   the spec shows messages only while validating, so before it nothing says what to attend to.
 * - Not started: nothing on screen here is answered.
 * - In progress: something is answered, but a question here is unanswered or not yet acceptable.
 * - Completed: something is answered and no question here has a message.
 */
export function stepState(facts: ScopeFacts): StepState {
  if (facts.submitAttempted && facts.withErrors > 0) return 'Needs attention';
  if (facts.answered === 0) return 'Not started';
  return facts.withErrors > 0 ? 'In progress' : 'Completed';
}
