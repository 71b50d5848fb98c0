import { describe, expect, it } from 'vitest';
import { completeApplication } from '../fixtures/complete-application';
import { completeApplicationView } from '../test-support/complete-view';
import { NOW } from '../test-support/page-cases';
import { applicationProgress } from './application-progress';
import { stepState, type ScopeFacts, type StepState } from './step-state';

const facts = (over: Partial<ScopeFacts>): ScopeFacts => ({
  answered: 0,
  withErrors: 0,
  submitAttempted: false,
  ...over,
});

describe('stepState: the rule', () => {
  const cases: [string, Partial<ScopeFacts>, StepState][] = [
    ['nothing answered, nothing required', {}, 'Not started'],
    ['nothing answered, required questions unanswered', { withErrors: 3 }, 'Not started'],
    [
      'something answered, a required question unanswered',
      { answered: 2, withErrors: 1 },
      'In progress',
    ],
    ['something answered, no message', { answered: 5 }, 'Completed'],
    // Before a Submit no message is shown (the spec validates for display only then).
    ['an answer the rules reject, before a Submit', { answered: 2, withErrors: 1 }, 'In progress'],
    [
      'only answers the rules reject, before a Submit',
      { answered: 1, withErrors: 1 },
      'In progress',
    ],
    [
      'after a Submit, an answer the rules reject',
      { answered: 2, withErrors: 1, submitAttempted: true },
      'Needs attention',
    ],
    [
      'after a Submit, a required question unanswered',
      { answered: 2, withErrors: 1, submitAttempted: true },
      'Needs attention',
    ],
    [
      'after a Submit, nothing answered and something required',
      { withErrors: 1, submitAttempted: true },
      'Needs attention',
    ],
    [
      'after a Submit, nothing answered and nothing required',
      { submitAttempted: true },
      'Not started',
    ],
    [
      'after a Submit, all answered without messages',
      { answered: 4, submitAttempted: true },
      'Completed',
    ],
  ];
  it.each(cases)('%s', (_name, over, expected) => {
    expect(stepState(facts(over))).toBe(expected);
  });
});

describe('applicationProgress: states from the answers', () => {
  const view = completeApplicationView();
  const progress = (answers: Record<string, string | boolean>, submitAttempted = false) =>
    applicationProgress(answers, view, { now: NOW, submitAttempted });

  it('an empty application has not been started anywhere', () => {
    const { pages, sections } = progress({});
    expect(pages).toEqual({
      about: 'Not started',
      education: 'Not started',
      'final-steps': 'Not started',
    });
    expect(sections.personal).toBe('Not started');
    expect(sections.certification).toBe('Not started');
  });

  it('a complete application is completed on every page and section on screen', () => {
    const { pages, sections } = progress(completeApplication(), true);
    expect(Object.values(pages)).toEqual(['Completed', 'Completed', 'Completed']);
    expect(sections.personal).toBe('Completed');
    expect(sections.plans).toBe('Completed');
    expect(sections.certification).toBe('Completed');
  });

  it('a name typed makes its page and section in progress, and the rest stays not started', () => {
    const { pages, sections } = progress({ first_name: 'Ada' });
    expect(pages.about).toBe('In progress');
    expect(sections.personal).toBe('In progress');
    expect(sections.address).toBe('Not started');
    expect(pages.education).toBe('Not started');
  });

  it('a rejected answer or anything missing needs attention only after a Submit', () => {
    const rejected = { ...completeApplication(), phone_home: '(123) 456-7890' };
    const typed = progress(rejected);
    expect(typed.pages.about).toBe('In progress');
    expect(typed.sections.personal).toBe('In progress');
    expect(typed.sections.address).toBe('Completed');
    expect(progress(rejected, true).pages.about).toBe('Needs attention');
    expect(progress(rejected, true).sections.personal).toBe('Needs attention');
    expect(progress(rejected, true).sections.address).toBe('Completed');
    const missing = { ...completeApplication(), signature: '' };
    expect(progress(missing).pages['final-steps']).toBe('In progress');
    expect(progress(missing, true).pages['final-steps']).toBe('Needs attention');
    expect(progress(missing, true).sections.certification).toBe('Needs attention');
    expect(progress(missing, true).sections.background).toBe('Completed');
  });

  it('answers a condition hides do not count', () => {
    const { sections } = progress({
      mailing_addr_same_as_perm_addr: true,
      mailing_city: 'Boulder',
    });
    expect(sections.mailing).toBe('Not started');
  });
});
