/** The controls an applicant types into or changes in place; buttons and links are not among them. */
const FIELD =
  'input:not([type="button"], [type="submit"], [type="reset"]), select, textarea, [contenteditable]:not([contenteditable="false"])';

/**
 * True when the applicant is working in a field. The error summary (an assertive alert, so it
 * is announced anyway) may then appear late, its code arriving after the page, but must not
 * take the focus: the keys typed next would be lost.
 */
export function fieldHasCaret(active: Element | null): boolean {
  return active !== null && active.matches(FIELD);
}
