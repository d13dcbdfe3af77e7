import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

export const photoKind = pgEnum('photo_kind', [
  'listing',
  'kennel',
  'logo',
  'parent',
  'complaint',
  'message',
]);

export interface PhotoVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif' | 'jpeg';
  key: string;
  bytes: number;
}

/** An uploaded image; variants are generated once at upload and stored by the storage driver. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: photoKind('kind').notNull(),
    /**
     * The listing, kennel or complaint this photo belongs to, by kind. A message photo belongs
     * to its conversation while it waits to be sent, and to its message once sent.
     */
    subjectId: uuid('subject_id'),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    dominantColor: text('dominant_color'),
    variants: jsonb('variants').$type<PhotoVariant[]>().notNull(),
    /** 64-bit difference hash of the picture (domain/moderation/perceptual-hash.ts). */
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    /** The hash cut into bands, each tagged with its position, for a GIN candidate lookup. */
    hashBands: integer('hash_bands').array(),
    createdAt,
  },
  (t) => [
    index('photos_subject_idx').on(t.subjectId, t.position),
    index('photos_hash_bands_idx').using('gin', t.hashBands),
  ],
);
