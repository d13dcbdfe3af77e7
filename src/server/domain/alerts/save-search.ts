import { count, eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY_BY_LOCALE } from '@/i18n/currencies';
import { findBreed } from '@/reference/breeds';
import { fieldErrors } from '@/validation/field-errors';
import {
  SAVED_SEARCHES_PER_USER,
  saveSearchSchema,
  type SaveSearchInput,
} from '@/validation/saved-searches';
import { savedSearches } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { savedSearchFilters } from './saved-search-filters';
import { toSavedSearchView, type SavedSearchView } from './saved-search-view';

/**
 * Saves the viewer's search (breed from its path, filters from its query string) with a name
 * and a frequency; an unknown breed or more than SAVED_SEARCHES_PER_USER is refused.
 */
export async function saveSearch(
  ctx: RequestContext,
  input: SaveSearchInput,
): Promise<SavedSearchView> {
  const viewer = requireViewer(ctx);
  const parsed = saveSearchSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { name, frequency, query } = parsed.data;
  const breedKey = parsed.data.breedKey || null;
  if (breedKey && !findBreed(breedKey)) throw new ValidationError({ breedKey: 'breedUnknown' });
  const filters = savedSearchFilters(
    breedKey,
    query.replace(/^\?/, ''),
    DEFAULT_CURRENCY_BY_LOCALE[ctx.locale],
    await getExchangeRates(ctx),
  );
  return ctx.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.id));
    if ((own?.n ?? 0) >= SAVED_SEARCHES_PER_USER) {
      throw new ValidationError({ form: 'tooMany' });
    }
    const now = ctx.now();
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: viewer.id,
        name,
        frequency,
        breedKey,
        ...filters,
        createdAt: now,
        updatedAt: now,
        lastSentAt: now,
      })
      .returning();
    return toSavedSearchView(row!);
  });
}
