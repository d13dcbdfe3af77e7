/** What a trade register says of a number: it is there, it is not, or it could not be asked. */
export type TradeRegisterAnswer = 'verified' | 'not_found' | 'unavailable';

/** Asks a trade register whether a trader's number exists (DSA art. 30(2): best effort). */
export interface TradeRegisterChecker {
  check(input: { country: string; number: string }): Promise<TradeRegisterAnswer>;
}

/** Registers answer in seconds or not at all; past this the check counts as unavailable. */
const TIMEOUT_MS = 5_000;

/**
 * A look-up service over HTTP: GET `<url>?country=HU&number=…` answering JSON `{ found }`.
 * A 404 means not found; any other failure (status, timeout, malformed body) is unavailable,
 * so a register outage never blocks a trader.
 */
export function createHttpTradeRegisterChecker(
  url: string,
  timeoutMs = TIMEOUT_MS,
): TradeRegisterChecker {
  return {
    async check({ country, number }) {
      const target = new URL(url);
      target.searchParams.set('country', country);
      target.searchParams.set('number', number);
      try {
        const response = await fetch(target, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 404) return 'not_found';
        if (!response.ok) return 'unavailable';
        const answer = (await response.json()) as { found?: unknown };
        if (answer.found === true) return 'verified';
        if (answer.found === false) return 'not_found';
      } catch {
        // Unreachable, too slow or not JSON: the register could not be asked.
      }
      return 'unavailable';
    },
  };
}
