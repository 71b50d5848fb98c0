import { useMemo } from 'react';
import { PAGE_IDS, pages, site } from '../../../engine';
import type { ServiceApplication } from '../api/service';
import { defaultEnvironment, FormEnvironmentContext, type FormEnvironment } from '../form-context';
import { HeadingLevelContext } from '../renderer/heading-level';
import { NodeList } from '../renderer/NodeList';
import { PrintHeader } from './PrintHeader';
import { PrintCheckbox, PrintQuestion } from './PrintQuestion';
import './print.css';

/**
 * The whole application read-only and print-style, drawn by the same renderer as the pages,
 * from answers the caller has put in the stores: the service-token view and the staff
 * workspace both show it.
 */
export function PrintDocument({
  data,
  hideUnanswered,
  documentUrl,
}: {
  data: ServiceApplication;
  hideUnanswered: boolean;
  documentUrl?: (key: string) => string;
}) {
  const environment = useMemo<FormEnvironment>(
    () => ({
      ...defaultEnvironment,
      mode: 'print',
      print: { Question: PrintQuestion, Checkbox: PrintCheckbox },
      hideUnanswered,
      documents: data.document_answer,
      documentUrl,
    }),
    [hideUnanswered, data, documentUrl],
  );
  return (
    <FormEnvironmentContext.Provider value={environment}>
      <article className="print-view" aria-labelledby="print-title">
        <h1 id="print-title">{site.name} undergraduate application</h1>
        <PrintHeader data={data} />
        {PAGE_IDS.map((pageId) => (
          <section key={pageId} className="print-page" aria-labelledby={`print-${pageId}`}>
            <h2 id={`print-${pageId}`} className="print-page__title">
              Step {pages[pageId].step}: {pages[pageId].title}
            </h2>
            <HeadingLevelContext.Provider value={3}>
              <NodeList nodes={pages[pageId].nodes} />
            </HeadingLevelContext.Provider>
          </section>
        ))}
      </article>
    </FormEnvironmentContext.Provider>
  );
}
