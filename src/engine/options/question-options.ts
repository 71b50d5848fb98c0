// The options a select, radio or conditional select shows right now, whatever way the
// definition gives them (inline, named list, generated years, or by a controlling answer).
import type { Answers, Option, QuestionNode } from '../types';
import { generateYears } from './generate-years';
import { optionList } from './option-list';

/** A named list's options: the engine's own lists, or another definition set's (forms:impact). */
export type ListLookup = (name: string) => readonly Option[];

/** `lists` is left out everywhere but where another definition set is judged. */
export function questionOptions(
  question: QuestionNode,
  answers: Answers = {},
  now: Date = new Date(),
  lists: ListLookup = optionList,
): readonly Option[] {
  const resolve = (source: string | Option[] | undefined): readonly Option[] =>
    source === undefined ? [] : typeof source === 'string' ? lists(source) : source;
  if (question.widget === 'conditionalSelect') {
    const controlling = answers[question.controlledBy ?? ''];
    if (typeof controlling !== 'string' || controlling === '') return [];
    return resolve(question.optionsByValue?.[controlling]);
  }
  if (question.options) return question.options;
  if (question.optionList) return lists(question.optionList);
  if (question.years) {
    const { startOffset = 0, count, direction } = question.years;
    return generateYears({ start: now.getFullYear() + startOffset, count, direction });
  }
  return [];
}

/** The label to store in key_desc for a chosen value ('' when the value is not listed). */
export function optionLabel(options: readonly Option[], value: string): string {
  if (value === '') return '';
  return options.find((o) => o.value === value)?.label ?? '';
}
