import type { MicrochipRegistryCheck } from './find-microchip-registry-check';

export type MicrochipDisplay =
  { kind: 'checked'; registry: string; checkedAt: Date } | { kind: 'givenNotChecked' } | null;

/**
 * What buyers read about an ad's microchip: "registration checked" only when a registry said
 * it is registered; any other answer (not registered, unavailable, none) shows the plain
 * "number given, not checked", so a registry's doubt is told to the breeder, not the buyer.
 */
export function microchipDisplay(
  microchip: string | null,
  check: MicrochipRegistryCheck | null,
): MicrochipDisplay {
  if (!microchip) return null;
  if (check?.status === 'registered') {
    return { kind: 'checked', registry: check.registry, checkedAt: check.checkedAt };
  }
  return { kind: 'givenNotChecked' };
}
