import { ApplicationPage } from '../form/ApplicationPage';
import { pageLoader } from '../form/page-route';

export const loader = pageLoader('education');

export function Component() {
  return <ApplicationPage pageId="education" />;
}
