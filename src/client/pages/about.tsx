import { ApplicationPage } from '../form/ApplicationPage';
import { pageLoader } from '../form/page-route';

export const loader = pageLoader('about');

export function Component() {
  return <ApplicationPage pageId="about" />;
}
