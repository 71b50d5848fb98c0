import { PAGE_IDS, type FormNode, type PageId, type QuestionNode } from '../types';
import { perDefinitions } from './active-definitions';
import { forEachQuestion } from './walk';

export interface DocumentQuestion {
  key: string;
  label: string;
  page: PageId;
}

/** The file questions among these nodes and below them (a page's, a tab's), in order. */
export function documentQuestionsIn(nodes: readonly FormNode[]): QuestionNode[] {
  const found: QuestionNode[] = [];
  forEachQuestion(nodes, (q) => {
    if (q.kind === 'question' && q.widget === 'file') found.push(q);
  });
  return found;
}

/** Every file question of the form definitions, in page order. */
export const documentQuestions: () => readonly DocumentQuestion[] = perDefinitions((set) =>
  PAGE_IDS.flatMap((page) =>
    documentQuestionsIn(set.pages[page].nodes).map(({ key, label }) => ({ key, label, page })),
  ),
);
