import { ApplicationPage } from '../form/ApplicationPage';

export function Component() {
  return <ApplicationPage pageId="about" />;
}
