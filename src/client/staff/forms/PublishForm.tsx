import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormProblem } from '../../../contracts/forms';
import { ServerError } from '../../api/errors';
import { queryClient } from '../../app/query-client';
import { TextField } from '../../components/fields/TextField';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import { formsKey, publishDraft } from '../api/forms';
import { staffPaths } from '../staff-paths';
import type { DraftEditing } from './use-draft-editing';

/** The problems of a 422: the draft changed under lint since this page last saw it. */
const problemsOf = (error: unknown): FormProblem[] | undefined =>
  error instanceof ServerError && error.status === 422
    ? (error.body as { problems?: FormProblem[] }).problems
    : undefined;

const focusProblems = () => document.getElementById('problems-heading')?.focus();

/** Publish: refused while the draft has problems; on success the versions page shows it live. */
export function PublishForm({ editing }: { editing: DraftEditing }) {
  const navigate = useNavigate();
  const [note, setNote] = useState('');
  const publish = useMutation({
    mutationFn: publishDraft,
    onSuccess: ({ version }) => {
      void queryClient.invalidateQueries({ queryKey: formsKey });
      void navigate(staffPaths.forms, { state: { published: version } });
    },
    onError: (error) => {
      // A version may have gone live meanwhile (409 LIVE_MOVED): the diff then shows the draft
      // against it, which is what the refusal asks the admin to compare. The overview alone
      // (exact): the draft's query under the same prefix would reload and remount the editor,
      // taking this refusal off the page.
      void queryClient.invalidateQueries({ queryKey: formsKey, exact: true });
      const problems = problemsOf(error);
      if (problems) {
        editing.showProblems(problems);
        focusProblems();
      }
    },
  });
  const blocked = (editing.problems?.length ?? 0) > 0 || editing.state === 'conflict';

  async function submit() {
    if (publish.isPending) return;
    if (blocked) return focusProblems();
    const revision = await editing.flush();
    if (revision === undefined) return focusProblems();
    publish.mutate({ revision, note: note.trim() });
  }

  return (
    <section aria-labelledby="publish-heading">
      <h2 id="publish-heading">Publish</h2>
      <p>
        Publishing makes the draft the live version for every applicant at their next page.
        {blocked && ' Correct the problems above first.'}
      </p>
      <ErrorNotice error={problemsOf(publish.error) ? undefined : publish.error} />
      <StaffForm
        onSubmit={() => void submit()}
        pending={publish.isPending}
        blocked={blocked}
        submitLabel="Publish"
      >
        <TextField
          id="publish-note"
          label="Note (what changed and why)"
          value={note}
          onChange={setNote}
          maxLength={500}
        />
      </StaffForm>
    </section>
  );
}
