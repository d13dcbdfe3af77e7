import type { ListingKind, ListingStatus } from '../listings/listing-states';
import { nextListingStatus } from '../listings/listing-states';

/** The listing fields the deposit rule reads. */
export interface DepositTerms {
  kind: ListingKind;
  status: ListingStatus;
  depositType: 'none' | 'amount' | 'percent';
  depositValue: number | null;
  priceAmount: number | null;
  currency: string;
}

/** A deposit a buyer can pay now to reserve the dog, in minor units of the listing's currency. */
export interface DepositOffer {
  amount: number;
  currency: string;
}

/** The deposit a listing asks for, in minor units of its currency; null when it takes none. */
export function depositFor(
  listing: Pick<DepositTerms, 'depositType' | 'depositValue' | 'priceAmount'>,
): number | null {
  const { depositType, depositValue, priceAmount } = listing;
  if (depositType === 'none' || !depositValue || depositValue <= 0) return null;
  if (depositType === 'amount') return depositValue;
  if (priceAmount === null) return null;
  return Math.round((priceAmount * depositValue) / 100);
}

/**
 * The one rule for "can be reserved" and "shows a deposit": a dog the state table lets a buyer
 * reserve now, whose deposit comes to an amount. The ad page shows the deposit and the reserve
 * button together from this, and `reserveDog` refuses whatever it returns null for, so a
 * deposit is never shown without a way to pay it, nor a button without a deposit.
 */
export function depositOffer(listing: DepositTerms): DepositOffer | null {
  if (!nextListingStatus(listing.kind, listing.status, 'reserve')) return null;
  const amount = depositFor(listing);
  return amount === null ? null : { amount, currency: listing.currency };
}
