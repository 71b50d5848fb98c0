import type { ApplicantChecklist } from '../../../contracts/staff-review';
import { request } from '../http';

/** GET /api/checklist: the applicant's materials and their states (issue 33). */
export function getChecklist(): Promise<ApplicantChecklist> {
  return request<ApplicantChecklist>('GET', '/api/checklist');
}
