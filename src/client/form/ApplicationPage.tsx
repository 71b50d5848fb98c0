import { useT } from '../i18n/use-t';
import { lazy, Suspense } from 'react';
import type { PageId } from '../../engine';
import { Spinner } from '../components/Spinner';
import { useSessionStore } from '../stores/session';
import { FormPage } from './FormPage';

// Only staff open it: an applicant's first load does not carry it.
const PrintView = lazy(() => import('./print/PrintView').then((m) => ({ default: m.PrintView })));

/**
 * One application page inside the shell's ApplicationLayout. Staff opening the application with
 * a service token get the whole application read-only instead.
 */
export function ApplicationPage({ pageId }: { pageId: PageId }) {
  const t = useT();
  const isServiceUser = useSessionStore((s) => s.is_service_user);
  return isServiceUser ? (
    <Suspense fallback={<Spinner size="large" label={t('spinner.application')} />}>
      <PrintView />
    </Suspense>
  ) : (
    <FormPage key={pageId} pageId={pageId} />
  );
}
