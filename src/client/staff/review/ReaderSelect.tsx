import { FilterSelect } from '../FilterSelect';
import { useActiveReaders } from './use-active-readers';

/** A choice of the active staff members to assign to (the staff list is for admins). */
export function ReaderSelect({
  id,
  label = 'Assign to the reader',
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const readers = useActiveReaders();
  return (
    <FilterSelect
      id={id}
      label={label}
      any="Choose a reader"
      value={value}
      options={readers}
      onChange={onChange}
    />
  );
}
