import { usePageTitle } from '../app/use-page-title';
import { CompletionContent } from '../form/CompletionContent';

export function Component() {
  usePageTitle('Application submitted');
  return <CompletionContent />;
}
