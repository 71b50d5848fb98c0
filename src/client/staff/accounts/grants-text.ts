import { EVERY_CATEGORY, site } from '../../../engine';

/** The live form version's label of a sensitive category (its id for one no longer listed). */
export const categoryLabel = (id: string) =>
  site.sensitiveCategories.find((category) => category.id === id)?.label ?? id;

/** What the staff list says an account is granted. */
export function grantsText(grants: readonly string[]): string {
  if (grants.includes(EVERY_CATEGORY)) return 'Every category';
  return grants.length === 0 ? 'None' : grants.map(categoryLabel).join(', ');
}
