/** A registry's answer: `unavailable` when it could not be asked or gave no usable answer. */
export type PetRegistryAnswer = 'registered' | 'not_registered' | 'unavailable';

/** A national pet registry that says whether a microchip number is registered. */
export interface PetRegistry {
  /** The registry's public name, shown to buyers beside the check's date. */
  readonly name: string;
  checkChip(microchip: string): Promise<PetRegistryAnswer>;
}

/** The registries by dog country (ISO 3166 alpha-2); a country without one is never checked. */
export type PetRegistries = Readonly<Record<string, PetRegistry>>;
