// Issue 33: site.json's checklist, decisions, queues and sensitive categories must name what
// exists, once each, every question's sensitive category must be one site.json lists, and a
// decision's letter may use only the letter fields.
import { LETTER_FIELDS, unknownLetterFields } from '../review/letter-fields';
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
  const decisions = Array.isArray(site.decisions) ? site.decisions : [];
  checkUniqueIds(file, decisions, '/decisions', report);
  decisions.forEach((decision, i) => {
    for (const field of unknownLetterFields(String(decision.letter)))
      report(
        file,
        `/decisions/${i}/letter`,
        `{${field}} is not a letter field; the fields are ${LETTER_FIELDS.map((f) => `{${f}}`).join(', ')}`,
      );
  });
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
