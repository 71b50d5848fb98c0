import { join } from 'node:path';
import type { Config } from '../config';
import { LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';

/**
 * S3 when S3_BUCKET is set, else files in $DATA_DIR/objects. The AWS SDK is imported only when
 * S3 is configured, so the embedded default does not load it at every start.
 */
export async function createObjectStore(
  config: Pick<Config, 's3' | 'dataDir' | 'sessionSecret'>,
  now: () => number = Date.now,
): Promise<ObjectStore> {
  if (config.s3) {
    const { S3ObjectStore } = await import('./s3-object-store');
    return new S3ObjectStore(config.s3);
  }
  return new LocalObjectStore(join(config.dataDir, 'objects'), config.sessionSecret, now);
}
