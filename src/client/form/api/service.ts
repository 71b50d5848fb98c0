import type { ServiceApplication } from '../../../contracts/service';
import { request } from '../../api/http';

export type { ServiceApplication } from '../../../contracts/service';

/** GET /service/tmp-pdf: one application for the staff print view. */
export function getServiceApplication(serviceToken: string): Promise<ServiceApplication> {
  return request('GET', '/service/tmp-pdf', { query: { service_token: serviceToken } });
}
