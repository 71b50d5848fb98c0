import { randomUUID } from 'node:crypto';
import type { Note } from '../../../contracts/staff-review';
import type { Queryable } from '../../db/database';
import { staffNotesRepository, type NoteRow } from '../../repositories/staff-notes';

const toNote = (row: NoteRow): Note => ({
  id: row.id,
  text: row.text,
  author: row.author,
  created_at: new Date(row.created_at).toISOString(),
});

/** An application's internal notes, oldest first. */
export async function listNotes(db: Queryable, applicantId: string): Promise<Note[]> {
  return (await staffNotesRepository(db).of(applicantId)).map(toNote);
}

/** Adds a note by a staff member and returns it as listed. */
export async function addNote(
  db: Queryable,
  note: { applicantId: string; staff: { id: string; username: string }; text: string; now: Date },
): Promise<Note> {
  const id = randomUUID();
  await staffNotesRepository(db).add({
    id,
    applicantId: note.applicantId,
    staffId: note.staff.id,
    text: note.text,
    now: note.now,
  });
  return toNote({ id, text: note.text, author: note.staff.username, created_at: note.now });
}
