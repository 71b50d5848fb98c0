/**
 * Moves focus to the field of an answer key (its DOM id), scrolled into the middle of the view
 * so its label and message are visible too. False when the field is not on the page (yet).
 */
export function focusField(key: string): boolean {
  const element = document.getElementById(key);
  if (!element) return false;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
  return true;
}
