import { useT } from '../i18n/use-t';
import { usePageTitle } from '../app/use-page-title';
import { ReviewPage } from '../form/review/ReviewPage';

export function Component() {
  usePageTitle(useT()('actions.review'));
  return <ReviewPage />;
}
