import type { ComponentType } from 'react';
import type { Widget } from '../../../engine';
import { AutocompleteWidget } from './AutocompleteWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { CheckGroupWidget } from './CheckGroupWidget';
import { ConditionalSelectWidget } from './ConditionalSelectWidget';
import { DateWidget } from './DateWidget';
import { FileWidget } from './FileWidget';
import { MaskedWidget } from './MaskedWidget';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';
import { TextWidget } from './TextWidget';
import { onDemand } from '../../components/on-demand';
import type { WidgetProps } from './widget-props';

/** The widget names of schemas/form-definition.schema.json and the component drawing each. */
const registry: Readonly<Record<Widget, ComponentType<WidgetProps>>> = {
  text: TextWidget,
  email: TextWidget,
  // Loaded for the pages that use it (few ask for long answers): renderer/preload-views.ts.
  textarea: onDemand(() => import('./TextareaWidget').then((module) => module.TextareaWidget)),
  phone: MaskedWidget,
  ssn: MaskedWidget,
  date: DateWidget,
  select: SelectWidget,
  conditionalSelect: ConditionalSelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkgroup: CheckGroupWidget,
  file: FileWidget,
  autocomplete: AutocompleteWidget,
};

export class UnknownWidgetError extends Error {
  override name = 'UnknownWidgetError';
}

/** The component for a widget name; a name the registry does not know is a definition error. */
export function getWidget(name: string, key: string): ComponentType<WidgetProps> {
  const widget = Object.prototype.hasOwnProperty.call(registry, name)
    ? registry[name as Widget]
    : undefined;
  if (!widget) {
    throw new UnknownWidgetError(
      `Unknown widget "${name}" for question "${key}". Known widgets: ${Object.keys(registry).join(', ')}.`,
    );
  }
  return widget;
}
