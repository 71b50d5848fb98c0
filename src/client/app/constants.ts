/** The business constants the client uses (spec section 9), from the engine's one list. */
export {
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_PROMPT_MS,
  TOAST_DEFAULT_MS as TOAST_DURATION_MS,
  TOAST_ERROR_MS as TOAST_ERROR_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  TOAST_HOTKEY,
} from '../../engine/constants';
