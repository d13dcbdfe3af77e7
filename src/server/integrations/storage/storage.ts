import { env } from '@/env';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

let storage: FileStorage | undefined;

/** The configured storage: an S3-compatible bucket when S3_BUCKET is set, else local disk. */
export function getStorage(): FileStorage {
  storage ??= env.S3_BUCKET
    ? createS3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        prefix: env.S3_PREFIX,
        publicUrl: env.S3_PUBLIC_URL,
      })
    : createLocalStorage();
  return storage;
}
