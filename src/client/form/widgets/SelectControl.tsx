import { useMemo, useState } from 'react';
import type { Option, QuestionNode } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { writeCoded } from './answer-writes';
import { Combobox, type ComboItem } from './combobox/Combobox';
import { filterOptions } from './combobox/combobox-text';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import { stringValue } from './widget-props';

interface SelectControlProps {
  question: QuestionNode;
  options: readonly Option[];
}

function toItem(option: Option): ComboItem {
  return { id: option.value, label: option.label };
}

/**
 * A select list as a filterable combobox: shows the chosen label, filters as the applicant
 * types, and writes the code with its _desc label. Emptying the text and leaving clears it.
 */
export function SelectControl({ question, options }: SelectControlProps) {
  const { key } = question;
  const value = stringValue(useAnswer(key));
  const field = useField(key, Boolean(question.hint));
  // null while the applicant is not typing: the input then shows the chosen label.
  const [query, setQuery] = useState<string | null>(null);
  const selected = value === '' ? undefined : options.find((option) => option.value === value);
  const items = useMemo(() => filterOptions(options, query ?? '').map(toItem), [options, query]);
  return (
    <FieldShell question={question} field={field}>
      <Combobox
        id={key}
        label={question.label}
        inputValue={query ?? selected?.label ?? ''}
        onInputChange={setQuery}
        items={items}
        selectedId={selected?.value}
        describedBy={field.describedBy}
        invalid={field.invalid}
        required={question.required}
        onChoose={(item) => {
          setQuery(null);
          writeCoded(key, item.id, item.label);
        }}
        onBlur={() => {
          if (query === '' && value !== '') writeCoded(key, '', '');
          setQuery(null);
        }}
      />
    </FieldShell>
  );
}
