// Who is looking (spec section 6, "Roles and permissions"): what each may do decides the tabs in
// effect and whether entries may be added or removed. The pages, the print view and the PDF
// pass their audience; none of them decides these rights itself.
import type { ViewState } from '../types';

/**
 * visitor: not logged in; applicant: logged in, editing; staff: the service user's read-only
 * view; print: a printed copy (the PDF, check your answers) of a logged-in applicant's answers.
 */
export const AUDIENCES = ['visitor', 'applicant', 'staff', 'print'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Only a logged-in applicant edits: adds and removes entries, chooses tabs, uploads. */
export function audienceEdits(audience: Audience): boolean {
  return audience === 'applicant';
}

/** The spec: "Not-logged-in users see only the default tab", whatever is stored. */
export function storedTabsApply(audience: Audience): boolean {
  return audience !== 'visitor';
}

const DEFAULT_TABS: Record<string, string> = {};

/**
 * The view state the engine shows, validates and prints with for this audience: a visitor's
 * tab choices are dropped. The maps keep their identity, so a memoised selector still hits.
 */
export function viewFor(view: ViewState, audience: Audience): ViewState {
  return storedTabsApply(audience) ? view : { tabs: DEFAULT_TABS, addAnother: view.addAnother };
}
