import { createElement } from 'react';
import type { QuestionNode } from '../../../engine';
import { useFormActions } from '../form-actions';
import { getWidget } from '../widgets/registry';
import { usePrintedAnswer } from './use-printed-answer';

/**
 * A question: the widget its definition names; below it, the choice between two answers when
 * another device changed it too (issue 27).
 */
export function QuestionView({ node }: { node: QuestionNode }) {
  const { AnswerConflict } = useFormActions();
  const widget = getWidget(node.widget, node.key);
  const printed = usePrintedAnswer(node);
  return (
    <>
      {createElement(widget, { question: node })}
      <AnswerConflict answerKey={node.key} label={node.label} printed={printed} />
    </>
  );
}
