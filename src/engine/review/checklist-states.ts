// The state of each checklist item (issue 33): the one rule the staff workspace and the
// applicant's status page read, from plain data (answers, view state, finished uploads, staff
// marks). A document item whose question the application does not show is not listed.
import { controlState } from '../control/control-state';
import type { Answers, MaterialItem, ViewState } from '../types';

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
  /** The application's stored view state: the tab chosen decides which document is asked for. */
  view: ViewState;
  /** Document questions with a finished upload (a converted document held), and when. */
  uploads: Readonly<Record<string, string>>;
  marks: Readonly<Record<string, MaterialMark>>;
}

/**
 * A document item is listed only while its question is shown, by the control state the
 * application's printed copy and its documents on the status page use: one a condition hides,
 * or under a tab not chosen, does not apply. Then waived by staff wins; otherwise a
 * document item is received once its upload is finished; otherwise the staff's mark (received
 * by other means, or missing) stands; otherwise missing.
 */
export function checklistStates({
  items,
  answers,
  view,
  uploads,
  marks,
}: ChecklistInput): MaterialState[] {
  const { documents } = controlState('all', {
    answers,
    view,
    audience: 'print',
    documents: new Set(Object.keys(uploads)),
  });
  const shown = new Map(documents.filter((d) => d.shown).map((d) => [d.key, d]));
  const applies = ({ satisfiedBy }: MaterialItem) =>
    satisfiedBy === 'manual' || shown.has(satisfiedBy);
  return items.filter(applies).map(({ id, label, required, satisfiedBy }) => {
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
    if (shown.get(satisfiedBy)?.attached)
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
