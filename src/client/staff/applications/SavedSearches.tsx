import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_NAME_MAX, type SearchQuery } from '../../../contracts/staff-search';
import { queryClient } from '../../app/query-client';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import { searchParamsOf, type ApplicationFilters } from '../api/applications';
import {
  deleteSavedSearch,
  fetchSavedSearches,
  saveSearch,
  savedSearchesKey,
} from '../api/saved-searches';
import { staffPaths } from '../staff-paths';

const NAME_EMPTY = 'Give the search a name before saving it.';

/**
 * The staff member's saved searches: each a link that applies it, with a button to delete it,
 * and a form that saves the search shown now under a name.
 */
export function SavedSearches({ filters }: { filters: ApplicationFilters }) {
  const saved = useQuery({ queryKey: savedSearchesKey, queryFn: fetchSavedSearches });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const current = searchParamsOf(filters).toString();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchesKey });
  const save = useMutation({
    mutationFn: () =>
      saveSearch({
        name: name.trim(),
        query: Object.fromEntries(searchParamsOf(filters)) as SearchQuery,
      }),
    onSuccess: () => {
      setName('');
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteSavedSearch, onSuccess: () => void refresh() });
  const submit = () => {
    const empty = name.trim() === '';
    setProblem(empty ? NAME_EMPTY : undefined);
    if (empty) document.getElementById('saved-search-name')?.focus();
    else save.mutate();
  };
  const items = saved.data?.items ?? [];
  return (
    <section aria-labelledby="saved-searches-title" className="staff-saved">
      <h2 id="saved-searches-title">Saved searches</h2>
      <ErrorNotice error={saved.error ?? remove.error} />
      {saved.data && items.length === 0 && <p>You have no saved searches yet.</p>}
      {items.length > 0 && (
        <ul className="staff-saved__list" data-testid="staff-saved-searches">
          {items.map((item) => {
            const query = searchParamsOf(item.query).toString();
            return (
              <li key={item.id}>
                <Link
                  to={`${staffPaths.applications}${query ? `?${query}` : ''}`}
                  aria-current={query === current ? 'true' : undefined}
                >
                  {item.name}
                </Link>{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => remove.mutate(item.id)}
                  aria-disabled={remove.isPending || undefined}
                >
                  Delete<span className="visually-hidden"> the saved search {item.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorNotice error={save.error} />
      <StaffForm onSubmit={submit} pending={save.isPending} submitLabel="Save this search">
        <div className={`field${problem ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="saved-search-name">
            Name for the search shown now
          </label>
          {problem && (
            <p className="field__error" id="saved-search-name-error">
              {problem}
            </p>
          )}
          <input
            id="saved-search-name"
            className="field__input"
            type="text"
            maxLength={SEARCH_NAME_MAX}
            value={name}
            aria-describedby={problem ? 'saved-search-name-error' : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      </StaffForm>
    </section>
  );
}
