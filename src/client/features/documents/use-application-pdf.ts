import { useQuery } from '@tanstack/react-query';
import { getApplicationPdf } from './api';
import { pdfInterval } from './polling';
import { APPLICATION_PDF_QUERY } from './query-keys';

/** GET /api/pdf, polled every 1000 ms until ready, then every 10 minutes (spec section 7). */
export function useApplicationPdf(enabled = true) {
  return useQuery({
    queryKey: [APPLICATION_PDF_QUERY],
    queryFn: getApplicationPdf,
    enabled,
    refetchInterval: (query) => pdfInterval(query.state.data?.status),
  });
}
