import { useT } from '../i18n/use-t';
import { usePageTitle } from '../app/use-page-title';
import { CompletionContent } from '../form/CompletionContent';

export function Component() {
  usePageTitle(useT()('completion.title'));
  return <CompletionContent />;
}
