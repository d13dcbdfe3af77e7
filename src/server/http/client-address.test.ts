import { request as httpRequest, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  installClientAddressHook,
  parseTrustedProxies,
  resolveClientAddress,
} from './client-address';

const none = parseTrustedProxies('');
const proxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, ::1, fd00::/8');

describe('resolveClientAddress: X-Forwarded-For counts only when a trusted proxy sent it', () => {
  it.each([
    ['no proxies: the header is ignored', none, '203.0.113.9', '1.2.3.4', '203.0.113.9'],
    ['no proxies, no header', none, '203.0.113.9', undefined, '203.0.113.9'],
    ['an untrusted peer sending a header', proxies, '203.0.113.9', '1.2.3.4', '203.0.113.9'],
    ['a trusted proxy names the client', proxies, '10.1.2.3', '198.51.100.4', '198.51.100.4'],
    [
      'a spoofed entry before the real one',
      proxies,
      '10.1.2.3',
      '6.6.6.6, 198.51.100.4',
      '198.51.100.4',
    ],
    [
      'two trusted proxies in a row',
      proxies,
      '10.1.2.3',
      '6.6.6.6, 198.51.100.4, 192.0.2.7',
      '198.51.100.4',
    ],
    ['only proxies in the chain', proxies, '10.1.2.3', '10.9.9.9', '10.9.9.9'],
    ['a trusted proxy without the header', proxies, '10.1.2.3', undefined, '10.1.2.3'],
    ['an IPv4-mapped peer', proxies, '::ffff:10.1.2.3', '198.51.100.4', '198.51.100.4'],
    ['an IPv6 proxy', proxies, '::1', '2001:db8::5', '2001:db8::5'],
    ['a garbage entry from a proxy', proxies, '10.1.2.3', 'not-an-address', '10.1.2.3'],
    ['an IPv4-mapped untrusted peer', none, '::ffff:203.0.113.9', '1.2.3.4', '203.0.113.9'],
  ])('%s', (_name, trusted, peer, forwardedFor, expected) => {
    expect(resolveClientAddress(peer, forwardedFor, trusted)).toBe(expected);
  });

  it('refuses a malformed list', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('installClientAddressHook', () => {
  it('replaces a header sent by a client that is not a proxy with its socket address', async () => {
    const uninstall = installClientAddressHook(none);
    const server = createServer((request, response) => {
      response.end(`${request.headers['x-forwarded-for']}|${request.headers['x-real-ip']}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const seen = await new Promise<string>((resolve, reject) => {
        const outgoing = httpRequest(
          {
            port: (server.address() as AddressInfo).port,
            host: '127.0.0.1',
            headers: { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve(body));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
      expect(seen).toBe('127.0.0.1|undefined');
    } finally {
      uninstall();
      server.close();
    }
  });
});
