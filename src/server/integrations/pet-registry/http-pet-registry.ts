import type { PetRegistries, PetRegistry, PetRegistryAnswer } from './pet-registry';

const DEFAULT_TIMEOUT_MS = 5_000;

export interface HttpPetRegistryConfig {
  name: string;
  /** Base URL; the chip is asked at `<url>/chips/<number>`. Never logged: it may carry a key. */
  url: string;
  timeoutMs?: number;
}

/**
 * A registry asked over HTTP: GET `<url>/chips/<number>` answers JSON `{ "registered": bool }`;
 * 404 means not registered. A timeout, a 5xx or any other answer is `unavailable`, so the
 * check is tried again later instead of telling a buyer something the registry did not say.
 */
export function createHttpPetRegistry(config: HttpPetRegistryConfig): PetRegistry {
  const base = config.url.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: config.name,
    async checkChip(microchip: string): Promise<PetRegistryAnswer> {
      if (!/^[0-9]{15}$/.test(microchip)) return 'unavailable';
      let response: Response;
      try {
        response = await fetch(`${base}/chips/${microchip}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch {
        return 'unavailable';
      }
      if (response.status === 404) return 'not_registered';
      if (!response.ok) return 'unavailable';
      try {
        const body = (await response.json()) as { registered?: unknown };
        if (body.registered === true) return 'registered';
        if (body.registered === false) return 'not_registered';
      } catch {
        // A body that is not JSON is no answer.
      }
      return 'unavailable';
    },
  };
}

/** The HTTP registries of a configuration (env PET_REGISTRIES), by country code. */
export function createHttpPetRegistries(
  config: Readonly<Record<string, { name: string; url: string }>>,
  timeoutMs?: number,
): PetRegistries {
  return Object.fromEntries(
    Object.entries(config).map(([country, entry]) => [
      country.toUpperCase(),
      createHttpPetRegistry({ ...entry, timeoutMs }),
    ]),
  );
}
