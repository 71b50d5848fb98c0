import type { PageId } from '../../engine';
import { useSessionStore } from '../stores/session';
import { FormPage } from './FormPage';
import { PrintView } from './print/PrintView';

/**
 * One application page inside the shell's ApplicationLayout. Staff opening the application with
 * a service token get the whole application read-only instead.
 */
export function ApplicationPage({ pageId }: { pageId: PageId }) {
  const isServiceUser = useSessionStore((s) => s.is_service_user);
  return isServiceUser ? <PrintView /> : <FormPage key={pageId} pageId={pageId} />;
}
