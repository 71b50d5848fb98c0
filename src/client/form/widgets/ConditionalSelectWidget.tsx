import { useMemo } from 'react';
import { questionOptions } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { SelectControl } from './SelectControl';
import { stringValue, type WidgetProps } from './widget-props';

/**
 * A select whose list depends on another answer (state on country). The engine's visibility
 * draws it only while its condition holds and that answer has a non-empty list; emptying it when
 * the controlling answer changes is the engine's clearDependentSelects, run for the whole store.
 */
export function ConditionalSelectWidget({ question }: WidgetProps) {
  const controlling = stringValue(useAnswer(question.controlledBy ?? ''));
  const controlledBy = question.controlledBy ?? '';
  const options = useMemo(
    () => questionOptions(question, { [controlledBy]: controlling }),
    [question, controlledBy, controlling],
  );
  return <SelectControl question={question} options={options} />;
}
