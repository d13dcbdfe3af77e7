import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The header that carries the resolved client address to the app (one address). */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** TRUSTED_PROXIES: addresses and CIDR ranges, comma-separated; empty trusts nobody. */
export function parseTrustedProxies(list: string): BlockList {
  const trusted = new BlockList();
  for (const entry of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      !family ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, bits, type);
  }
  return trusted;
}

const isTrusted = (address: string, trusted: BlockList) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy; then the
 * X-Forwarded-For chain is read from the right, past every trusted proxy, to the first address
 * no proxy of ours vouches for. Entries left of that are whatever the client sent.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let client = unmapped(peer);
  const chain = (forwardedFor ?? '').split(',').map((part) => unmapped(part.trim()));
  while (isTrusted(client, trusted)) {
    const next = chain.pop();
    if (!next || !isIP(next)) break;
    client = next;
  }
  return client;
}

function normalise(request: IncomingMessage, trusted: BlockList) {
  const forwarded = request.headers['x-forwarded-for'];
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    request.socket.remoteAddress ?? '',
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trusted,
  );
  delete request.headers['x-real-ip'];
}

/**
 * Rewrites every incoming request's X-Forwarded-For to the one resolved client address before
 * the framework sees it (Next.js keeps a header the client sent and adds the socket's address
 * only when there is none). Returns the uninstaller.
 */
export function installClientAddressHook(trusted: BlockList): () => void {
  const onRequest = (message: unknown) =>
    normalise((message as { request: IncomingMessage }).request, trusted);
  subscribe('http.server.request.start', onRequest);
  return () => unsubscribe('http.server.request.start', onRequest);
}
