import type { Answers } from '../../engine';

/** What one page hands the next in navigation state (spec section 2). */
export interface AppLocationState {
  /** A visitor's answers, carried to /login and /signup by Sign In and Create Account. */
  answers?: Answers;
  /** /confirm and /login: the account just signed up, confirmed or reset. */
  username?: string;
  /** /login: shown as an error (invalid session, inactivity). */
  errorMessage?: string;
  /** /login: shown as a notice (logged out, account confirmed, password reset). */
  message?: string;
  /** Application pages: shown as a success toast by the location validator. */
  successMessage?: string;
  /** The visitor's saved draft, carried from sign-up or the e-mail link to the login. */
  draftToken?: string;
  /** Application pages: Save & Continue goes back to this path (a Change link of /review). */
  returnTo?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function answersOf(value: unknown): Answers | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const answers: Answers = {};
  for (const [key, answer] of Object.entries(value)) {
    if (typeof answer === 'string' || typeof answer === 'boolean') answers[key] = answer;
  }
  return answers;
}

/** Reads history state defensively: it survives reloads and may come from an older build. */
export function readLocationState(state: unknown): AppLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const result: AppLocationState = {};
  const answers = answersOf(record.answers);
  if (answers) result.answers = answers;
  for (const key of [
    'username',
    'errorMessage',
    'message',
    'successMessage',
    'draftToken',
    'returnTo',
  ] as const) {
    const value = text(record[key]);
    if (value) result[key] = value;
  }
  return result;
}
