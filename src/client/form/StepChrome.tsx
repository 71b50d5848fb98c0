import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isPageId } from '../../engine/types';
import { useSessionStore } from '../stores/session';
import { StepNav } from './navigation/StepNav';
import { useProgressSync } from './progress/use-progress-sync';
import { useValidationStore } from './stores/validation-store';
import './navigation/step-nav.css';

// The summary orders messages by the pages' questions, so it brings every definition: it loads
// when there is something to show, and the shell (on /login too) stays without them.
const ErrorSummary = lazy(() =>
  import('./summary/ErrorSummary').then((module) => ({ default: module.ErrorSummary })),
);

/**
 * Drawn by the shell's ApplicationLayout between the header and <main> on the three pages
 * (never for service users): the three-step navigation with each step's state, and the
 * validation error summary.
 */
export function StepChrome() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/^\//, '');
  const current = isPageId(segment) ? segment : undefined;
  const validating = useSessionStore((s) => s.web_status === 'validating');
  const hasErrors = useValidationStore((s) => Object.keys(s.errors).length > 0);
  useProgressSync();
  return (
    <div className="step-chrome">
      <StepNav current={current} />
      {validating && hasErrors && (
        <Suspense fallback={null}>
          <ErrorSummary current={current} />
        </Suspense>
      )}
    </div>
  );
}
