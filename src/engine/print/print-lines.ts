import type { FormLanguage } from '../definitions/translations';
import { printedDate } from '../format/typed-dates';
import { isEmptyAnswer } from '../model/answer-keys';
import { optionLabel, questionOptions } from '../options/question-options';
import type { Answers, QuestionNode } from '../types';

// The staff print view and the application PDF print answers by these rules (spec section 6).

export const CHECKED = '[X]';
export const UNCHECKED = '[ ]';

export function checkboxMark(value: string | boolean | undefined): string {
  return value === true ? CHECKED : UNCHECKED;
}

function text(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** True when the question has an answer worth printing ("hide unanswered" leaves the rest out). */
export function isAnswered(
  question: QuestionNode,
  answers: Answers,
  hasDocument: boolean,
): boolean {
  if (question.widget === 'checkgroup')
    return (question.items ?? []).some((item) => answers[item.key] === true);
  if (question.widget === 'file') return hasDocument;
  return !isEmptyAnswer(answers[question.key]);
}

/**
 * The printed answer of one question: the chosen label of a code (the definitions' own, so in
 * the reader's language), [X]/[ ] for boxes (one line
 * per box of a check group), a school with its code, a date in the order of `language`, the
 * reader's (the applicant's own; English for staff). A file question prints `documentLine`,
 * which each medium words for itself (attached or not; the PDF names the file).
 */
export function printLines(
  question: QuestionNode,
  answers: Answers,
  documentLine: string,
  language: FormLanguage,
): string[] {
  const value = answers[question.key];
  switch (question.widget) {
    case 'checkbox':
      return [`${checkboxMark(value)} ${question.label}`];
    case 'checkgroup':
      return (question.items ?? []).map(
        (item) => `${checkboxMark(answers[item.key])} ${item.label}`,
      );
    case 'file':
      return [documentLine];
    case 'date':
      return [printedDate(text(value), language)];
    case 'select':
    case 'radio':
    case 'conditionalSelect': {
      const code = text(value);
      const desc = text(answers[`${question.key}_desc`]);
      // The reader's language (staff read English, the applicant their own); the stored
      // companion was written in the applicant's, and names a code no longer offered.
      return [optionLabel(questionOptions(question, answers), code) || desc || code];
    }
    case 'autocomplete': {
      const codeKey = question.autocomplete?.fills.id;
      const code = codeKey && codeKey !== question.key ? text(answers[codeKey]) : '';
      return [code ? `${text(value)} (${code})` : text(value)];
    }
    default:
      return [text(value)];
  }
}
