import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Config } from '../config';
import {
  ObjectTooLargeError,
  type ObjectStore,
  type UploadPolicy,
  type UploadPolicyRequest,
} from './object-store';

/** Production store: any S3-compatible service. Credentials come from the AWS SDK's usual chain. */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
    });
  }

  async createUploadPolicy(request: UploadPolicyRequest): Promise<UploadPolicy> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: request.key,
      Conditions: [
        ['content-length-range', request.minBytes, request.maxBytes],
        ['eq', '$Content-Type', request.contentType],
      ],
      Fields: { 'Content-Type': request.contentType },
      Expires: request.expiresInSeconds,
    });
    return { url, fields };
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async get(key: string, maxBytes: number): Promise<Buffer> {
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
    );
    if ((result.ContentLength ?? 0) > maxBytes) {
      result.Body?.transformToWebStream()
        .cancel()
        .catch(() => undefined);
      throw new ObjectTooLargeError(key);
    }
    const bytes = await result.Body?.transformToByteArray();
    if (!bytes || bytes.length > maxBytes) throw new ObjectTooLargeError(key);
    return Buffer.from(bytes);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}
