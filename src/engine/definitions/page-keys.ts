// The page-to-questions map: which page asks for which answer key, in page order.
import { PAGE_IDS, type PageId } from '../types';
import { isAnswerKey } from '../model/answer-keys';
import { collectKeys, forEachQuestion, isCodedWidget, questionKeys } from './walk';
import { perDefinitions } from './active-definitions';

const pageKeys = perDefinitions((set) => {
  const questionKeysByPage = {} as Record<PageId, readonly string[]>;
  const answerKeysByPage = {} as Record<PageId, readonly string[]>;
  const pageByKey = new Map<string, PageId>();
  const codedKeys = new Set<string>();
  for (const pageId of PAGE_IDS) {
    const nodes = set.pages[pageId].nodes;
    questionKeysByPage[pageId] = collectKeys(nodes);
    const withDesc: string[] = [];
    forEachQuestion(nodes, (q) => {
      for (const key of questionKeys(q)) {
        withDesc.push(key);
        if (isCodedWidget(q)) {
          codedKeys.add(key);
          if (isAnswerKey(`${key}_desc`)) withDesc.push(`${key}_desc`);
        }
      }
    });
    answerKeysByPage[pageId] = withDesc;
    for (const key of withDesc) if (!pageByKey.has(key)) pageByKey.set(key, pageId);
  }
  return { questionKeysByPage, answerKeysByPage, pageByKey, codedKeys };
});

/** The question keys of a page in the order the page shows them (no _desc keys). */
export function pageQuestionKeys(pageId: PageId): readonly string[] {
  return pageKeys().questionKeysByPage[pageId];
}

/** The question keys of a page plus the _desc companions of its coded answers. */
export function pageAnswerKeys(pageId: PageId): readonly string[] {
  return pageKeys().answerKeysByPage[pageId];
}

/** The page that asks for a key (a _desc key belongs to its question's page). */
export function pageOfKey(key: string): PageId | undefined {
  return pageKeys().pageByKey.get(key);
}

/** True when the key is a select or radio answer, which has a _desc companion. */
export function isCodedKey(key: string): boolean {
  return pageKeys().codedKeys.has(key);
}
