/**
 * The engine's account rules (spec section 5), imported from their own modules so the cards'
 * chunks stay small: the cards never need the form definitions.
 */
export {
  validateConfirmation,
  validateForgot,
  validateLogin,
  validateResend,
  validateResetPassword,
  validateSignup,
} from '../../../engine/account/account-rules';
export { CODE_LENGTH } from '../../../engine/constants';
