// Served by scripts/vite-plugin-forms.ts from forms/: each page's step and title, in order.
declare module 'virtual:form-steps' {
  import type { PageId } from '../../../engine/types';

  export const steps: readonly { pageId: PageId; step: number; title: string }[];
}
