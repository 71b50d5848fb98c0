import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_FINGERPRINT_FILE, formsFingerprint } from './fingerprint';
import type { FormFiles } from './form-files';

/** The fingerprint of the set the client build bundles, when the build recorded one. */
function bundledFingerprint(clientDir: string): string | undefined {
  try {
    return readFileSync(join(clientDir, BUNDLED_FINGERPRINT_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether a version is the set the client build in `clientDir` bundles, so its pages need
 * nothing from the server; each version's fingerprint is made once.
 */
export function bundledVersionCheck(
  clientDir: string,
): (version: number, files: FormFiles) => boolean {
  const bundled = bundledFingerprint(clientDir);
  const fingerprints = new Map<number, string>();
  return (version, files) => {
    let fingerprint = fingerprints.get(version);
    if (!fingerprint) fingerprints.set(version, (fingerprint = formsFingerprint(files)));
    return bundled !== undefined && bundled === fingerprint;
  };
}
