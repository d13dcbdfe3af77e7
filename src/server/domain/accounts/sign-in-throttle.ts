import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { DomainError } from '../errors';

/** Sign-in attempts allowed per account, and per network address, within the window. */
export const ACCOUNT_ATTEMPTS = 5;
export const ADDRESS_ATTEMPTS = 30;
export const WINDOW_SECONDS = 15 * 60;

export interface SignInThrottle {
  /** Counts an attempt before the password is checked; RATE_LIMITED past the limit. */
  begin(email: string, address: string): Promise<void>;
  /** A correct password clears the account's count and gives the address its point back. */
  succeeded(email: string, address: string): Promise<void>;
}

/**
 * Counts sign-in attempts per account and per address in the database with atomic
 * increments taken before the password check, so parallel attempts (aliases in one GraphQL
 * request, several app processes) cannot slip past the limit together.
 */
export function createSignInThrottle(db: Database): SignInThrottle {
  const common = {
    storeClient: db,
    schema: rateLimits,
    duration: WINDOW_SECONDS,
    clearExpiredByTimeout: false,
  };
  const byAccount = new RateLimiterDrizzle({
    ...common,
    keyPrefix: 'signin-account',
    points: ACCOUNT_ATTEMPTS,
  });
  const byAddress = new RateLimiterDrizzle({
    ...common,
    keyPrefix: 'signin-address',
    points: ADDRESS_ATTEMPTS,
  });

  return {
    async begin(email, address) {
      const [account, network] = await Promise.all([
        byAccount.penalty(email, 1),
        byAddress.penalty(address, 1),
      ]);
      const over =
        account.consumedPoints > ACCOUNT_ATTEMPTS
          ? account
          : network.consumedPoints > ADDRESS_ATTEMPTS
            ? network
            : null;
      if (over) {
        const seconds = Math.ceil(over.msBeforeNext / 1000);
        throw new DomainError('RATE_LIMITED', `Too many sign-in attempts; retry in ${seconds} s`, {
          form: 'RATE_LIMITED',
        });
      }
    },
    async succeeded(email, address) {
      await Promise.all([byAccount.delete(email), byAddress.reward(address, 1)]);
    },
  };
}
