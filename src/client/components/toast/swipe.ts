import { TOAST_SWIPE_THRESHOLD } from '../../app/constants';

/** A toast dragged sideways by at least the threshold (50 px) is dismissed. */
export function isSwipeDismiss(
  startX: number,
  endX: number,
  threshold = TOAST_SWIPE_THRESHOLD,
): boolean {
  return Math.abs(endX - startX) >= threshold;
}
