// What the account calls (spec section 7, /public) answer, word for word. The server sends them
// in English; the cards show each by its catalogue key (`reply.<name>`) in the language read.
export const ACCOUNT_REPLIES = {
  signupSent: 'Thank you. We have sent a confirmation code to your email address.',
  resendSent:
    'If that email address has an account waiting for confirmation, we have sent it a new code.',
  confirmed: 'Your account has been confirmed. Please log in.',
  /** After a contested sign-up the code proves the mailbox, not which password is its owner's. */
  confirmedChoosePassword:
    'Your account has been confirmed. Choose your password with "Forgot password?" on the Log In page.',
  /** One message for a wrong, expired, used or exhausted code and an unknown address alike. */
  badCode:
    'That confirmation code is not valid. Check the code in your email, or request a new one.',
  forgotSent: 'If that email address has an account, we have sent it a link to reset the password.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  badResetLink: 'This password reset link is not valid or has expired. Please request a new one.',
  /**
   * One answer for a wrong password, an unknown address and an account not confirmed yet, so
   * that no sequence of public calls tells which addresses have an account.
   */
  badLogin: 'The email address or password is incorrect.',
  loggedIn: 'You are logged in.',
} as const;
