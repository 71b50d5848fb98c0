import './checkbox-choice.css';

interface Props {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** One labelled checkbox of a staff choice list (the export's columns, a search's readers). */
export function CheckboxChoice({ id, label, checked, onChange }: Props) {
  return (
    <div className="staff-choice">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
