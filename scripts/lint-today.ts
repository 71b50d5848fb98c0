// Today for lint-forms' rule on entry terms already begun; LINT_FORMS_TODAY=YYYY-MM-DD pins it.
export function today(): Date {
  const pinned = process.env.LINT_FORMS_TODAY;
  return pinned ? new Date(`${pinned}T12:00:00Z`) : new Date();
}
