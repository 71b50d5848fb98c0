import { AUDIT_ACTIONS } from '../../../contracts/audit-actions';

export { AUDIT_ACTIONS };

/** An action in words; one this client does not know (a newer server's) as recorded. */
export const actionText = (action: string): string =>
  (AUDIT_ACTIONS as Readonly<Record<string, string>>)[action] ?? action;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `key: value` pairs of an entry's detail that say something (empty search parts left out); a
 * part that is itself a search (an assignment by search names its search) in brackets, the same.
 */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => {
      if (typeof value === 'string') return `${key}: ${value}`;
      if (isRecord(value)) return `${key}: (${detailText(value)})`;
      return `${key}: ${JSON.stringify(value)}`;
    })
    .join(', ');
}
