import { useT } from '../../i18n/use-t';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { site } from '../../../engine';
import { errorMessageOf } from '../../api/errors';
import { activateVersion } from '../../app/definitions/version-sets';
import { Spinner } from '../../components/Spinner';
import { useSessionStore } from '../../stores/session';
import { getServiceApplication } from '../api/service';
import { PrintDocument } from './PrintDocument';

/** `?hide_unanswered=1` (or true) leaves out the questions without an answer. */
export function wantsHideUnanswered(params: URLSearchParams): boolean {
  const value = params.get('hide_unanswered');
  return value === '1' || value === 'true';
}

/**
 * The staff view (spec section 6): the whole application read-only and print-style, from
 * GET /service/tmp-pdf, with no navigation, buttons or modals.
 */
export function PrintView() {
  const t = useT();
  const token = useSessionStore((s) => s.service_token);
  const [params] = useSearchParams();
  const hideUnanswered = wantsHideUnanswered(params);
  const query = useQuery({
    queryKey: ['service-application', token],
    // Shown with the questions of the form version it was answered or submitted on (issue 29).
    queryFn: async () => {
      const application = await getServiceApplication(token);
      await activateVersion(application.definitions_version);
      return application;
    },
    enabled: token !== '',
  });
  const data = query.data;

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
  if (!data) return <Spinner size="large" label={t('spinner.application')} />;

  return <PrintDocument data={data} hideUnanswered={hideUnanswered} />;
}
