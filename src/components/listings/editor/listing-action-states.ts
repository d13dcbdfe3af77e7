import type { BreederEvent } from '@/server/domain/listings/get-own-listing';
import type { ListingInput } from '@/validation/listings';

/** The editor's save: the saved id, or field → `Errors.` key (`form` for the whole ad). */
export type SaveListingResult =
  { ok: true; id: string } | { ok: false; fields: Record<string, string> };
export type SaveListingAction = (input: ListingInput) => Promise<SaveListingResult>;

/** A status button's answer: the change that happened, or the `Errors.` key why not. */
export interface StatusActionState {
  done?: BreederEvent;
  error?: string;
}
export const EMPTY_STATUS_STATE: StatusActionState = {};
export type StatusAction = (state: StatusActionState, form: FormData) => Promise<StatusActionState>;

export interface LitterBornInput {
  birthDate: string;
  puppies: { sex: string; colour?: string; price?: number }[];
}
/** The puppy drafts a born litter became, or field → `Errors.` key. */
export type LitterBornResult =
  | { ok: true; puppies: { id: string; title: string }[] }
  | { ok: false; fields: Record<string, string> };
export type LitterBornAction = (input: LitterBornInput) => Promise<LitterBornResult>;
