import type { ReactNode } from 'react';
import { statusText } from './combobox-text';

interface Props {
  open: boolean;
  loading: boolean;
  count: number;
  chevron: boolean;
  input: ReactNode;
  popup?: ReactNode;
}

/**
 * What surrounds the input, the same before and after Downshift arrives: the chevron of a
 * select and the polite live region saying "{n} result(s) available", "No options" or
 * "Loading..." while the list is open, as the spec's select lists do.
 */
export function ComboboxFrame({ open, loading, count, chevron, input, popup }: Props) {
  return (
    <div className={`combobox${open ? ' combobox--open' : ''}`}>
      {input}
      {chevron && <span className="combobox__chevron" aria-hidden="true" />}
      {popup}
      <span className="visually-hidden" role="status" aria-live="polite">
        {statusText(open, loading, count)}
      </span>
    </div>
  );
}
