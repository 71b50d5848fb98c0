import { NO_DECISION } from '../../../contracts/staff-search';
import { DOCUMENT_ANSWERED, site, type MaterialItem } from '../../../engine';

type Param = (value: unknown) => string;

/**
 * A required checklist item in hand, as SQL on an `applicants` row: the engine's rule
 * (checklistStates) in the database's words, so a list can filter on it. Waived or received by
 * staff, or for a document item its upload finished and its answer ANSWERED (documentAttached).
 */
function itemInHand(item: MaterialItem, param: Param): string {
  const marked = `EXISTS (SELECT 1 FROM checklist_marks m WHERE m.applicant_id = applicants.id
    AND m.item_id = ${param(item.id)} AND m.status IN ('received', 'waived'))`;
  if (item.satisfiedBy === 'manual') return marked;
  const key = param(item.satisfiedBy);
  const uploaded = `(EXISTS (SELECT 1 FROM document_answers d WHERE d.applicant_id = applicants.id
      AND d.answer_key = ${key})
    AND (SELECT s.data ->> ${key} FROM answers s WHERE s.applicant_id = applicants.id)
      = ${param(DOCUMENT_ANSWERED)})`;
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
    return 'NOT EXISTS (SELECT 1 FROM decisions d WHERE d.applicant_id = applicants.id)';
  return `EXISTS (SELECT 1 FROM decisions d WHERE d.applicant_id = applicants.id
    AND d.decision = ${param(decision)})`;
}
