import type { WebStatus } from '../../features/session/web-status';

export type Greeting =
  | { kind: 'thanks'; name: string }
  | { kind: 'first-login' }
  | { kind: 'welcome-back' }
  | { kind: 'hello' };

export interface GreetingContext {
  is_logged_in: boolean;
  web_status: WebStatus | null;
  has_changed_page: boolean;
  num_logins: number;
  /** The preferred name, else the first name (from the engine's answer helpers). */
  name: string;
}

/**
 * The header banner of spec sections 1 and 4: submitted shows the thank-you and hides the
 * other rules; nothing while validating; "Hello!" when logged out; "You're in!" on the first
 * login and "Welcome back!" later, until the user changes page.
 */
export function greetingFor(context: GreetingContext): Greeting | null {
  if (context.web_status === 'submitted') return { kind: 'thanks', name: context.name };
  if (context.web_status === 'validating') return null;
  if (!context.is_logged_in) return { kind: 'hello' };
  if (context.has_changed_page || context.num_logins < 1) return null;
  return context.num_logins === 1 ? { kind: 'first-login' } : { kind: 'welcome-back' };
}
