// The state of each checklist item (issue 33): the one rule the staff workspace and the
// applicant's status page read, from plain data (answers, finished uploads, staff marks).
import { documentAttached } from '../control/document-attached';
import type { Answers, MaterialItem } from '../types';

export const MATERIAL_STATUSES = ['received', 'missing', 'waived'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];

/** Each state in words, as staff and the applicant read it. */
export const MATERIAL_STATUS_TEXT: Readonly<Record<MaterialStatus, string>> = {
  received: 'Received',
  missing: 'Missing',
  waived: 'Waived',
};

/** What a staff member set on an item, by whom and when. */
export interface MaterialMark {
  status: MaterialStatus;
  by: string;
  at: string;
}

export interface MaterialState {
  id: string;
  label: string;
  required: boolean;
  status: MaterialStatus;
  /** The staff member whose mark decided the state; null when the answers did. */
  updated_by: string | null;
  updated_at: string | null;
}

export interface ChecklistInput {
  items: readonly MaterialItem[];
  answers: Answers;
  /** Document questions with a finished upload (a converted document held), and when. */
  uploads: Readonly<Record<string, string>>;
  marks: Readonly<Record<string, MaterialMark>>;
}

/**
 * Waived by staff wins; otherwise a document item is received once its upload is finished;
 * otherwise the staff's mark (received by other means, or missing) stands; otherwise missing.
 */
export function checklistStates({
  items,
  answers,
  uploads,
  marks,
}: ChecklistInput): MaterialState[] {
  const held = new Set(Object.keys(uploads));
  return items.map(({ id, label, required, satisfiedBy }) => {
    const mark = marks[id];
    const byMark = (status: MaterialStatus) => ({
      id,
      label,
      required,
      status,
      updated_by: mark?.by ?? null,
      updated_at: mark?.at ?? null,
    });
    if (mark?.status === 'waived') return byMark('waived');
    if (satisfiedBy !== 'manual' && documentAttached(answers, satisfiedBy, held))
      return {
        id,
        label,
        required,
        status: 'received',
        updated_by: null,
        updated_at: uploads[satisfiedBy] ?? null,
      };
    return byMark(mark?.status ?? 'missing');
  });
}
