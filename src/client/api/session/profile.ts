import { queryOptions } from '@tanstack/react-query';
import type { Answers } from '../../../engine';
import { request } from '../http';

export interface DocumentAnswer {
  file_name: string;
  file_size: number;
}

/** GET /api/profile (spec section 3). */
export interface Profile {
  username: string;
  last_page: string;
  successful_login: string[];
  web_status: { web_status: string }[];
  answer: Answers;
  document_answer: Record<string, DocumentAnswer>;
  submitted_at?: string | null;
  /** The application reference a person reads out on the phone (issue 14). */
  reference?: string;
}

export const profileKey = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return request<Profile>('GET', '/api/profile');
}

/** Fetched by the application group's loader; never refetched by itself. */
export const profileQuery = queryOptions({ queryKey: profileKey, queryFn: getProfile });
