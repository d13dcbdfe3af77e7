import { ALERT_FREQUENCIES } from '@/validation/saved-searches';
import { deleteSavedSearch } from '../../domain/alerts/delete-saved-search';
import { findOwnSavedSearches } from '../../domain/alerts/find-own-saved-searches';
import { saveSearch } from '../../domain/alerts/save-search';
import type { SavedSearchView } from '../../domain/alerts/saved-search-view';
import { updateSavedSearch } from '../../domain/alerts/update-saved-search';
import { builder } from '../builder';
import { upperCaseEnum } from './listing-inputs';

const AlertFrequencyEnum = upperCaseEnum('AlertFrequency', ALERT_FREQUENCIES);

const SavedSearchType = builder.objectRef<SavedSearchView>('SavedSearch').implement({
  description: 'A search the viewer saved, with how often new matches are mailed.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    frequency: t.field({ type: AlertFrequencyEnum, resolve: (search) => search.frequency }),
    breedKey: t.exposeString('breedKey', { nullable: true }),
    query: t.exposeString('query', { description: 'The search’s query string (no breed).' }),
    isSubscribed: t.exposeBoolean('isSubscribed', {
      description: 'False after a one-click unsubscribe; choosing a frequency turns it on again.',
    }),
    createdAt: t.string({ resolve: (search) => search.createdAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  mySavedSearches: t.field({
    type: [SavedSearchType],
    description: 'The viewer’s saved searches, newest first; visitors get UNAUTHENTICATED.',
    resolve: (_root, _args, ctx) => findOwnSavedSearches(ctx),
  }),
}));

builder.mutationFields((t) => ({
  saveSearch: t.field({
    type: SavedSearchType,
    description:
      'Saves a search (the breed of its path, its query string) with a name and a frequency; ' +
      'an unknown breed or a bad name is VALIDATION with the field.',
    args: {
      name: t.arg.string({ required: true }),
      frequency: t.arg({ type: AlertFrequencyEnum, required: true }),
      breedKey: t.arg.string(),
      query: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      saveSearch(ctx, {
        name: args.name,
        frequency: args.frequency,
        breedKey: args.breedKey,
        query: args.query ?? '',
      }),
  }),
  updateSavedSearch: t.field({
    type: SavedSearchType,
    description: 'Renames an own saved search or changes its frequency; others’ are NOT_FOUND.',
    args: {
      id: t.arg.string({ required: true }),
      name: t.arg.string(),
      frequency: t.arg({ type: AlertFrequencyEnum }),
    },
    resolve: (_root, args, ctx) =>
      updateSavedSearch(ctx, {
        id: args.id,
        name: args.name ?? undefined,
        frequency: args.frequency ?? undefined,
      }),
  }),
  deleteSavedSearch: t.string({
    description: 'Deletes an own saved search and answers its id; others’ are NOT_FOUND.',
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, { id }, ctx) => (await deleteSavedSearch(ctx, { id })).id,
  }),
}));
