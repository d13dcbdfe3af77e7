import type { Database } from '../../db/client';
import { DomainError } from '../errors';
import { claimAttempt, currentCount, forget, giveBack, type BackoffRule } from './backoff-counter';

const HOUR = 60 * 60;

/**
 * Wrong passwords slow down the one who types them and never lock an account. Each account
 * and address pair gets a few free attempts, then waits that double (1 s, 2 s, 4 s … 5 min).
 * One address trying many accounts slows down the same way. An account under a wide attack
 * (many failures from anywhere) gives each address only one free attempt before the waits
 * start, which slows a botnet and still lets the owner in on the first try.
 */
export const SIGN_IN_RULES = {
  pair: { free: 5, maxDelaySeconds: 5 * 60, windowSeconds: HOUR },
  pairUnderAttack: { free: 1, maxDelaySeconds: 5 * 60, windowSeconds: HOUR },
  address: { free: 30, maxDelaySeconds: 5 * 60, windowSeconds: HOUR },
  /** Only counts: from `free` attempts within the window on, the account is under attack. */
  account: { free: 50, maxDelaySeconds: 0, windowSeconds: HOUR },
} as const satisfies Record<string, BackoffRule>;

export interface SignInThrottle {
  /**
   * Counts an attempt before the password is checked; RATE_LIMITED while this address must
   * wait for this account. Answers how many attempts the account has seen lately.
   */
  begin(email: string, address: string): Promise<{ accountAttempts: number }>;
  /** A correct password clears this address's count for the account and gives the point back. */
  succeeded(email: string, address: string): Promise<void>;
  /** A mailed sign-in link proved the owner: this address starts afresh for the account. */
  forgive(email: string, address: string): Promise<void>;
}

const keys = (email: string, address: string) => ({
  pair: `signin-pair:${email}|${address}`,
  address: `signin-address:${address}`,
  account: `signin-account:${email}`,
});

/** The sign-in throttle on the `rate_limits` table, shared by every app process. */
export function createSignInThrottle(
  db: Database,
  clock: () => Date = () => new Date(),
): SignInThrottle {
  return {
    async begin(email, address) {
      const key = keys(email, address);
      const now = clock();
      const accountAttempts = await currentCount(db, key.account, now);
      const rule =
        accountAttempts >= SIGN_IN_RULES.account.free
          ? SIGN_IN_RULES.pairUnderAttack
          : SIGN_IN_RULES.pair;
      const pair = await claimAttempt(db, key.pair, rule, now);
      const claim = pair.allowed
        ? await claimAttempt(db, key.address, SIGN_IN_RULES.address, now)
        : pair;
      if (!claim.allowed) {
        throw new DomainError(
          'RATE_LIMITED',
          `Too many sign-in attempts; retry in ${claim.retryAfterSeconds} s`,
          { form: 'signInThrottled' },
        );
      }
      // Only attempts that reach the password check count towards the account's total.
      await claimAttempt(db, key.account, SIGN_IN_RULES.account, now);
      return { accountAttempts: accountAttempts + 1 };
    },
    async succeeded(email, address) {
      const key = keys(email, address);
      await Promise.all([
        forget(db, key.pair),
        giveBack(db, key.address),
        giveBack(db, key.account),
      ]);
    },
    async forgive(email, address) {
      await forget(db, keys(email, address).pair);
    },
  };
}
