import { getStorage } from '../../integrations/storage/storage';

/** A stored image by its key, for the public media route; null when absent or malformed. */
export function getMediaFile(key: string) {
  return getStorage().get(key);
}
