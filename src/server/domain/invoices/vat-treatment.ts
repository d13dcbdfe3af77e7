import { CURRENCY_DISPLAY_DECIMALS, isCurrency } from '@/i18n/currencies';
import { isEuCountry, standardVatRate } from '@/reference/vat-rates';
import type { InvoiceBuyer } from '@/server/db/schema';

/**
 * How VAT applies to an electronically supplied service (Art. 44, 58 and 196 of Directive
 * 2006/112/EC): `domestic` (buyer in the seller's country), `eu_consumer` (the buyer country's
 * rate, through OSS), `reverse_charge` (an EU business with a checked VAT number in another
 * country) or `outside_eu` (not subject to EU VAT).
 */
export type VatTreatmentKind = 'domestic' | 'eu_consumer' | 'reverse_charge' | 'outside_eu';
export const VAT_TREATMENT_KINDS = [
  'domestic',
  'eu_consumer',
  'reverse_charge',
  'outside_eu',
] as const satisfies readonly VatTreatmentKind[];

export interface VatTreatment {
  kind: VatTreatmentKind;
  /** The rate charged in basis points (2700 = 27 %); 0 for reverse charge and outside the EU. */
  rateBasisPoints: number;
  /** The country whose rate applies; null when no VAT is charged. */
  rateCountry: string | null;
}

/** Which VAT rule applies between the seller and this buyer (pure; the rates are data). */
export function vatTreatment(input: {
  seller: { countryCode: string };
  buyer: Pick<InvoiceBuyer, 'kind' | 'countryCode' | 'vatNumber' | 'vatChecked'>;
}): VatTreatment {
  const seller = input.seller.countryCode.toUpperCase();
  const buyer = input.buyer.countryCode.toUpperCase();
  if (!isEuCountry(seller)) throw new Error(`The seller's country ${seller} is not in the EU`);
  if (!isEuCountry(buyer)) return { kind: 'outside_eu', rateBasisPoints: 0, rateCountry: null };
  if (buyer === seller) {
    return { kind: 'domestic', rateBasisPoints: standardVatRate(seller), rateCountry: seller };
  }
  const hasCheckedVatNumber =
    input.buyer.kind === 'company' &&
    Boolean(input.buyer.vatNumber?.trim()) &&
    input.buyer.vatChecked !== null;
  if (hasCheckedVatNumber) return { kind: 'reverse_charge', rateBasisPoints: 0, rateCountry: null };
  return { kind: 'eu_consumer', rateBasisPoints: standardVatRate(buyer), rateCountry: buyer };
}

/**
 * Splits a charged amount (the plan price, VAT included) into net and VAT, in minor units:
 * net = round(gross / (1 + rate)), VAT = gross − net, so the two always add up to the gross.
 * The net is rounded to the currency's smallest shown unit (whole forints, korunas and dinars),
 * so the figures printed on the invoice add up too.
 */
export function splitGross(
  gross: number,
  rateBasisPoints: number,
  currency?: string,
): { net: number; vat: number } {
  if (!Number.isSafeInteger(gross)) throw new Error('Amounts are whole minor units');
  const decimals = currency && isCurrency(currency) ? CURRENCY_DISPLAY_DECIMALS[currency] : 2;
  const step = 10 ** (2 - decimals);
  const net = Math.round((gross * 10_000) / (10_000 + rateBasisPoints) / step) * step;
  return { net, vat: gross - net };
}
