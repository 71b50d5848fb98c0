import { useMemo } from 'react';
import { questionOptions } from '../../../engine';
import { SelectControl } from './SelectControl';
import type { WidgetProps } from './widget-props';

/** A select list: inline options, a named list (countries, months ...) or generated years. */
export function SelectWidget({ question }: WidgetProps) {
  const options = useMemo(() => questionOptions(question), [question]);
  return <SelectControl question={question} options={options} />;
}
