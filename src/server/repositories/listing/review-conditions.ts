import { NO_DECISION } from '../../../contracts/staff-search';
import { DOCUMENT_ANSWERED, site, type MaterialItem } from '../../../engine';

type Param = (value: unknown) => string;

// The office's state is read from the applicants row (checklist_marked, moved_to_queue, decided:
// copies that migration 200's triggers keep with their source tables), so the dashboard's counts
// are one pass with no probe of another table per row. An upload's part of the checklist still
// reads the answers: `applicants.id IN (a subquery that does not read the row)`, which PostgreSQL
// reads once into a hash wherever it stands (under NOT or OR, in the dashboard's FILTER clauses).

/**
 * A required checklist item in hand, as SQL on an `applicants` row: the engine's rule
 * (checklistStates) in the database's words, so a list can filter on it. Waived or received by
 * staff, or for a document item its upload finished and its answer ANSWERED (documentAttached).
 */
function itemInHand(item: MaterialItem, param: Param): string {
  const marked = `${param(item.id)} = ANY (applicants.checklist_marked)`;
  if (item.satisfiedBy === 'manual') return marked;
  const key = param(item.satisfiedBy);
  const uploaded = `applicants.id IN (SELECT d.applicant_id FROM document_answers d
    JOIN answers s ON s.applicant_id = d.applicant_id
    WHERE d.answer_key = ${key} AND s.data ->> ${key} = ${param(DOCUMENT_ANSWERED)})`;
  return `(${marked} OR ${uploaded})`;
}

/** Every required item in hand (complete), or some missing (incomplete). */
export function checklistCondition(complete: boolean, param: Param): string {
  const items = site.checklist.filter((item) => item.required);
  const all =
    items.length > 0 ? items.map((item) => itemInHand(item, param)).join(' AND ') : 'TRUE';
  return complete ? `(${all})` : `NOT (${all})`;
}

/** Decided so (the decision recorded, released or not), or without a decision. */
export function decisionCondition(decision: string, param: Param): string {
  if (decision === NO_DECISION) return 'applicants.decided IS NULL';
  return `applicants.decided = ${param(decision)}`;
}
