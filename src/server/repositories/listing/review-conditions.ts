import { NO_DECISION } from '../../../contracts/staff-search';
import { DOCUMENT_ANSWERED, site, type MaterialItem } from '../../../engine';

type Param = (value: unknown) => string;

// Each condition is `applicants.id IN (a subquery that does not read the row)`: PostgreSQL
// reads such a subquery once into a hash, wherever it stands (under NOT or OR, in the
// dashboard's FILTER clauses), where a correlated EXISTS there ran once per row (2 s for the
// dashboard at 100,000 applications).

/**
 * A required checklist item in hand, as SQL on an `applicants` row: the engine's rule
 * (checklistStates) in the database's words, so a list can filter on it. Waived or received by
 * staff, or for a document item its upload finished and its answer ANSWERED (documentAttached).
 */
function itemInHand(item: MaterialItem, param: Param): string {
  const marked = `applicants.id IN (SELECT m.applicant_id FROM checklist_marks m
    WHERE m.item_id = ${param(item.id)} AND m.status IN ('received', 'waived'))`;
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
  if (decision === NO_DECISION)
    return 'applicants.id NOT IN (SELECT d.applicant_id FROM decisions d)';
  return `applicants.id IN (SELECT d.applicant_id FROM decisions d
    WHERE d.decision = ${param(decision)})`;
}
