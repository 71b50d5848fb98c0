// The lines that open the staff print view and every application PDF (issue 14): whose
// application it is, where it stands and how to refer to it, written once for both.
import type { WebStatus } from '../constants';
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

const STATUS_TEXT: Record<WebStatus, string> = {
  started: 'Started',
  validating: 'Validating',
  submitted: 'Submitted',
};

/** Where an application stands, in words (the print view's header, the staff list). */
export function webStatusText(status: WebStatus | null | undefined): string {
  return status ? STATUS_TEXT[status] : 'Not started';
}

function fullName(answers: Answers): string {
  return ['first_name', 'middle_name', 'last_name']
    .map((key) => answers[key])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim())
    .join(' ');
}

/** Label and value pairs, in the order they are shown. */
export function applicationHeader(facts: ApplicationFacts): { label: string; value: string }[] {
  return [
    { label: 'Applicant', value: fullName(facts.answers) || '(no name given)' },
    { label: 'E-mail', value: facts.username },
    { label: 'Status', value: webStatusText(facts.status) },
    {
      label: 'Submitted',
      value: facts.submittedAt ? formatTime(facts.submittedAt) : 'Not submitted yet',
    },
    { label: 'Reference', value: facts.reference },
  ];
}
