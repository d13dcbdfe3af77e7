import { describe, expect, it } from 'vitest';
import { isLoopbackHost, startupProblems } from './startup-checks';

const demo = {
  NODE_ENV: 'production',
  SITE_URL: 'http://localhost:3000',
  IS_SITE_URL_SET: false,
  HOST: 'localhost',
  OUTBOX_VIEWER: false,
  PAYMENT_PROVIDER: 'sandbox',
  IS_PAYMENT_PROVIDER_SET: false,
} as const;
const live = {
  ...demo,
  SITE_URL: 'https://dogs.example',
  IS_SITE_URL_SET: true,
  HOST: '0.0.0.0',
  PAYMENT_PROVIDER: 'stripe',
  IS_PAYMENT_PROVIDER_SET: true,
} as const;

describe('startupProblems', () => {
  it.each([
    ['the README demo (npm start)', { ...demo, OUTBOX_VIEWER: true }],
    ['npm run dev', { ...demo, NODE_ENV: 'development', OUTBOX_VIEWER: true }],
    [
      'a development server on every interface',
      { ...demo, NODE_ENV: 'development', HOST: undefined },
    ],
    ['a public site with Stripe', live],
    ['a public site with the sandbox chosen', { ...live, PAYMENT_PROVIDER: 'sandbox' }],
    ['a public site behind a proxy on loopback', { ...live, HOST: '127.0.0.1' }],
    [
      'another loopback port',
      { ...demo, SITE_URL: 'http://127.0.0.1:3100', IS_SITE_URL_SET: true },
    ],
  ] as const)('lets %s start', (_name, config) => {
    expect(startupProblems(config)).toEqual([]);
  });

  it.each([
    [
      'production on every interface without SITE_URL',
      { ...demo, HOST: undefined },
      /SITE_URL is not set/,
    ],
    [
      'production on a LAN address without SITE_URL',
      { ...demo, HOST: '192.168.1.5' },
      /HOST=192\.168\.1\.5/,
    ],
    ['the outbox with a public SITE_URL', { ...live, OUTBOX_VIEWER: true }, /OUTBOX_VIEWER=true/],
    [
      'the outbox on every interface',
      { ...demo, HOST: '0.0.0.0', IS_SITE_URL_SET: true, OUTBOX_VIEWER: true },
      /OUTBOX_VIEWER=true/,
    ],
    [
      'a public site without a provider',
      { ...live, IS_PAYMENT_PROVIDER_SET: false },
      /PAYMENT_PROVIDER=sandbox/,
    ],
  ] as const)('refuses %s', (_name, config, message) => {
    const problems = startupProblems(config);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.5', false],
    ['dogs.example', false],
    ['localhost.example', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
