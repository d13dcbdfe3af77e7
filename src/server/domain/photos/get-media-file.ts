import { getStorage } from '../../integrations/storage/storage';

/** Keys under this prefix (traders' ID documents) are never served publicly. */
export const PRIVATE_KEY_PREFIX = 'private/';

/** A stored image by its key, for the public media route; null when absent, malformed or private. */
export async function getMediaFile(key: string) {
  if (key.startsWith(PRIVATE_KEY_PREFIX)) return null;
  return getStorage().get(key);
}
