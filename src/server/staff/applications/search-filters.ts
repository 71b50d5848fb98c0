import type { SearchQuery } from '../../../contracts/staff-search';
import { NO_DECISION } from '../../../contracts/staff-search';
import { isCalendarDate } from '../../../engine';
import { HttpError } from '../../http-error';
import { officeDecision } from '../review/decisions';
import { firstQueue, queueOption } from '../review/queues';
import type { ListFilters } from '../../repositories/application-listing';

export const BAD_DAY = 'A date must be a day that exists, written YYYY-MM-DD.';
export const BAD_DECISION = 'This is not a decision the office makes.';
export const NO_SUCH_QUEUE = 'No queue has this id.';

/** A day of the calendar PostgreSQL takes (it has no year 0); 400 for any other. */
export function realDay(day: string | undefined): string | undefined {
  if (day !== undefined && (!isCalendarDate(day) || day < '0001'))
    throw new HttpError(400, BAD_DAY);
  return day;
}

/** A decision of site.json's, or none; 400 for anything else. */
function knownDecision(decision: string | undefined): string | undefined {
  if (decision !== undefined && decision !== NO_DECISION && !officeDecision(decision))
    throw new HttpError(400, BAD_DECISION);
  return decision;
}

/** A queue of site.json's, marked when it is the first (which holds the unmoved); 400 else. */
function knownQueue(queue: string | undefined): ListFilters['queue'] {
  if (queue === undefined) return undefined;
  if (!queueOption(queue)) throw new HttpError(400, NO_SUCH_QUEUE);
  return { id: queue, first: queue === firstQueue() };
}

export type SearchFilters = Omit<ListFilters, 'limit' | 'after'>;

/**
 * A search as the listing reads it, for the staff member `staffId` (whom "me" means): days,
 * the decision and the queue checked, an empty term as none.
 */
export function searchFilters(query: SearchQuery, staffId: string): SearchFilters {
  return {
    q: query.q,
    status: query.status,
    entryTerm: query.entry_term || undefined,
    submittedFrom: realDay(query.submitted_from),
    submittedTo: realDay(query.submitted_to),
    checklist: query.checklist,
    decision: knownDecision(query.decision),
    sort: query.sort,
    queue: knownQueue(query.queue),
    assigneeId: query.assignee === 'me' ? staffId : query.assignee,
  };
}

/** What the audit keeps of a search: every part, empty when not asked for. */
export function searchAuditDetail(query: SearchQuery): Record<string, string> {
  return {
    q: query.q ?? '',
    status: query.status ?? '',
    entry_term: query.entry_term ?? '',
    submitted_from: query.submitted_from ?? '',
    submitted_to: query.submitted_to ?? '',
    checklist: query.checklist ?? '',
    decision: query.decision ?? '',
    sort: query.sort ?? '',
    queue: query.queue ?? '',
    assignee: query.assignee ?? '',
  };
}
