import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTE_MAX } from '../../../contracts/staff-review';
import { formatTime } from '../../../engine';
import { queryClient } from '../../app/query-client';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import { addNote, fetchNotes, notesKey } from '../api/review';

const NOTE_EMPTY = 'Write the note before adding it.';

/** Internal notes: staff only, never shown to the applicant nor printed in their PDF. */
export function NotesSection({ applicationId }: { applicationId: string }) {
  const notes = useQuery({
    queryKey: notesKey(applicationId),
    queryFn: () => fetchNotes(applicationId),
  });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => addNote(applicationId, text),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: notesKey(applicationId) });
    },
  });
  const submit = () => {
    const empty = text.trim() === '';
    setProblem(empty ? NOTE_EMPTY : undefined);
    if (empty) document.getElementById('new-note')?.focus();
    else add.mutate();
  };
  const items = notes.data?.items ?? [];
  return (
    <section aria-labelledby="notes-title" className="staff-review">
      <h2 id="notes-title">Notes</h2>
      <p>Internal to the office: the applicant never sees them.</p>
      <ErrorNotice error={notes.error} />
      {notes.data && items.length === 0 && <p>No notes yet.</p>}
      {items.length > 0 && (
        <ol className="staff-notes" data-testid="staff-notes">
          {items.map((note) => (
            <li key={note.id}>
              <p className="staff-notes__meta">
                {note.author}, {formatTime(note.created_at)}
              </p>
              <p className="staff-notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <ErrorNotice error={add.error} />
      <StaffForm onSubmit={submit} pending={add.isPending} submitLabel="Add note">
        <div className={`field${problem ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="new-note">
            New note
          </label>
          {problem && (
            <p className="field__error" id="new-note-error">
              {problem}
            </p>
          )}
          <textarea
            id="new-note"
            className="field__input"
            rows={4}
            maxLength={NOTE_MAX}
            value={text}
            aria-describedby={problem ? 'new-note-error' : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </StaffForm>
    </section>
  );
}
