import type { InjectOptions } from 'fastify';

/** The document question every per-route request uses when a route names one in its path. */
export const DOCUMENT_QUESTION = 'student_upload_card';

export interface RouteRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * One well-formed request per /api and /service route: what the client would send, so an
 * authorization test exercises the check rather than body validation. Keyed "METHOD path" as
 * listRoutes reports it; a test compares these keys with the app's routes, so a new route
 * fails that test until it is given a request here (and so is covered by the matrix).
 */
export const ROUTE_REQUESTS: Record<string, RouteRequest> = {
  'GET /api/profile': { method: 'GET', url: '/api/profile' },
  'GET /api/forms/mine': { method: 'GET', url: '/api/forms/mine' },
  'PUT /api/answer': { method: 'PUT', url: '/api/answer', payload: { first_name: 'Someone' } },
  'PUT /api/last-page': { method: 'PUT', url: '/api/last-page', payload: { last_page: '/about' } },
  'PUT /api/language': { method: 'PUT', url: '/api/language', payload: { language: 'es' } },
  'POST /api/keep-alive': { method: 'POST', url: '/api/keep-alive', payload: {} },
  'POST /api/web-status': {
    method: 'POST',
    url: '/api/web-status',
    payload: { web_status: 'started' },
  },
  'POST /api/validations': {
    method: 'POST',
    url: '/api/validations',
    payload: { first_name: ['First name is required.'] },
  },
  'POST /api/submit': { method: 'POST', url: '/api/submit', payload: {} },
  'GET /api/add-another': { method: 'GET', url: '/api/add-another' },
  'GET /api/checklist': { method: 'GET', url: '/api/checklist' },
  'PUT /api/add-another': {
    method: 'PUT',
    url: '/api/add-another',
    payload: { button_id: 'sibling', num_components: 2 },
  },
  'POST /api/repeater/:button_id/remove': {
    method: 'POST',
    url: '/api/repeater/sibling/remove',
    payload: { index: 2 },
  },
  'GET /api/tabs': { method: 'GET', url: '/api/tabs' },
  'PUT /api/tabs': {
    method: 'PUT',
    url: '/api/tabs',
    payload: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' },
  },
  'POST /api/presigned-url': {
    method: 'POST',
    url: '/api/presigned-url',
    payload: { answer_key: DOCUMENT_QUESTION, content_type: 'image/png' },
  },
  'GET /api/document-answer': { method: 'GET', url: '/api/document-answer' },
  'DELETE /api/document-answer/:key': {
    method: 'DELETE',
    url: `/api/document-answer/${DOCUMENT_QUESTION}`,
    payload: {},
  },
  'POST /api/pdf/document-answer/:key': {
    method: 'POST',
    url: `/api/pdf/document-answer/${DOCUMENT_QUESTION}`,
    payload: {
      file_key: 'applicants/00000000-0000-0000-0000-000000000000/uploads/x/y',
      file_name: 'card.png',
    },
  },
  'GET /api/pdf/document-answer/:key': {
    method: 'GET',
    url: `/api/pdf/document-answer/${DOCUMENT_QUESTION}`,
  },
  'DELETE /api/pdf/document-answer/:key': {
    method: 'DELETE',
    url: `/api/pdf/document-answer/${DOCUMENT_QUESTION}`,
    payload: {},
  },
  'GET /api/pdf/document-answer/:key/file': {
    method: 'GET',
    url: `/api/pdf/document-answer/${DOCUMENT_QUESTION}/file`,
  },
  'GET /api/pdf': { method: 'GET', url: '/api/pdf' },
  'GET /api/pdf/file': { method: 'GET', url: '/api/pdf/file' },
  // Last among the /api routes: it ends the session it is called with.
  'GET /api/logout': { method: 'GET', url: '/api/logout' },
  'GET /service/tmp-pdf': { method: 'GET', url: '/service/tmp-pdf' },
  'GET /service/pdf': { method: 'GET', url: '/service/pdf' },
};

/** The request for a route with a cookie and, for /service routes, a service token. */
export function requestFor(
  route: string,
  { cookie, serviceToken }: { cookie?: string; serviceToken?: string } = {},
): InjectOptions {
  const request = ROUTE_REQUESTS[route];
  if (!request)
    throw new Error(`no request for ${route}: add one to tests/helpers/route-requests.ts`);
  const url =
    serviceToken === undefined
      ? request.url
      : `${request.url}?service_token=${encodeURIComponent(serviceToken)}`;
  return {
    method: request.method,
    url,
    payload: request.payload,
    headers: cookie ? { cookie } : {},
  };
}
