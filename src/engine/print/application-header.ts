// The lines that open the staff print view and every application PDF (issue 14): whose
// application it is, where it stands and how to refer to it, written once for both.
import type { WebStatus } from '../constants';
import type { FormLanguage } from '../definitions/translations';
import { formatTime } from '../format/time';
import type { Answers } from '../types';

export interface ApplicationFacts {
  answers: Answers;
  username: string;
  /** The latest web status, undefined before the first. */
  status: WebStatus | undefined;
  submittedAt: Date | string | null;
  reference: string;
}

/** The header's words: English for staff; the applicant's PDF passes its language's. */
export interface HeaderWords {
  applicant: string;
  email: string;
  status: string;
  submitted: string;
  reference: string;
  noName: string;
  notSubmitted: string;
  notStarted: string;
  started: string;
  validating: string;
  /** The status "submitted". */
  isSubmitted: string;
  /** Dates in the reader's locale (en-US, es-419). */
  locale: string;
}

export const ENGLISH_HEADER_WORDS: HeaderWords = {
  applicant: 'Applicant',
  email: 'E-mail',
  status: 'Status',
  submitted: 'Submitted',
  reference: 'Reference',
  noName: '(no name given)',
  notSubmitted: 'Not submitted yet',
  notStarted: 'Not started',
  started: 'Started',
  validating: 'Validating',
  isSubmitted: 'Submitted',
  locale: 'en-US',
};

/** Where an application stands, in words (the print view's header, the staff list). */
export function webStatusText(
  status: WebStatus | null | undefined,
  words: HeaderWords = ENGLISH_HEADER_WORDS,
): string {
  if (!status) return words.notStarted;
  return status === 'submitted' ? words.isSubmitted : words[status];
}

function fullName(answers: Answers): string {
  return ['first_name', 'middle_name', 'last_name']
    .map((key) => answers[key])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim())
    .join(' ');
}

/** Label and value pairs, in the order they are shown. */
export function applicationHeader(
  facts: ApplicationFacts,
  words: HeaderWords = ENGLISH_HEADER_WORDS,
): { label: string; value: string }[] {
  const submittedAt = facts.submittedAt;
  return [
    { label: words.applicant, value: fullName(facts.answers) || words.noName },
    { label: words.email, value: facts.username },
    { label: words.status, value: webStatusText(facts.status, words) },
    {
      label: words.submitted,
      value: submittedAt ? formatTime(submittedAt, undefined, words.locale) : words.notSubmitted,
    },
    { label: words.reference, value: facts.reference },
  ];
}

/** The languages an application is read in, named in the workspace's English (issue 32). */
export const LANGUAGE_NAMES: Record<FormLanguage, string> = { en: 'English', es: 'Spanish' };

/**
 * The staff's line on the language of an application ("Submitted in Spanish."), on its page in
 * the workspace and in the staff's PDF copies: staff read both in English, and a Spanish
 * applicant's typed answers are then no surprise.
 */
export function applicationLanguageLine(language: FormLanguage, submitted: boolean): string {
  return `${submitted ? 'Submitted in' : 'Being answered in'} ${LANGUAGE_NAMES[language]}.`;
}
