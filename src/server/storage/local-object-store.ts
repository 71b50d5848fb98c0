import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { isSafeKey } from './object-keys';
import {
  ObjectTooLargeError,
  type ObjectStore,
  type UploadPolicy,
  type UploadPolicyRequest,
} from './object-store';
import { encodePolicy } from './upload-policy';

/** The path of the embedded store's upload endpoint (routes/storage/local-upload.ts). */
export const LOCAL_UPLOAD_PATH = '/storage/upload';

/**
 * The embedded default: objects are files under `$DATA_DIR/objects`. Uploads go to this
 * server's own endpoint with an HMAC-signed policy, so the browser flow is the same as S3's.
 */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.root = resolve(root);
  }

  /** Refuses any key the server would not have made, and any path that leaves the root. */
  private path(key: string): string {
    const path = resolve(join(this.root, key));
    if (!isSafeKey(key) || !path.startsWith(this.root + sep))
      throw new Error(`Refused object key "${key}".`);
    return path;
  }

  async createUploadPolicy(request: UploadPolicyRequest): Promise<UploadPolicy> {
    this.path(request.key);
    const { policy, signature } = encodePolicy(this.secret, {
      key: request.key,
      contentType: request.contentType,
      minBytes: request.minBytes,
      maxBytes: request.maxBytes,
      expiresAt: this.now() + request.expiresInSeconds * 1000,
    });
    return {
      url: LOCAL_UPLOAD_PATH,
      fields: {
        key: request.key,
        'Content-Type': request.contentType,
        Policy: policy,
        'X-Signature': signature,
      },
    };
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.path(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async get(key: string, maxBytes: number): Promise<Buffer> {
    const handle = await open(this.path(key), 'r');
    try {
      if ((await handle.stat()).size > maxBytes) throw new ObjectTooLargeError(key);
      return await readFile(handle);
    } finally {
      await handle.close();
    }
  }

  /** Writes to a temporary name and renames, so a reader never sees half a file. */
  async put(key: string, body: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, body, { mode: 0o600 });
    await rename(temporary, path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
