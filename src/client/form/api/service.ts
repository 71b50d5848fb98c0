import type { Answers } from '../../../engine';
import { request } from '../../api/http';
import type { DocumentInfo } from '../form-context';

/** GET /service/tmp-pdf: one application for the staff print view. */
export interface ServiceApplication {
  answer: Answers;
  add_another: Record<string, number>;
  document_answer: Record<string, DocumentInfo>;
  tabs: Record<string, string>;
}

export function getServiceApplication(serviceToken: string): Promise<ServiceApplication> {
  return request('GET', '/service/tmp-pdf', { query: { service_token: serviceToken } });
}
