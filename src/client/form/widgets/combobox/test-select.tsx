// Test support for the combobox's tests: a select driven as SelectControl drives it.
import { useState } from 'react';
import { Combobox, type ComboItem } from './Combobox';
import { filterOptions } from './combobox-text';

const OPTIONS = [
  { label: 'Canada', value: 'CAN' },
  { label: 'France', value: 'FRA' },
  { label: 'Vatican City', value: 'VAT' },
];

interface Props {
  id?: string;
  label?: string;
  loading?: boolean;
  initial?: string;
}

/** A select as SelectControl drives it: the typed filter, else the chosen label. */
export function Select({ id = 'country', label = 'Country', loading = false, initial }: Props) {
  const [chosen, setChosen] = useState<ComboItem | undefined>(
    OPTIONS.filter((o) => o.value === initial).map((o) => ({ id: o.value, label: o.label }))[0],
  );
  const [query, setQuery] = useState<string | null>(null);
  const items = filterOptions(OPTIONS, query ?? '').map((o) => ({ id: o.value, label: o.label }));
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Combobox
        id={id}
        label={label}
        inputValue={query ?? chosen?.label ?? ''}
        onInputChange={setQuery}
        items={items}
        selectedId={chosen?.id}
        loading={loading}
        onChoose={(item) => {
          setQuery(null);
          setChosen(item);
        }}
        onBlur={() => setQuery(null)}
      />
      <p data-testid={`${id}-answer`}>{chosen?.id ?? ''}</p>
    </>
  );
}
