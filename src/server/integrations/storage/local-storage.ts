import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';
import { contentTypeOf, isValidStorageKey, type FileStorage } from './file-storage';

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
