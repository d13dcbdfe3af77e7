import { CLIENT_ADDRESS_HEADER } from '../../http/client-address';

/**
 * The client's address for per-address limits: the one address the server's request hook
 * resolved (`server/http/client-address.ts`, X-Forwarded-For only from TRUSTED_PROXIES).
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.split(',').at(-1)?.trim() || 'unknown';
}
