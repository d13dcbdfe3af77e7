import type { ImagePool } from './images';
import type { Random } from './random';

/** What every demo-data builder draws from. */
export interface SeedContext {
  seed: number;
  /** "Now" for the generated data: ages, publication and expiry dates are relative to it. */
  reference: Date;
  /** Values: names, prices, dates. */
  rng: Random;
  /** Row ids only: one sequential stream, so ids never repeat within a run. */
  ids: Random;
  pool: ImagePool;
}
