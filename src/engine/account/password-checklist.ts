// The password requirements of sign-up and reset (spec section 5), as the live checklist shows
// them: inactive while the password is empty, then error or success per item.
import { PASSWORD_MIN_LENGTH } from '../constants';

export type ChecklistStatus = 'inactive' | 'error' | 'success';

export interface ChecklistItem {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'whitespace';
  label: string;
  passed: boolean;
  status: ChecklistStatus;
  /** The message shown under the field when this requirement fails on submit. */
  message: string;
}

const REQUIREMENTS: readonly {
  id: ChecklistItem['id'];
  label: string;
  message: string;
  test: (p: string) => boolean;
}[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter',
    message: 'Password must contain an uppercase letter.',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter',
    message: 'Password must contain a lowercase letter.',
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    label: 'A number',
    message: 'Password must contain a number.',
    test: (p) => /\d/.test(p),
  },
  {
    id: 'special',
    label: 'A special character, such as ! @ # $ %',
    message: 'Password must contain a special character, such as ! @ # $ %.',
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
  },
  {
    id: 'whitespace',
    label: 'No spaces at the beginning or end',
    message: 'Password must not begin or end with a space.',
    test: (p) => p === p.trim(),
  },
];

export function passwordChecklist(password: string): ChecklistItem[] {
  return REQUIREMENTS.map(({ id, label, message, test }) => {
    const passed = test(password);
    const status: ChecklistStatus = password === '' ? 'inactive' : passed ? 'success' : 'error';
    return { id, label, message, passed, status };
  });
}

/** The messages of the failed requirements, in checklist order. */
export function passwordProblems(password: string): string[] {
  return passwordChecklist(password)
    .filter((item) => !item.passed)
    .map((item) => item.message);
}
