/** One labelled date input of a range. */
function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A filter's date range: two date inputs, each bounding the other so the browser's picker offers
 * no range that ends before it starts. Each applies as soon as it is chosen.
 */
export function DateRangeFields({
  id,
  labels,
  from,
  to,
  onChange,
}: {
  /** The inputs' ids are `${id}-from` and `${id}-to`. */
  id: string;
  labels: { from: string; to: string };
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <>
      <DateField
        id={`${id}-from`}
        label={labels.from}
        value={from}
        max={to}
        onChange={(value) => onChange({ from: value, to })}
      />
      <DateField
        id={`${id}-to`}
        label={labels.to}
        value={to}
        min={from}
        onChange={(value) => onChange({ from, to: value })}
      />
    </>
  );
}
