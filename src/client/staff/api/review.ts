import type {
  Checklist,
  Note,
  Notes,
  StaffDecision,
  StaffDecisionState,
} from '../../../contracts/staff-review';
import type { MaterialStatus } from '../../../engine';
import { staffRequest } from './staff-request';

const base = (id: string) => `/staff/api/applications/${encodeURIComponent(id)}`;

export const notesKey = (id: string) => ['staff', 'application', id, 'notes'] as const;
export const checklistKey = (id: string) => ['staff', 'application', id, 'checklist'] as const;
export const decisionKey = (id: string) => ['staff', 'application', id, 'decision'] as const;

export const fetchNotes = (id: string) => staffRequest<Notes>('GET', `${base(id)}/notes`);
export const addNote = (id: string, text: string) =>
  staffRequest<Note>('POST', `${base(id)}/notes`, { body: { text } });

export const fetchChecklist = (id: string) =>
  staffRequest<Checklist>('GET', `${base(id)}/checklist`);
export const markChecklistItem = (id: string, item: string, status: MaterialStatus) =>
  staffRequest<Checklist>('PUT', `${base(id)}/checklist/${encodeURIComponent(item)}`, {
    body: { status },
  });

export const fetchDecision = (id: string) =>
  staffRequest<StaffDecisionState>('GET', `${base(id)}/decision`);
export const recordDecision = (
  id: string,
  body: { decision: string; letter: string; release_at?: string },
) => staffRequest<StaffDecision>('PUT', `${base(id)}/decision`, { body });
