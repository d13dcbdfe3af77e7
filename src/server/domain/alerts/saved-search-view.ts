import type { AlertFrequency } from '@/validation/saved-searches';
import type { savedSearches } from '../../db/schema';

/** A saved search as its owner manages it. */
export interface SavedSearchView {
  id: string;
  name: string;
  frequency: AlertFrequency;
  breedKey: string | null;
  /** The search's query string, to open it again on the list page. */
  query: string;
  isSubscribed: boolean;
  createdAt: Date;
}

export function toSavedSearchView(row: typeof savedSearches.$inferSelect): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    breedKey: row.breedKey,
    query: row.query,
    isSubscribed: row.unsubscribedAt === null,
    createdAt: row.createdAt,
  };
}
