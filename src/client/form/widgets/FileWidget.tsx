import { useT } from '../../i18n/use-t';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { useFormEnvironment } from '../form-context';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import type { WidgetProps } from './widget-props';

// The chooser brings react-dropzone (and its MIME table): fetched only when a file question
// is on screen for a logged-in applicant.
const FileChooser = lazy(() =>
  import('./FileChooser').then((module) => ({ default: module.FileChooser })),
);

/** Visitors cannot upload (spec section 6): they are told to create an account first. */
function LoggedOutFile({ question }: WidgetProps) {
  const t = useT();
  const field = useField(question.key, Boolean(question.hint));
  return (
    <FieldShell question={question} field={field} as="fieldset">
      <p id={question.key} className="file__logged-out" tabIndex={-1}>
        {t('file.needsAccount')}
      </p>
    </FieldShell>
  );
}

/** The question's legend and a spinner while the chooser's code loads (the id stays a link target). */
function LoadingFile({ question }: WidgetProps) {
  const t = useT();
  const field = useField(question.key, Boolean(question.hint));
  return (
    <FieldShell question={question} field={field} as="fieldset">
      <p id={question.key} tabIndex={-1}>
        <Spinner label={t('spinner.fileChooser')} />
      </p>
    </FieldShell>
  );
}

export function FileWidget({ question }: WidgetProps) {
  const { loggedIn } = useFormEnvironment();
  if (!loggedIn) return <LoggedOutFile question={question} />;
  return (
    <Suspense fallback={<LoadingFile question={question} />}>
      <FileChooser question={question} />
    </Suspense>
  );
}
