// The coded questions (select, radio, conditional select) of a definition set by answer key:
// what the server's value check, the withdrawn-choice rule and forms:impact look values up in.
import { forEachQuestion, isCodedWidget } from './walk';
import type { FormNode, QuestionNode } from '../types';

/** Every coded question under the nodes (repeater entries expanded), keyed by its answer key. */
export function codedQuestionsOf(nodes: readonly FormNode[]): Map<string, QuestionNode> {
  const found = new Map<string, QuestionNode>();
  forEachQuestion(nodes, (q) => {
    if (q.kind === 'question' && isCodedWidget(q)) found.set(q.key, q);
  });
  return found;
}
