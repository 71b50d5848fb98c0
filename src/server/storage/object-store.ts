/** A signed POST policy: the browser posts `fields`, then the file, as multipart to `url`. */
export interface UploadPolicy {
  url: string;
  fields: Record<string, string>;
}

export interface UploadPolicyRequest {
  key: string;
  contentType: string;
  /** Inclusive byte range the store must accept (content-length-range). */
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
}

/**
 * Object storage as the documents feature needs it. Two implementations: a local directory
 * (the embedded default) and any S3-compatible store. Keys are always chosen by the server.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  createUploadPolicy(request: UploadPolicyRequest): Promise<UploadPolicy>;
  /** Size of a stored object, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Reads at most `maxBytes` (a store that ignored the policy cannot make us read more). */
  get(key: string, maxBytes: number): Promise<Buffer>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export class ObjectTooLargeError extends Error {}
