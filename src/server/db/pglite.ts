import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm for the admin's substring search): a PostgreSQL
 * server has them on disk, PGlite loads each module when it opens, so every PGlite goes through
 * here, also a clone of a data directory that already has the extension installed.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** A PGlite with the extensions the schema needs; `dataDir` as PGlite takes it. */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: PGLITE_EXTENSIONS });
}
