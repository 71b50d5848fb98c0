// The smoke test of the shipped definitions (forms/ and schemas/), generated from them: every
// page is hidden, validated and printed over an empty and a complete answer set without
// throwing. The engine's unit tests use their own fixture definitions, so an officer's change
// to the forms is checked here and by lint-forms, never by a unit test that expects old keys.
import { describe, expect, it } from 'vitest';
import {
  answerEnum,
  answerValueType,
  emptyAnswers,
  forEachQuestion,
  optionLabel,
  PAGE_IDS,
  pages,
  printLines,
  questionOptions,
  validateApplication,
  validatePage,
  visibilityOf,
  type Answers,
  type ConfirmSwapNode,
  type ErrorMap,
  type QuestionNode,
} from '../../src/engine/index';

const NOW = new Date(2026, 0, 15, 12, 0, 0);

/** A plausible answer for each widget; a code is the first option the question offers. */
function sampleAnswer(question: QuestionNode, key: string, answers: Answers): string | boolean {
  if (answerValueType(key) === 'boolean') return true;
  const allowed = answerEnum(key);
  if (allowed) return allowed.at(-1) ?? '';
  const option = questionOptions(question, answers, NOW).find((o) => o.value !== '');
  if (option) return option.value;
  switch (question.widget) {
    case 'date':
      return '2007-04-12';
    case 'phone':
      return '(303) 555-0100';
    case 'email':
      return 'applicant@example.edu';
    case 'ssn':
      return '123-45-6789';
    default:
      return 'Sample answer';
  }
}

/** Every question of every page answered, each code with its label in `<key>_desc`. */
function completeAnswers(): Answers {
  const answers: Answers = { ...emptyAnswers() };
  for (const pageId of PAGE_IDS) {
    forEachQuestion(pages[pageId].nodes, (node: QuestionNode | ConfirmSwapNode) => {
      if (node.kind === 'confirmSwap') {
        answers[node.key] = true;
        return;
      }
      const keys = node.widget === 'checkgroup' ? (node.items ?? []).map((i) => i.key) : [node.key];
      for (const key of keys) {
        const value = sampleAnswer(node, key, answers);
        answers[key] = value;
        if (`${key}_desc` in answers && typeof value === 'string')
          answers[`${key}_desc`] = optionLabel(questionOptions(node, answers, NOW), value);
      }
    });
  }
  return answers;
}

function expectReadableMessages(errors: ErrorMap): void {
  for (const [key, messages] of Object.entries(errors)) {
    for (const message of messages) {
      // An AJV default ("must be string") means a rule without its errorMessage.
      expect(message, key).not.toBe('');
      expect(message, key).not.toMatch(/^must |\{site\./);
    }
  }
}

describe.each([
  ['empty', (): Answers => emptyAnswers()],
  ['complete', completeAnswers],
])('the shipped forms over a %s answer set', (_name, answersOf) => {
  it.each(PAGE_IDS)('%s: hides, validates and prints without throwing', (pageId) => {
    const answers = answersOf();
    const { hiddenKeys } = visibilityOf(pages[pageId], answers);
    const errors = validatePage(pageId, answers, NOW);
    expectReadableMessages(errors);
    for (const key of Object.keys(errors)) expect(hiddenKeys.has(key), key).toBe(false);
    forEachQuestion(pages[pageId].nodes, (node) => {
      if (node.kind === 'question')
        expect(() => printLines(node, answers, 'file', 'en')).not.toThrow();
    });
  });

  it('validates the whole application without throwing', () => {
    expectReadableMessages(validateApplication(answersOf(), NOW));
  });
});
