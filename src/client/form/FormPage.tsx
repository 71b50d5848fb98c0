import { useT } from '../i18n/use-t';
import { useMemo } from 'react';
import { getPage, type PageId } from '../../engine';
import { Spinner } from '../components/Spinner';
import { SaveStatus } from '../features/autosave/SaveStatus';
import { ApplicationForm } from './ApplicationForm';
import { useSessionStore } from '../stores/session';
import { EraseConfirmation } from './confirm/EraseConfirmation';
import { defaultEnvironment, FormEnvironmentContext } from './form-context';
import { useFocusHash } from './hooks/use-focus-hash';
import { useHidingSync } from './hooks/use-hiding-sync';
import { useLiveValidation } from './hooks/use-live-validation';
import { useViewState } from './hooks/use-view-state';
import { FormActions } from './navigation/FormActions';
import { NodeList } from './renderer/NodeList';
import { useValidationStore } from './stores/validation-store';
import { usePageTitle } from '../app/use-page-title';
import './form.css';

/** The page title starts with "Error: " while the summary shows (GOV.UK pattern). */
function useFormPageTitle(title: string): void {
  const t = useT();
  const hasErrors = useValidationStore((s) => Object.keys(s.errors).length > 0);
  const validating = useSessionStore((s) => s.web_status === 'validating');
  usePageTitle(`${validating && hasErrors ? t('field.errorPrefix') : ''}${title}`);
}

/**
 * One application page drawn from its definition. This component subscribes to no answer:
 * typing re-renders only the fields and conditional nodes that read the typed key.
 */
export function FormPage({ pageId }: { pageId: PageId }) {
  const t = useT();
  const page = getPage(pageId);
  const loggedIn = useSessionStore((s) => s.is_logged_in);
  const environment = useMemo(() => ({ ...defaultEnvironment, loggedIn }), [loggedIn]);
  const loading = useViewState(loggedIn);
  useHidingSync();
  useLiveValidation();
  useFocusHash(!loading);
  useFormPageTitle(page.title);

  return (
    <FormEnvironmentContext.Provider value={environment}>
      <ApplicationForm page={page}>
        {loading ? (
          <Spinner size="large" label={t('spinner.yourApplication')} />
        ) : (
          <NodeList nodes={page.nodes} />
        )}
        <FormActions pageId={pageId} />
        {/* The form's last child: sticky, it stays in view over the whole page (issue 30). */}
        <SaveStatus />
      </ApplicationForm>
      <EraseConfirmation />
    </FormEnvironmentContext.Provider>
  );
}
