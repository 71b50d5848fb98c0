import type {
  ApplicationQueue,
  AssignmentsResult,
  MyQueue,
  Queues,
  Review,
  Reviews,
  SearchAssignmentResult,
  SearchUnassignmentResult,
  UnassignmentsResult,
} from '../../../contracts/staff-queues';
import type { Answers } from '../../../engine';
import { searchParamsOf, type ApplicationFilters } from './applications';
import { staffRequest } from './staff-request';

const base = (id: string) => `/staff/api/applications/${encodeURIComponent(id)}`;

export const queuesKey = ['staff', 'queues'] as const;
export const myQueueKey = ['staff', 'my-queue'] as const;
export const applicationQueueKey = (id: string) => ['staff', 'application', id, 'queue'] as const;
export const reviewsKey = (id: string) => ['staff', 'application', id, 'reviews'] as const;

export const fetchQueues = () => staffRequest<Queues>('GET', '/staff/api/queues');
export const fetchMyQueue = () => staffRequest<MyQueue>('GET', '/staff/api/assignments/mine');

export const assignApplications = (readerId: string, applicationIds: readonly string[]) =>
  staffRequest<AssignmentsResult>('POST', '/staff/api/assignments', {
    body: { reader_id: readerId, application_ids: applicationIds },
  });

/** Every application of the search, split evenly between the readers; `count` as confirmed. */
export const assignSearch = (
  filters: ApplicationFilters,
  readerIds: readonly string[],
  count: number,
) =>
  staffRequest<SearchAssignmentResult>('POST', '/staff/api/assignments/search', {
    body: {
      search: Object.fromEntries(searchParamsOf(filters)),
      reader_ids: readerIds,
      count,
    },
  });

export const unassignApplications = (readerId: string, applicationIds: readonly string[]) =>
  staffRequest<UnassignmentsResult>('DELETE', '/staff/api/assignments', {
    body: { reader_id: readerId, application_ids: applicationIds },
  });

export const fetchApplicationQueue = (id: string) =>
  staffRequest<ApplicationQueue>('GET', `${base(id)}/queue`);
export const moveToQueue = (id: string, queue: string) =>
  staffRequest<ApplicationQueue>('PUT', `${base(id)}/queue`, { body: { queue } });

export const fetchReviews = (id: string) => staffRequest<Reviews>('GET', `${base(id)}/reviews`);
export const submitReview = (id: string, answers: Answers) =>
  staffRequest<Review>('POST', `${base(id)}/reviews`, { body: { answers } });
export const editReview = (id: string, answers: Answers) =>
  staffRequest<Review>('PUT', `${base(id)}/reviews/mine`, { body: { answers } });

/** Takes the readers off every application of the search; `count` as confirmed. */
export const unassignSearch = (
  filters: ApplicationFilters,
  readerIds: readonly string[],
  count: number,
) =>
  staffRequest<SearchUnassignmentResult>('DELETE', '/staff/api/assignments/search', {
    body: {
      search: Object.fromEntries(searchParamsOf(filters)),
      reader_ids: readerIds,
      count,
    },
  });
