import type { Answers, WebStatus } from '../../../engine';
import { request } from '../../api/http';
import type { DocumentInfo } from '../form-context';

/** GET /service/tmp-pdf: one application for the staff print view. */
export interface ServiceApplication {
  answer: Answers;
  add_another: Record<string, number>;
  document_answer: Record<string, DocumentInfo>;
  tabs: Record<string, string>;
  /** Whose application it is and where it stands, for the view's header (issue 14). */
  applicant: {
    username: string;
    status: WebStatus | null;
    submitted_at: string | null;
    reference: string;
  };
}

export function getServiceApplication(serviceToken: string): Promise<ServiceApplication> {
  return request('GET', '/service/tmp-pdf', { query: { service_token: serviceToken } });
}
