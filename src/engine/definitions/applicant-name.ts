import type { Answers } from '../types';
import { site } from './site';

/** How the application greets the applicant: the first answered of site.json's name keys. */
export function applicantName(
  answers: Answers,
  keys: readonly string[] = site.applicantNameKeys,
): string {
  for (const key of keys) {
    const value = answers[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}
