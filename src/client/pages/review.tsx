import { usePageTitle } from '../app/use-page-title';
import { REVIEW_TITLE, ReviewPage } from '../form/review/ReviewPage';

export function Component() {
  usePageTitle(REVIEW_TITLE);
  return <ReviewPage />;
}
