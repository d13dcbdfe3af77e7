/** Where uploaded and generated files live: local disk by default, S3-compatible by config. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes a stored file; a missing file is not an error (deletes may be retried). */
  delete(key: string): Promise<void>;
  /** Public URL path of a stored file. */
  url(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_-]*\.(webp|avif|jpg|png|pdf)$/;
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** The type a stored file is served with, from its key (never from what a client claimed). */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()!]!;
