import { canDecode } from '../../integrations/images/sniff-image-type';

/**
 * The `accept` list for photo inputs: HEIC only when this server decodes it. iPhones send HEIC
 * as it is when the page accepts it, and convert to JPEG otherwise, so listing an undecodable
 * HEIC would turn every iPhone photo into a refusal.
 */
export function photoAcceptTypes(): string {
  const types = ['image/jpeg', 'image/png', 'image/webp'];
  if (canDecode('avif')) types.push('image/avif');
  if (canDecode('heic')) types.push('image/heic', 'image/heif');
  return types.join(',');
}
