// A definition set's fingerprint: equal files (whatever their key order, which jsonb does not
// keep) give an equal one. The build records the fingerprint of the set it bundles, so the
// server can tell a browser whether the live version is the one it already holds.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../canonical-json';
import type { FormFiles } from './form-files';

/** Where the build writes the bundled set's fingerprint, inside the client build. */
export const BUNDLED_FINGERPRINT_FILE = '.forms-fingerprint';

export function formsFingerprint(files: FormFiles): string {
  return createHash('sha256').update(canonicalJson(files)).digest('hex');
}
