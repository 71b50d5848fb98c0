import { AUTOCOMPLETE_MAX_RESULTS, type AutocompleteCategory } from '../../../engine';
import type { LookupDetail, Suggestion } from '../../../contracts/lookup';
import { request } from '../../api/http';

function listOf(body: unknown): Suggestion[] {
  const list = Array.isArray(body) ? body : (body as { results?: unknown } | null)?.results;
  return Array.isArray(list) ? (list as Suggestion[]) : [];
}

/** GET /lookup/find?text=&category=&max_results=5. A failed search is an empty list (spec section 7). */
export async function searchLookup(
  text: string,
  category: AutocompleteCategory,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  try {
    const body = await request<unknown>('GET', '/lookup/find', {
      query: { text, category, max_results: AUTOCOMPLETE_MAX_RESULTS },
      signal,
    });
    return listOf(body).slice(0, AUTOCOMPLETE_MAX_RESULTS);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** GET /lookup/find?id=&category=: the detail of a chosen suggestion, or null when it failed. */
export async function lookupDetail(
  id: string,
  category: AutocompleteCategory,
): Promise<LookupDetail | null> {
  try {
    const body = await request<unknown>('GET', '/lookup/find', { query: { id, category } });
    const detail = (body as { detail?: unknown } | null)?.detail ?? body;
    if (detail === null || typeof detail !== 'object' || Array.isArray(detail)) return null;
    const out: LookupDetail = {};
    for (const [field, value] of Object.entries(detail)) {
      if (typeof value === 'string' || typeof value === 'number') out[field] = String(value);
    }
    return out;
  } catch {
    return null;
  }
}
