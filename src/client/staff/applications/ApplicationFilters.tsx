import { useState, type FormEvent } from 'react';
import {
  CHECKLIST_FILTER_LABELS,
  CHECKLIST_FILTERS,
  NO_DECISION,
} from '../../../contracts/staff-search';
import { site, WEB_STATUSES, webStatusText, type Option } from '../../../engine';
import type { ApplicationFilters } from '../api/applications';
import { DateRangeFields } from '../DateRangeFields';
import { FilterSelect } from '../FilterSelect';

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
      <FilterSelect
        id="staff-status"
        label="Status"
        any="Any status"
        value={filters.status}
        options={WEB_STATUSES.map((status) => ({ value: status, label: webStatusText(status) }))}
        onChange={(status) => onChange({ ...filters, q, status })}
      />
      <FilterSelect
        id="staff-entry-term"
        label="Entry term"
        any="Any term"
        value={filters.entry_term}
        options={terms}
        onChange={(entry_term) => onChange({ ...filters, q, entry_term })}
      />
      <FilterSelect
        id="staff-checklist"
        label="Checklist"
        any="Any checklist"
        value={filters.checklist}
        options={CHECKLIST_FILTERS.map((value) => ({
          value,
          label: CHECKLIST_FILTER_LABELS[value],
        }))}
        onChange={(checklist) => onChange({ ...filters, q, checklist })}
      />
      <FilterSelect
        id="staff-decision"
        label="Decision"
        any="Any decision"
        value={filters.decision}
        options={[
          ...site.decisions.map((option) => ({ value: option.id, label: option.label })),
          { value: NO_DECISION, label: 'No decision' },
        ]}
        onChange={(decision) => onChange({ ...filters, q, decision })}
      />
      <DateRangeFields
        id="staff-submitted"
        labels={{ from: 'Submitted from', to: 'Submitted to' }}
        from={filters.submitted_from}
        to={filters.submitted_to}
        onChange={({ from, to }) =>
          onChange({ ...filters, q, submitted_from: from, submitted_to: to })
        }
      />
    </form>
  );
}
