import { ApplicationPage } from '../form/ApplicationPage';
import { pageLoader } from '../form/page-route';

export const loader = pageLoader('final-steps');

export function Component() {
  return <ApplicationPage pageId="final-steps" />;
}
