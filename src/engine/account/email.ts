// The e-mail pattern of the account forms; the page schemas use the same pattern for the
// parent and counselor e-mails (a test keeps them equal).

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
