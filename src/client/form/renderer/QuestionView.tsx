import { createElement } from 'react';
import type { QuestionNode } from '../../../engine';
import { useFormActions } from '../form-actions';
import { getWidget } from '../widgets/registry';
import { usePrintedAnswer } from './use-printed-answer';

/** The keys a question answers under: a check group's each box, any other its own. */
function answerKeysOf(node: QuestionNode): { key: string; label: string }[] {
  return node.widget === 'checkgroup' ? (node.items ?? []) : [node];
}

/**
 * A question: the widget its definition names; below it, the choice between two answers when
 * another device changed it too (issue 27), one for each box of a check group.
 */
export function QuestionView({ node }: { node: QuestionNode }) {
  const { AnswerConflict } = useFormActions();
  const widget = getWidget(node.widget, node.key);
  const printed = usePrintedAnswer(node);
  return (
    <>
      {createElement(widget, { question: node })}
      {answerKeysOf(node).map(({ key, label }) => (
        <AnswerConflict key={key} answerKey={key} label={label} printed={printed} />
      ))}
    </>
  );
}
