import type { ServiceApplication } from '../../../src/contracts/service';

/**
 * A GET /service/tmp-pdf reply for a test that stands in for the server, typed by the contract
 * so that it cannot drift from what the server sends (an untyped one once lacked `applicant`,
 * and the print view fell over while the test passed).
 */
export function serviceReply(content: Partial<ServiceApplication> = {}): ServiceApplication {
  return {
    answer: {},
    add_another: {},
    document_answer: {},
    tabs: {},
    definitions_version: 1,
    language: 'en',
    applicant: {
      username: 'grace@example.edu',
      status: 'started',
      submitted_at: null,
      reference: 'ABCD-EFGH',
    },
    ...content,
  };
}
