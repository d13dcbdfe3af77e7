import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';
import { createS3Storage } from './s3-storage';

/** Where uploaded and generated files live: local disk by default, S3-compatible by config. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes a stored file; a missing file is not an error (deletes may be retried). */
  delete(key: string): Promise<void>;
  /** Public URL path of a stored file. */
  url(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_-]*\.(webp|avif|jpg|png)$/;
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** The type a stored file is served with, from its key (never from what a client claimed). */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()!]!;

/** Files under DATA_DIR/media, served by the /media route with long cache headers. */
export function createLocalStorage(root = path.join(env.DATA_DIR, 'media')): FileStorage {
  return {
    async put(key, body) {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const file = path.join(root, key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return { body: await readFile(file), contentType: contentTypeOf(key) };
    },
    async delete(key) {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
      const file = path.join(root, key);
      await rm(file, { force: true });
      // A photo's variants share one folder (the key's); drop it once its last file is gone.
      const folder = path.dirname(key);
      if (folder !== '.') await rmdir(path.join(root, folder)).catch(() => undefined);
    },
    url: (key) => `/media/${key}`,
  };
}

let storage: FileStorage | undefined;

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
