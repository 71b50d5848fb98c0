import { createElement } from 'react';
import type { QuestionNode } from '../../../engine';
import { useFormActions } from '../form-actions';
import { useFormEnvironment } from '../form-context';
import { getWidget } from '../widgets/registry';

/**
 * A question: the widget its definition names, or its printed answer in the staff view; below
 * the widget, the choice between two answers when another device changed it too (issue 27).
 */
export function QuestionView({ node }: { node: QuestionNode }) {
  const environment = useFormEnvironment();
  const { AnswerConflict } = useFormActions();
  // Looked up even in print, so an unknown widget name fails the same way everywhere.
  const widget = getWidget(node.widget, node.key);
  if (environment.mode === 'print') return <environment.print.Question question={node} />;
  return (
    <>
      {createElement(widget, { question: node })}
      <AnswerConflict answerKey={node.key} label={node.label} />
    </>
  );
}
