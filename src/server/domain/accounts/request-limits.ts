import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { DomainError } from '../errors';

const HOUR = 60 * 60;

/**
 * How often each account action may be asked for, per e-mail address (or account) and per
 * network address, within the window. Sign-in has its own throttle (sign-in-throttle.ts).
 */
export const REQUEST_LIMITS = {
  signUp: { perAccount: 3, perAddress: 10, seconds: HOUR },
  passwordReset: { perAccount: 3, perAddress: 20, seconds: HOUR },
  verificationMail: { perAccount: 3, perAddress: 20, seconds: HOUR },
  emailChange: { perAccount: 5, perAddress: 20, seconds: HOUR },
  newsletter: { perAccount: 3, perAddress: 20, seconds: HOUR },
  listingReport: { perAccount: 5, perAddress: 20, seconds: HOUR },
  // Counted per e-mail *and* network address, so nobody can use up the owner's links.
  signInLink: { perAccount: 5, perAddress: 10, seconds: HOUR },
  // Each photo is decoded and encoded eight times (sharp): generous for a chat, not a flood.
  messagePhoto: { perAccount: 60, perAddress: 200, seconds: HOUR },
} as const;

export type LimitedAction = keyof typeof REQUEST_LIMITS;

export interface RequestLimits {
  /** Counts one request; RATE_LIMITED (nothing else happens) past either limit. */
  consume(action: LimitedAction, account: string, address: string): Promise<void>;
}

/** Atomic counters in the database, shared by every app process. */
export function createRequestLimits(db: Database): RequestLimits {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiter = (action: LimitedAction, scope: 'account' | 'address') => {
    const key = `${action}-${scope}`;
    let found = limiters.get(key);
    if (!found) {
      const rule = REQUEST_LIMITS[action];
      found = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: key,
        points: scope === 'account' ? rule.perAccount : rule.perAddress,
        duration: rule.seconds,
        clearExpiredByTimeout: false,
      });
      limiters.set(key, found);
    }
    return found;
  };
  return {
    async consume(action, account, address) {
      const rule = REQUEST_LIMITS[action];
      const [byAccount, byAddress] = await Promise.all([
        limiter(action, 'account').penalty(account.trim().toLowerCase(), 1),
        limiter(action, 'address').penalty(address, 1),
      ]);
      if (
        byAccount.consumedPoints > rule.perAccount ||
        byAddress.consumedPoints > rule.perAddress
      ) {
        throw new DomainError('RATE_LIMITED', `Too many ${action} requests`, {
          form: 'RATE_LIMITED',
        });
      }
    },
  };
}
