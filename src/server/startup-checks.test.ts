import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/env';
import { isLoopbackHost, startupProblems } from './startup-checks';

const demo = {
  NODE_ENV: 'production',
  SITE_URL: 'http://localhost:3000',
  IS_SITE_URL_SET: false,
  HOST: 'localhost',
  OUTBOX_VIEWER: false,
  PAYMENT_PROVIDER: 'sandbox',
  IS_PAYMENT_PROVIDER_SET: false,
  SELLER_NAME: 'Dog Market Demo Kft.',
  SELLER_ADDRESS: 'Váci út 1, 1062 Budapest',
  SELLER_COUNTRY: 'HU',
  SELLER_VAT_NUMBER: 'HU12345676',
  SELLER_COMPANY_REGISTRATION: 'Cg. 01-09-123456',
  SELLER_EMAIL: 'billing@dogmarket.localhost',
  IS_SELLER_SET: false,
  IS_BANK_ACCOUNT_SET: false,
} as const;
const live = {
  ...demo,
  SITE_URL: 'https://dogs.example',
  IS_SITE_URL_SET: true,
  HOST: '0.0.0.0',
  PAYMENT_PROVIDER: 'stripe',
  IS_PAYMENT_PROVIDER_SET: true,
  SELLER_NAME: 'Kutyapiac Kft.',
  IS_SELLER_SET: true,
  IS_BANK_ACCOUNT_SET: true,
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
    [
      'a Greek seller with its EL number',
      { ...live, SELLER_COUNTRY: 'GR', SELLER_VAT_NUMBER: 'EL 094 014 201' },
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
    [
      'a public site invoicing as the demo company',
      { ...live, IS_SELLER_SET: false },
      /SELLER_NAME/,
    ],
    ['a seller outside the EU', { ...demo, SELLER_COUNTRY: 'RS' }, /SELLER_COUNTRY=RS/],
    ['a seller in an unknown country', { ...demo, SELLER_COUNTRY: 'XX' }, /SELLER_COUNTRY=XX/],
    [
      'a VAT number of another country',
      { ...demo, SELLER_VAT_NUMBER: 'DE136695976' },
      /SELLER_VAT_NUMBER=DE136695976 is not a VAT number of HU/,
    ],
    [
      'a Greek seller whose number starts with GR',
      { ...demo, SELLER_COUNTRY: 'GR', SELLER_VAT_NUMBER: 'GR094014201' },
      /starts with EL/,
    ],
    [
      'a public site with the demo bank account',
      { ...live, IS_BANK_ACCOUNT_SET: false },
      /BANK_IBAN is not set/,
    ],
  ] as const)('refuses %s', (_name, config, message) => {
    const problems = startupProblems(config);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});

describe('the bank account in the configuration', () => {
  it('takes an IBAN with spaces and keeps it in electronic form, the demo account when unset', () => {
    const given = parseEnv({ BANK_IBAN: 'DE89 3704 0044 0532 0130 00', BANK_BIC: 'cobadeffxxx' });
    expect(given.success && given.data.BANK_IBAN).toBe('DE89370400440532013000');
    expect(given.success && given.data.BANK_BIC).toBe('COBADEFFXXX');
    const unset = parseEnv({});
    expect(unset.success && unset.data.IS_BANK_ACCOUNT_SET).toBe(false);
    expect(unset.success && unset.data.BANK_IBAN).toMatch(/^HU/);
  });

  it.each([
    [
      'a wrong check digit',
      { BANK_IBAN: 'DE88370400440532013000' },
      /BANK_IBAN is not a valid IBAN/,
    ],
    ['a wrong BIC', { BANK_BIC: 'BANK' }, /BANK_BIC is not a valid BIC/],
  ])('refuses %s with a clear message', (_name, source, message) => {
    const parsed = parseEnv(source);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).join('; ')).toMatch(message);
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
