import { errorMessageOf } from '../../api/errors';
import type { DraftEditing } from './use-draft-editing';

function words(editing: DraftEditing): string {
  const count = editing.problems?.length ?? 0;
  switch (editing.state) {
    case 'waiting':
      return 'Changes not yet checked.';
    case 'saving':
      return 'Saving and checking the draft…';
    case 'syntax':
      return 'A file is not valid JSON (the editor marks where); the draft is saved once it is.';
    case 'failed':
      return `The draft could not be saved: ${errorMessageOf(editing.error)}`;
    case 'conflict':
      return '';
    case 'saved':
      if (editing.problems === null) return `Revision ${editing.revision}.`;
      return `Saved as revision ${editing.revision}: ${count === 0 ? 'no problems' : `${count} ${count === 1 ? 'problem' : 'problems'}`}.`;
  }
}

/** What became of the last edits, read out politely; a conflict is an alert with a way out. */
export function SaveStatus({ editing, onReload }: { editing: DraftEditing; onReload(): void }) {
  if (editing.state === 'conflict')
    return (
      <div className="notice notice--error" role="alert" data-testid="forms-conflict">
        <div className="notice__body">
          <p>
            Someone else saved the draft since you opened it, so your last changes were not saved.
            Reload it to see theirs (your unsaved changes are lost).
          </p>
          <button type="button" className="button" onClick={onReload}>
            Reload the draft
          </button>
        </div>
      </div>
    );
  return (
    <p role="status" data-testid="forms-save-status">
      {words(editing)}
    </p>
  );
}
