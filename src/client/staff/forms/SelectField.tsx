import { FieldShell } from '../../components/fields/FieldShell';

interface Props {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  errors?: readonly string[];
}

/** A labelled select of the workspace's forms, its messages before it (GOV.UK order). */
export function SelectField({ id, label, value, options, onChange, errors }: Props) {
  return (
    <FieldShell id={id} label={label} errors={errors}>
      <select
        id={id}
        className="field__input"
        value={value}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
