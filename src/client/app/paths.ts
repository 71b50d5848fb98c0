import { site } from '../../engine/definitions/site';

/** The routes of spec section 2. */
export const paths = {
  about: '/about',
  education: '/education',
  finalSteps: '/final-steps',
  completion: '/completion',
  review: '/review',
  signup: '/signup',
  confirm: '/confirm',
  login: '/login',
  forgot: '/forgot',
  reset: '/reset',
} as const;

/**
 * Where the app starts: site.json's defaultRoute (lint-forms checks it names a page), read when
 * asked, since a published form version may change it.
 */
export const defaultRoute = (): string => site.defaultRoute;

/** The pages of the form, in step order; the only places a last page may point to. */
export const APPLICATION_PAGE_PATHS: readonly string[] = [
  paths.about,
  paths.education,
  paths.finalSteps,
];

export function isApplicationPagePath(path: string): boolean {
  return APPLICATION_PAGE_PATHS.includes(path);
}
