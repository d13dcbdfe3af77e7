/** How the runner treats one job type: attempts before it is `dead`, and runs at once. */
export interface JobPolicy {
  /** Failures before the job is parked as `dead` for an admin; default 8. */
  maxAttempts?: number;
  /** Jobs of this type running at once across all processes; unset: no cap. */
  concurrency?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 6 * 3600;

/**
 * Seconds until the next attempt after `attempts` failures: 30 s doubling each time (capped at
 * six hours), of which a random half is dropped so that jobs failing together (a mail server
 * down) do not all return in the same second.
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
