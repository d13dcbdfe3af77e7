import type { ListingFormValues } from './listing-form-values';

/** What every editor section gets: the values, the visible errors and a way to change values. */
export interface SectionProps {
  values: ListingFormValues;
  errors: Record<string, string>;
  set: (patch: Partial<ListingFormValues>) => void;
}
