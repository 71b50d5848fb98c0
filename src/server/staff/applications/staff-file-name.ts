import { applicationReference, withoutBidiControls } from '../../../engine';

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
const FAMILY_MAX = 60;

/**
 * A staff download's file name: the application's reference and the applicant's family name
 * before what it is ("7KQ2-M9XD Ångström application.pdf"), so files saved from several
 * applications tell themselves apart.
 */
export function staffFileName(applicationId: string, familyName: string, what: string): string {
  const family = withoutBidiControls(familyName)
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, FAMILY_MAX)
    .trim();
  return [applicationReference(applicationId), family, what].filter(Boolean).join(' ');
}
