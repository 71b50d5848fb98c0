import { usePageTitle } from '../app/use-page-title';
import { STAFF_TITLE_SUFFIX } from './staff-paths';

/** "<page> - Staff workspace". */
export function useStaffTitle(title: string): void {
  usePageTitle(title, STAFF_TITLE_SUFFIX);
}
