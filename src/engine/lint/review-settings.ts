// Issue 33: site.json's checklist, decisions, queues and sensitive categories must name what
// exists, once each, and every question's sensitive category must be one site.json lists.
import type { SiteConfig } from '../types';
import type { PageInput } from './rules';

type Report = (file: string, pointer: string, message: string) => void;

function checkUniqueIds(
  file: string,
  list: readonly { id?: unknown }[],
  at: string,
  report: Report,
): void {
  const seen = new Set<unknown>();
  list.forEach(({ id }, i) => {
    if (seen.has(id)) report(file, `${at}/${i}/id`, `id "${String(id)}" is used twice`);
    seen.add(id);
  });
}

/** Each checklist item is satisfied by a document question of the pages or by staff ("manual"). */
export function checkReviewSettings(
  file: string,
  site: Partial<SiteConfig>,
  pages: readonly PageInput[],
  report: Report,
): void {
  const fileKeys = new Set(pages.flatMap((page) => [...page.facts.fileKeys]));
  const checklist = Array.isArray(site.checklist) ? site.checklist : [];
  checkUniqueIds(file, checklist, '/checklist', report);
  checklist.forEach((item, i) => {
    if (item.satisfiedBy !== 'manual' && !fileKeys.has(item.satisfiedBy))
      report(
        file,
        `/checklist/${i}/satisfiedBy`,
        `"${String(item.satisfiedBy)}" is not a document question; name one, or "manual"`,
      );
  });
  checkUniqueIds(file, Array.isArray(site.decisions) ? site.decisions : [], '/decisions', report);
  checkUniqueIds(file, Array.isArray(site.queues) ? site.queues : [], '/queues', report);
  const categories = Array.isArray(site.sensitiveCategories) ? site.sensitiveCategories : [];
  checkUniqueIds(file, categories, '/sensitiveCategories', report);
  const listed = new Set(categories.map((category) => category.id));
  for (const page of pages)
    for (const { value, pointer } of page.facts.sensitive)
      if (!listed.has(value))
        report(
          page.file,
          pointer,
          `"${value}" is not a sensitive category of site.json's sensitiveCategories`,
        );
}
