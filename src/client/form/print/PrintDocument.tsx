import { useMemo } from 'react';
import {
  applicationLanguageLine,
  documentAttached,
  PAGE_IDS,
  pages,
  printItems,
  site,
} from '../../../engine';
import type { ServiceApplication } from '../api/service';
import { DOCUMENT_ATTACHED, NO_DOCUMENT, WITHHELD } from './document-lines';
import { PrintHeader } from './PrintHeader';
import { PrintItems } from './PrintItems';
import { SectionJumps, sectionHeadingIds, type SectionJump } from './SectionJumps';
import './print.css';

/**
 * The whole application read-only and print-style: the engine's print model (printItems, the
 * PDF's) for the staff, page by page. The service-token view and the staff workspace both show
 * it; the workspace passes `documentUrl` so that attached documents open, and `onOpenDocument`
 * to show them in its viewer.
 */
export function PrintDocument({
  data,
  hideUnanswered,
  documentUrl,
  onOpenDocument,
  withheld,
  jumps,
}: {
  data: ServiceApplication;
  hideUnanswered: boolean;
  documentUrl?: (key: string) => string;
  /** Shows an attached document beside the answers, instead of following its link. */
  onOpenDocument?: (document: { key: string; name: string }) => void;
  /** Answer keys kept from this reader (need to know): their questions say "Withheld". */
  withheld?: readonly string[];
  /**
   * Jump links to each page and section, then to these (the office's sections of the staff
   * view); none when absent.
   */
  jumps?: readonly SectionJump[];
}) {
  const items = useMemo(
    () =>
      printItems({
        answers: data.answer,
        view: { addAnother: data.add_another, tabs: data.tabs },
        // The workspace reads English (issue 32): dates month first, whatever the applicant's.
        language: 'en',
        audience: 'staff',
        documents: new Set(Object.keys(data.document_answer)),
        hideUnanswered,
        documentLine: (_key, attached) => (attached ? DOCUMENT_ATTACHED : NO_DOCUMENT),
        withheld: withheld?.length ? { keys: new Set(withheld), line: WITHHELD } : undefined,
      }),
    [data, hideUnanswered, withheld],
  );
  const documentLink = useMemo(() => {
    if (!documentUrl) return undefined;
    const held = new Set(Object.keys(data.document_answer));
    return (key: string) => {
      if (!documentAttached(data.answer, key, held)) return undefined;
      const name = data.document_answer[key]?.file_name ?? key;
      return {
        href: documentUrl(key),
        name,
        open: onOpenDocument && (() => onOpenDocument({ key, name })),
      };
    };
  }, [data, documentUrl, onOpenDocument]);
  const headingIds = useMemo(() => sectionHeadingIds(items), [items]);
  return (
    <article className="print-view" aria-labelledby="print-title">
      <h1 id="print-title">{site.name} undergraduate application</h1>
      <PrintHeader data={data} />
      <p data-testid="application-language">
        {applicationLanguageLine(data.language, Boolean(data.applicant.submitted_at))}
      </p>
      {jumps && <SectionJumps items={items} headingIds={headingIds} extra={jumps} />}
      {PAGE_IDS.map((pageId) => (
        <section key={pageId} className="print-page" aria-labelledby={`print-${pageId}`}>
          <h2 id={`print-${pageId}`} className="print-page__title">
            Step {pages[pageId].step}: {pages[pageId].title}
          </h2>
          <PrintItems
            items={items.filter(
              (item) => item.page === pageId && !(item.type === 'heading' && item.level === 1),
            )}
            documentLink={documentLink}
            headingIds={headingIds}
          />
        </section>
      ))}
    </article>
  );
}
