// The one print model (issue 14, issue 28, issue 30): what a reader sees of an application. The
// PDF, and the applicant's check-your-answers and submitted views all render these items; what
// is shown, each repeater's entries, the tab in effect and whether a document is attached are the
// engine's control state, so no medium decides them.
import type { Audience } from '../control/audience';
import { controlState } from '../control/control-state';
import type { HeldDocuments } from '../control/document-attached';
import { interpolateSite, site } from '../definitions/site';
import type { FormLanguage } from '../definitions/translations';
import { pages } from '../definitions/pages';
import { withoutWithheld } from '../review/sensitive-keys';
import { childLists, expandTemplateText, questionKeys } from '../definitions/walk';
import { PAGE_IDS, type Answers, type FormNode, type PageId, type ViewState } from '../types';
import { checkboxMark, isAnswered, printLines } from './print-lines';

export type PrintItem =
  | { type: 'heading'; page: PageId; level: number; text: string }
  /** A question: `key` is its answer key (its id on the page, so `/{page}#{key}` reaches it). */
  | { type: 'field'; page: PageId; key: string; label: string; lines: string[] }
  /** A box with its label in the line (`key`), or a statement printed as it is (no key). */
  | { type: 'line'; page: PageId; key?: string; text: string };

export interface PrintSource {
  answers: Answers;
  view: ViewState;
  /** The reader's language: the order its dates print in (the applicant's own, staff English). */
  language: FormLanguage;
  /** Who reads (default: a printed copy, where the stored tabs apply). */
  audience?: Audience;
  /** Document questions with a completed document held (see documentAttached). */
  documents?: HeldDocuments;
  /** Leave out questions and boxes without an answer (the print view's choice). */
  hideUnanswered?: boolean;
  /** The line a document question prints, each medium in its own words. */
  documentLine: (key: string, attached: boolean) => string;
  /**
   * Answers kept from this reader (need to know), and the line each such question prints; what
   * is shown is decided as if they were unanswered.
   */
  withheld?: { keys: ReadonlySet<string>; line: string };
}

/**
 * The application as printable items, from the same definitions and the same visibility (the
 * engine's computeVisibility) as the pages: page titles and sections as headings, each question
 * on screen with its answer, repeater entries under their titles, the statements a definition
 * marks `print` (what a confirm box agrees to) before the box.
 */
export function printItems(source: PrintSource): PrintItem[] {
  const { hideUnanswered = false, withheld } = source;
  // Need to know: what is shown is decided without the withheld answers, as the staff page has
  // them, so that a follow-up appearing or not does not tell a withheld answer.
  const answers = withheld ? withoutWithheld(source.answers, withheld.keys) : source.answers;
  const control = controlState('all', {
    answers,
    view: source.view,
    audience: source.audience ?? 'print',
    documents: source.documents,
  });
  const { visibleKeys } = control.visibility;
  const printed = new Set<string>();

  const walk = (page: PageId, nodes: readonly FormNode[], level: number): PrintItem[] => {
    const items: PrintItem[] = [];
    for (const node of nodes) {
      if (node.kind === 'content') {
        if (node.print && control.shown(node))
          items.push(
            ...node.paragraphs.map((p) => ({
              type: 'line' as const,
              page,
              text: interpolateSite(p, site),
            })),
          );
        continue;
      }
      if (node.kind === 'question') {
        const keys = questionKeys(node);
        if (!keys.some((key) => visibleKeys.has(key)) || printed.has(node.key)) continue;
        keys.forEach((key) => printed.add(key));
        if (withheld && keys.some((key) => withheld.keys.has(key))) {
          items.push({
            type: 'field',
            page,
            key: node.key,
            label: node.label,
            lines: [withheld.line],
          });
          continue;
        }
        const { attached } = control.question(node);
        if (hideUnanswered && !isAnswered(node, answers, attached)) continue;
        const documentLine = source.documentLine(node.key, attached);
        const lines = printLines(node, answers, documentLine, source.language);
        if (node.widget === 'checkbox')
          items.push(
            ...lines.map((text) => ({ type: 'line' as const, page, key: node.key, text })),
          );
        else items.push({ type: 'field', page, key: node.key, label: node.label, lines });
        continue;
      }
      if (node.kind === 'section') {
        const children = walk(page, node.children, level + 1);
        if (children.length > 0)
          items.push({ type: 'heading', page, level, text: node.title }, ...children);
        continue;
      }
      if (node.kind === 'tabs') {
        // The tab in effect, under its name: how the applicant chose to answer.
        const { chosen } = control.tabs(node);
        const children = walk(page, chosen.children, level + 1);
        if (children.length > 0)
          items.push({ type: 'heading', page, level, text: chosen.label }, ...children);
        continue;
      }
      if (node.kind === 'repeater') {
        control.repeater(node).entries.forEach((entry, i) => {
          const children = walk(page, entry, level + 1);
          if (children.length === 0) return;
          if (node.itemTitle)
            items.push({
              type: 'heading',
              page,
              level,
              text: expandTemplateText(node.itemTitle, i + 1, node.numbering),
            });
          items.push(...children);
        });
        continue;
      }
      if (node.kind === 'confirmSwap' && visibleKeys.has(node.key) && !printed.has(node.key)) {
        printed.add(node.key);
        if (!hideUnanswered || answers[node.key] === true)
          items.push({
            type: 'line',
            page,
            key: node.key,
            text: `${checkboxMark(answers[node.key])} ${node.label}`,
          });
      }
      for (const list of childLists(node)) items.push(...walk(page, list, level));
    }
    return items;
  };

  return PAGE_IDS.flatMap((id) => {
    const items = walk(id, pages[id].nodes, 2);
    return items.length > 0
      ? [{ type: 'heading' as const, page: id, level: 1, text: pages[id].title }, ...items]
      : [];
  });
}
