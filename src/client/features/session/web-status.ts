import { WEB_STATUSES, type WebStatus } from '../../../engine/constants';

export { WEB_STATUSES, type WebStatus };

export function isWebStatus(value: unknown): value is WebStatus {
  return typeof value === 'string' && (WEB_STATUSES as readonly string[]).includes(value);
}

/**
 * Spec section 4: the status is derived from the count of distinct known statuses in the
 * profile: 0 none, 1 started, 2 validating, 3 submitted. Unknown values are ignored.
 */
export function deriveWebStatus(items: ReadonlyArray<{ web_status: unknown }>): WebStatus | null {
  const known = new Set(items.map((item) => item.web_status).filter(isWebStatus));
  return known.size === 0 ? null : (WEB_STATUSES[known.size - 1] ?? null);
}
