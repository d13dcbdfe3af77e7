/** How many live subscriptions (SSE streams) one app process keeps open, by whom. */
export interface SubscriptionLimits {
  /** Per client address, for visitors who are not signed in. */
  perAddress: number;
  /** All visitors who are not signed in, together. */
  anonymousTotal: number;
  /** Per signed-in account (not counted against the address or the anonymous total). */
  perAccount: number;
}

export const DEFAULT_SUBSCRIPTION_LIMITS: SubscriptionLimits = {
  perAddress: 20,
  anonymousTotal: 2000,
  perAccount: 50,
};

/**
 * Counts the open subscriptions of this process. `admit` takes a place, or answers null when a
 * limit is reached; the release it returns gives the place back (once, however often called).
 */
export function createSubscriptionGate(limits: SubscriptionLimits = DEFAULT_SUBSCRIPTION_LIMITS) {
  const byAddress = new Map<string, number>();
  const byAccount = new Map<string, number>();
  let anonymous = 0;

  const add = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };

  return {
    admit(who: { accountId: string | null; address: string }): (() => void) | null {
      if (who.accountId) {
        const accountId = who.accountId;
        if ((byAccount.get(accountId) ?? 0) >= limits.perAccount) return null;
        add(byAccount, accountId, 1);
        return once(() => add(byAccount, accountId, -1));
      }
      if (anonymous >= limits.anonymousTotal) return null;
      if ((byAddress.get(who.address) ?? 0) >= limits.perAddress) return null;
      anonymous++;
      add(byAddress, who.address, 1);
      return once(() => {
        anonymous--;
        add(byAddress, who.address, -1);
      });
    },
    /** Open subscriptions now: anonymous ones and signed-in ones. */
    counts: () => ({
      anonymous,
      signedIn: [...byAccount.values()].reduce((sum, n) => sum + n, 0),
    }),
  };
}
export type SubscriptionGate = ReturnType<typeof createSubscriptionGate>;

function once(release: () => void): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}
