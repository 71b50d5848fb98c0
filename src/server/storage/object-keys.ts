import { randomUUID } from 'node:crypto';

/**
 * Every object of an applicant lives under `applicants/{id}/`, so "is this key theirs?" is a
 * prefix test. Answer keys are engine-checked identifiers, so they are safe in a path.
 */
export function applicantPrefix(applicantId: string): string {
  return `applicants/${applicantId}/`;
}

export function uploadKey(applicantId: string, answerKey: string): string {
  return `${applicantPrefix(applicantId)}uploads/${answerKey}/${randomUUID()}`;
}

export function convertedKey(applicantId: string, answerKey: string, conversionId: string): string {
  return `${applicantPrefix(applicantId)}documents/${answerKey}/${conversionId}.pdf`;
}

export function applicationPdfKey(applicantId: string, pdfId: string): string {
  return `${applicantPrefix(applicantId)}application/${pdfId}.pdf`;
}

/** True when `key` is an upload key the server could have given this applicant for this question. */
export function isUploadKeyOf(key: string, applicantId: string, answerKey: string): boolean {
  const prefix = `${applicantPrefix(applicantId)}uploads/${answerKey}/`;
  return key.startsWith(prefix) && /^[0-9a-f-]{36}$/.test(key.slice(prefix.length));
}

/** Keys are only ever made by the functions above; anything else is refused before touching a disk. */
export function isSafeKey(key: string): boolean {
  return (
    /^applicants\/[0-9a-f-]{36}\/(uploads|documents|application)\/[A-Za-z0-9_/.-]+$/.test(key) &&
    !key.includes('..')
  );
}
