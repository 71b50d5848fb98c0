import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '../../../contracts/profile';
import { request } from '../http';

export type { Profile } from '../../../contracts/profile';

export const profileKey = ['profile'] as const;
/** The status page's own read of the profile, fresh after the submit (its decision, issue 33). */
export const completionProfileKey = ['profile', 'completion'] as const;

export function getProfile(): Promise<Profile> {
  return request<Profile>('GET', '/api/profile');
}

/** Fetched by the application group's loader; never refetched by itself. */
export const profileQuery = queryOptions({ queryKey: profileKey, queryFn: getProfile });
