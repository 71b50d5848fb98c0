import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { getPage, showEveryCondition, type PageId } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { useSessionStore } from '../../stores/session';
import { EraseConfirmation } from '../confirm/EraseConfirmation';
import { defaultEnvironment, FormEnvironmentContext } from '../form-context';
import { useHidingSync } from '../hooks/use-hiding-sync';
import { ApplicationForm } from '../ApplicationForm';
import { NodeList } from '../renderer/NodeList';
import { useValidationStore } from '../stores/validation-store';
import { useViewStore } from '../stores/view-store';
import { PreviewControls } from './PreviewControls';
import { usePreviewValidation } from './use-preview-validation';
import '../form.css';
import './preview.css';

const ErrorSummary = lazy(() =>
  import('../summary/ErrorSummary').then((module) => ({ default: module.ErrorSummary })),
);

/** The real page's clearing of hidden answers; off while every condition is shown. */
function HidingSync() {
  useHidingSync();
  return null;
}

/** A visitor's empty application, and no summary: at the start and when the preview closes. */
function startEmpty(): void {
  useAnswersStore.getState().load({});
  useViewStore.getState().reset();
  useValidationStore.getState().clear();
  useSessionStore.getState().set({ web_status: null });
}

/**
 * Issue 18: a page as a visitor sees it, for staff. The renderer and the engine draw and judge
 * it as on the real page; the answers live in the page's stores only (no autosave runs here:
 * no applicant is logged in on this page load and no visitor copy is started). In the staff
 * workspace the shell gives the page its main landmark; under `npm run dev` it has its own.
 */
export function PreviewPage({ pageId, inWorkspace }: { pageId: PageId; inWorkspace: boolean }) {
  const page = getPage(pageId);
  const [showEvery, setShowEvery] = useState(false);
  const [validating, setValidating] = useState(false);
  const nodes = useMemo(
    () => (showEvery ? showEveryCondition(page.nodes) : page.nodes),
    [page, showEvery],
  );
  const hasErrors = useValidationStore((s) => Object.keys(s.errors).length > 0);
  usePreviewValidation(pageId, validating);
  useEffect(() => {
    startEmpty();
    return startEmpty;
  }, []);
  useEffect(() => {
    document.title = `${validating && hasErrors ? 'Error: ' : ''}Preview: ${page.title} - Undergraduate Application`;
  }, [page.title, validating, hasErrors]);

  const validate = (on: boolean) => {
    const session = useSessionStore.getState();
    session.set({ web_status: on ? 'validating' : null });
    if (on) useValidationStore.getState().requestSummaryFocus();
    setValidating(on);
  };

  const controls = (
    <PreviewControls
      pageId={pageId}
      showEvery={showEvery}
      onShowEvery={setShowEvery}
      validating={validating}
      onValidate={validate}
    />
  );
  const form = (
    <FormEnvironmentContext.Provider value={defaultEnvironment}>
      <ApplicationForm page={page}>
        <NodeList nodes={nodes} />
      </ApplicationForm>
      <EraseConfirmation />
    </FormEnvironmentContext.Provider>
  );
  return (
    <>
      {inWorkspace ? (
        <section className="preview-bar preview-bar--in-workspace" aria-label="Preview">
          {controls}
        </section>
      ) : (
        <header className="preview-bar">
          <div className="page-width">{controls}</div>
        </header>
      )}
      {!showEvery && <HidingSync />}
      {validating && hasErrors && (
        <Suspense fallback={null}>
          <ErrorSummary current={pageId} />
        </Suspense>
      )}
      {inWorkspace ? (
        form
      ) : (
        <main id="main-content" className="main" tabIndex={-1}>
          <div className="page-width">{form}</div>
        </main>
      )}
    </>
  );
}
