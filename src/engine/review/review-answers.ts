// A reader's review (issue 33): answers to forms/review.json, judged by schemas/review.schema.json
// as a page's answers are by its schema, with messages only for questions on screen.
import { activeDefinitions, perDefinitions } from '../definitions/active-definitions';
import { nodesUnder } from '../definitions/nodes-under';
import { computeVisibility } from '../hiding/visibility';
import { optionLabel, questionOptions } from '../options/question-options';
import type { Answers, ErrorMap, ReviewDefinition } from '../types';
import { getReviewValidator } from '../validation/compiled-validators';
import { toErrorMap, toFieldErrors } from '../validation/errors-to-messages';

/** Each answer key of the review form and its empty value (a yes/no box is false). */
const reviewFields = perDefinitions((set) => {
  const fields = new Map<string, string | boolean>();
  for (const node of nodesUnder(set.review.nodes)) {
    if (node.kind !== 'question') continue;
    if (node.widget === 'checkgroup')
      for (const item of node.items ?? []) fields.set(item.key, false);
    else fields.set(node.key, node.widget === 'checkbox' ? false : '');
  }
  return fields;
});

/** The review form's answer keys, in form order. */
export function reviewKeys(): string[] {
  return [...reviewFields().keys()];
}

/**
 * The review as stored: every key of the form, unanswered ones empty, text trimmed, and what a
 * condition hides emptied. Undefined when it names a key the form does not have.
 */
export function reviewAnswers(answers: Answers): Answers | undefined {
  const fields = reviewFields();
  if (Object.keys(answers).some((key) => !fields.has(key))) return undefined;
  const full: Answers = {};
  for (const [key, empty] of fields) {
    const value = answers[key] ?? empty;
    full[key] = typeof value === 'string' ? value.trim() : value;
  }
  const { hiddenKeys } = computeVisibility([activeDefinitions().review.nodes], full);
  for (const key of hiddenKeys) if (fields.has(key)) full[key] = fields.get(key) ?? '';
  return full;
}

/** The review form's messages for these answers ({} when the review may be submitted). */
export function validateReview(answers: Answers): ErrorMap {
  const validate = getReviewValidator();
  if (validate(answers)) return {};
  const { visibleKeys } = computeVisibility([activeDefinitions().review.nodes], answers);
  return toErrorMap(toFieldErrors(validate.errors).filter((error) => visibleKeys.has(error.key)));
}

/** The active set's review form, for the renderer. */
export function reviewForm(): ReviewDefinition {
  return activeDefinitions().review;
}

/** A stored review as a reader reads it: each question's label and the answer in words. */
export function reviewLines(answers: Answers): { key: string; label: string; answer: string }[] {
  return nodesUnder(reviewForm().nodes).flatMap((node) => {
    if (node.kind !== 'question') return [];
    const value = answers[node.key];
    if (typeof value === 'boolean')
      return [{ key: node.key, label: node.label, answer: value ? 'Yes' : 'No' }];
    const text = value ?? '';
    const coded = node.widget === 'radio' || node.widget === 'select';
    const answer = coded ? optionLabel(questionOptions(node, answers), text) || text : text;
    return [{ key: node.key, label: node.label, answer }];
  });
}
