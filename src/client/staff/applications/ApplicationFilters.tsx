import { useState, type FormEvent } from 'react';
import { WEB_STATUSES, webStatusText, type Option } from '../../../engine';
import type { ApplicationFilters } from '../api/applications';

/**
 * The search box and the filters. The search runs when the form is sent (Enter or the
 * button); a filter applies as soon as it is chosen.
 */
export function ApplicationFiltersForm({
  filters,
  onChange,
  terms,
}: {
  filters: ApplicationFilters;
  onChange: (filters: ApplicationFilters) => void;
  terms: readonly Option[];
}) {
  const [q, setQ] = useState(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q });
  };
  return (
    <form className="staff-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="staff-search">
          Search by name, e-mail or reference
        </label>
        <input
          id="staff-search"
          className="field__input"
          type="search"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <button type="submit" className="button">
        Search
      </button>
      <div className="field">
        <label className="field__label" htmlFor="staff-status">
          Status
        </label>
        <select
          id="staff-status"
          className="field__input"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, q, status: event.target.value })}
        >
          <option value="">Any status</option>
          {WEB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {webStatusText(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="staff-entry-term">
          Entry term
        </label>
        <select
          id="staff-entry-term"
          className="field__input"
          value={filters.entry_term}
          onChange={(event) => onChange({ ...filters, q, entry_term: event.target.value })}
        >
          <option value="">Any term</option>
          {terms.map((term) => (
            <option key={term.value} value={term.value}>
              {term.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="staff-submitted-from">
          Submitted from
        </label>
        <input
          id="staff-submitted-from"
          className="field__input"
          type="date"
          value={filters.submitted_from}
          max={filters.submitted_to || undefined}
          onChange={(event) => onChange({ ...filters, q, submitted_from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="staff-submitted-to">
          Submitted to
        </label>
        <input
          id="staff-submitted-to"
          className="field__input"
          type="date"
          value={filters.submitted_to}
          min={filters.submitted_from || undefined}
          onChange={(event) => onChange({ ...filters, q, submitted_to: event.target.value })}
        />
      </div>
    </form>
  );
}
