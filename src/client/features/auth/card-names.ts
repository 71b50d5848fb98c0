/** The card names: headings, and the titles of their error toasts ("<card name> Error"). */
export const CARD_NAMES = {
  login: 'Log In',
  signup: 'Sign Up',
  confirm: 'Confirm Your Account',
  forgot: 'Forgot Password',
  reset: 'Reset Password',
} as const;

export const RESEND_ERROR_TITLE = 'Resend Confirmation Code Error';

export function errorTitle(cardName: string): string {
  return `${cardName} Error`;
}
