import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_IDS, pages, site } from '../../../engine';
import { errorMessageOf } from '../../api/errors';
import { Spinner } from '../../components/Spinner';
import { useSessionStore } from '../../stores/session';
import { useAnswersStore } from '../../stores/answers';
import { getServiceApplication, type ServiceApplication } from '../api/service';
import { defaultEnvironment, FormEnvironmentContext, type FormEnvironment } from '../form-context';
import { HeadingLevelContext } from '../renderer/heading-level';
import { NodeList } from '../renderer/NodeList';
import { PrintHeader } from './PrintHeader';
import { useViewStore } from '../stores/view-store';
import './print.css';

/** `?hide_unanswered=1` (or true) leaves out the questions without an answer. */
export function wantsHideUnanswered(params: URLSearchParams): boolean {
  const value = params.get('hide_unanswered');
  return value === '1' || value === 'true';
}

/** Fetches the application and puts it in the stores before the view draws anything of it. */
async function loadServiceApplication(token: string): Promise<ServiceApplication> {
  const data = await getServiceApplication(token);
  useAnswersStore.getState().load(data.answer);
  useViewStore.getState().load({ addAnother: data.add_another, tabs: data.tabs });
  return data;
}

/**
 * The staff view (spec section 6): the whole application read-only and print-style, drawn by
 * the same renderer from GET /service/tmp-pdf, with no navigation, buttons or modals.
 */
export function PrintView() {
  const token = useSessionStore((s) => s.service_token);
  const [params] = useSearchParams();
  const hideUnanswered = wantsHideUnanswered(params);
  const query = useQuery({
    queryKey: ['service-application', token],
    queryFn: () => loadServiceApplication(token),
    enabled: token !== '',
  });
  const data = query.data;

  const environment = useMemo<FormEnvironment>(
    () => ({
      ...defaultEnvironment,
      mode: 'print',
      hideUnanswered,
      documents: data?.document_answer ?? {},
    }),
    [hideUnanswered, data],
  );

  useEffect(() => {
    document.title = `${site.name} - Application (print view)`;
  }, []);

  if (query.isError) {
    return (
      <div className="print-view">
        <h1>Application not available</h1>
        <p>{errorMessageOf(query.error)}</p>
      </div>
    );
  }
  if (!data) return <Spinner size="large" label="Loading the application" />;

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
