import { useMemo } from 'react';
import { evaluateCondition, questionOptions } from '../../../engine';
import { useAnswer, useAnswersStore } from '../../stores/answers';
import { SelectControl } from './SelectControl';
import { stringValue, type WidgetProps } from './widget-props';

/**
 * A select whose list depends on another answer (state on country). It is drawn only while its
 * condition holds and that answer has a non-empty list; emptying it when the controlling answer
 * changes is the engine's clearDependentSelects, run once for the whole store.
 */
export function ConditionalSelectWidget({ question }: WidgetProps) {
  const controlling = stringValue(useAnswer(question.controlledBy ?? ''));
  const condition = question.condition;
  const conditionMet = useAnswersStore((s) =>
    condition ? evaluateCondition(condition, s.answers) : true,
  );
  const controlledBy = question.controlledBy ?? '';
  const options = useMemo(
    () => questionOptions(question, { [controlledBy]: controlling }),
    [question, controlledBy, controlling],
  );
  if (!conditionMet || options.length === 0) return null;
  return <SelectControl question={question} options={options} />;
}
