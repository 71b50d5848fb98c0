import { errorMessageOf } from '../api/errors';
import { Notice } from '../components/Notice';

/** A failed call's message as an alert, or nothing when there is no error. */
export function ErrorNotice({ error, testId }: { error: unknown; testId?: string }) {
  if (!error) return null;
  return (
    <Notice kind="error" testId={testId}>
      <p>{errorMessageOf(error)}</p>
    </Notice>
  );
}
