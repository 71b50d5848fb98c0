import { useEffect, useMemo, type FormEvent } from 'react';
import { getPage, PAGE_IDS, type PageId } from '../../engine';
import { Spinner } from '../components/Spinner';
import { useSessionStore } from '../stores/session';
import { EraseConfirmDialog } from './confirm/EraseConfirmDialog';
import { defaultEnvironment, FormEnvironmentContext } from './form-context';
import { useFocusHash } from './hooks/use-focus-hash';
import { useHidingSync } from './hooks/use-hiding-sync';
import { useLiveValidation } from './hooks/use-live-validation';
import { useViewState } from './hooks/use-view-state';
import { FormActions } from './navigation/FormActions';
import { useRenderCount } from './render-count';
import { NodeList } from './renderer/NodeList';
import { useValidationStore } from './stores/validation-store';
import './form.css';

/** The page title starts with "Error: " while the summary shows (GOV.UK pattern). */
function usePageTitle(title: string): void {
  const hasErrors = useValidationStore((s) => Object.keys(s.errors).length > 0);
  const validating = useSessionStore((s) => s.web_status === 'validating');
  useEffect(() => {
    document.title = `${validating && hasErrors ? 'Error: ' : ''}${title} - Undergraduate Application`;
  }, [title, validating, hasErrors]);
}

/**
 * One application page drawn from its definition. This component subscribes to no answer:
 * typing re-renders only the fields and conditional nodes that read the typed key.
 */
export function FormPage({ pageId }: { pageId: PageId }) {
  const page = getPage(pageId);
  const loggedIn = useSessionStore((s) => s.is_logged_in);
  const environment = useMemo(() => ({ ...defaultEnvironment, loggedIn }), [loggedIn]);
  const loading = useViewState(loggedIn);
  useHidingSync();
  useLiveValidation();
  useFocusHash(!loading);
  usePageTitle(page.title);
  useRenderCount(`page:${pageId}`);
  // Spec section 2: the form wrapper is a main area containing a form; submit does nothing.
  // (Its submit button runs Save & Continue or Submit from its own click: FormActions.)
  const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <FormEnvironmentContext.Provider value={environment}>
      <form
        className="application-form"
        noValidate
        onSubmit={ignoreSubmit}
        aria-labelledby="page-title"
      >
        <p className="application-form__step">
          Step {page.step} of {PAGE_IDS.length}
        </p>
        <h1 id="page-title" className="application-form__title">
          {page.title}
        </h1>
        <p className="application-form__required-note">
          Questions marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">required</span> must be answered before you submit.
        </p>
        {loading ? (
          <Spinner size="large" label="Loading your application" />
        ) : (
          <NodeList nodes={page.nodes} />
        )}
        <FormActions pageId={pageId} />
      </form>
      <EraseConfirmDialog />
    </FormEnvironmentContext.Provider>
  );
}
