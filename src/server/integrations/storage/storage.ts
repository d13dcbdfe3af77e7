import { mkdir, readFile, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';

/** Where uploaded and generated files live: local disk by default, S3-compatible by config. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
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
      const extension = key.split('.').pop()!;
      return { body: await readFile(file), contentType: CONTENT_TYPES[extension]! };
    },
    url: (key) => `/media/${key}`,
  };
}

let storage: FileStorage | undefined;

export function getStorage(): FileStorage {
  storage ??= createLocalStorage();
  return storage;
}
