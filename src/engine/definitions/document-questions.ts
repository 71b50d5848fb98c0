import { PAGE_IDS, type PageId } from '../types';
import { pages } from './pages';
import { forEachQuestion } from './walk';

export interface DocumentQuestion {
  key: string;
  label: string;
  page: PageId;
}

/** Every file question of the form definitions, in page order. */
export const documentQuestions: readonly DocumentQuestion[] = PAGE_IDS.flatMap((page) => {
  const found: DocumentQuestion[] = [];
  forEachQuestion(pages[page].nodes, (q) => {
    if (q.kind === 'question' && q.widget === 'file')
      found.push({ key: q.key, label: q.label, page });
  });
  return found;
});
