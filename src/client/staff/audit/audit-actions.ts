/**
 * What each audited action is, in words; an action not named here (a newer one) shows as
 * recorded. The audit's action filter offers these.
 */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in refused',
  sign_out: 'Signed out',
  welcome: 'Accepted an invitation',
  invite: 'Invited a staff member',
  disable: 'Disabled a staff member',
  role_change: 'Changed a role',
  dashboard: 'Opened the dashboard',
  search: 'Searched the applications',
  read: 'Opened an application',
  download_pdf: 'Downloaded the PDF',
  download_document: 'Downloaded a document',
  export: 'Exported CSV',
  save_search: 'Saved a search',
  delete_search: 'Deleted a saved search',
  share_link: 'Made a share link',
  list_share_links: 'Listed share links',
  revoke_share_link: 'Revoked a share link',
  read_notes: 'Read the notes',
  add_note: 'Added a note',
  read_checklist: 'Read the checklist',
  checklist_mark: 'Marked a checklist item',
  read_decision: 'Read the decision',
  decision: 'Recorded a decision',
  read_queues: 'Read the queues',
  read_queue: 'Read the queue and readers',
  queue_move: 'Moved to a queue',
  assign: 'Assigned a reader',
  unassign: 'Unassigned a reader',
  read_my_queue: 'Opened their queue',
  read_reviews: 'Read the reviews',
  review: 'Submitted a review',
  forms_impact: 'Checked a form change',
};

export const actionText = (action: string): string => AUDIT_ACTIONS[action] ?? action;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `key: value` pairs of an entry's detail that say something (empty search parts left out); a
 * part that is itself a search (an assignment by search names its search) in brackets, the same.
 */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => {
      if (typeof value === 'string') return `${key}: ${value}`;
      if (isRecord(value)) return `${key}: (${detailText(value)})`;
      return `${key}: ${JSON.stringify(value)}`;
    })
    .join(', ');
}
