import { useLocation } from 'react-router-dom';
import { isPageId } from '../../engine';
import { ErrorSummary } from './summary/ErrorSummary';
import { StepNav } from './navigation/StepNav';
import './navigation/step-nav.css';

/**
 * Drawn by the shell's ApplicationLayout between the header and <main> on the three pages
 * (never for service users): the three-step navigation and the validation error summary.
 */
export function StepChrome() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/^\//, '');
  const current = isPageId(segment) ? segment : undefined;
  return (
    <div className="step-chrome">
      <StepNav current={current} />
      <ErrorSummary current={current} />
    </div>
  );
}
