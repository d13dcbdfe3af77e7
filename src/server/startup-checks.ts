import { isIP } from 'node:net';
import type { Env } from '../env';
import { sellerProblems, type SellerConfig } from './domain/invoices/invoice-seller';

type StartConfig = Pick<
  Env,
  | 'NODE_ENV'
  | 'SITE_URL'
  | 'IS_SITE_URL_SET'
  | 'HOST'
  | 'OUTBOX_VIEWER'
  | 'PAYMENT_PROVIDER'
  | 'IS_PAYMENT_PROVIDER_SET'
  | 'IS_BANK_ACCOUNT_SET'
> &
  SellerConfig;

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that only reach this machine. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1' || name === '::ffff:127.0.0.1';
}

/** Whether SITE_URL names a host other people can reach. */
export function isPublicSite(siteUrl: string): boolean {
  return !isLoopbackHost(new URL(siteUrl).hostname);
}

/**
 * What forbids this configuration from serving: a public start without its address, the
 * development outbox where real people's mail could be read, or a public site whose payments
 * would silently be the sandbox, or invoices without a real seller. Empty when the server may
 * start.
 */
export function startupProblems(config: StartConfig): string[] {
  const problems: string[] = [];
  const isLocalOnly = isLoopbackHost(config.HOST);
  const where = config.HOST ? `HOST=${config.HOST}` : 'every network interface (HOST is unset)';
  if (config.NODE_ENV === 'production' && !config.IS_SITE_URL_SET && !isLocalOnly) {
    problems.push(
      `SITE_URL is not set, but the server listens on ${where}. Set SITE_URL to the site's ` +
        'public address (for example https://dogs.example), or HOST=127.0.0.1 to serve this machine only.',
    );
  }
  if (config.OUTBOX_VIEWER && (isPublicSite(config.SITE_URL) || !isLocalOnly)) {
    problems.push(
      'OUTBOX_VIEWER=true shows every e-mail the site sends at /outbox: it is for the local demo ' +
        `only, with a loopback SITE_URL (now ${config.SITE_URL}) and HOST (now ${config.HOST ?? 'unset'}). ` +
        'Set OUTBOX_VIEWER=false.',
    );
  }
  if (isPublicSite(config.SITE_URL) && !config.IS_PAYMENT_PROVIDER_SET) {
    problems.push(
      `SITE_URL (${config.SITE_URL}) is public but no payment provider is chosen. Set ` +
        'PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ' +
        'PAYMENT_PROVIDER=sandbox to run the test-card sandbox, where no money moves.',
    );
  }
  problems.push(...sellerProblems(config, isPublicSite(config.SITE_URL)));
  if (isPublicSite(config.SITE_URL) && !config.IS_BANK_ACCOUNT_SET) {
    problems.push(
      `SITE_URL (${config.SITE_URL}) is public but BANK_IBAN is not set, so bank transfers would ` +
        'go to the demo account. Set BANK_PAYEE_NAME, BANK_IBAN and BANK_BIC.',
    );
  }
  return problems;
}
