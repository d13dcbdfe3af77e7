import type { Env } from '@/env';
import { isEuCountry } from '@/reference/vat-rates';
import type { InvoiceSeller } from '@/server/db/schema';

export type SellerConfig = Pick<
  Env,
  | 'SELLER_NAME'
  | 'SELLER_ADDRESS'
  | 'SELLER_COUNTRY'
  | 'SELLER_VAT_NUMBER'
  | 'SELLER_COMPANY_REGISTRATION'
  | 'SELLER_EMAIL'
  | 'IS_SELLER_SET'
>;

// VAT numbers carry their country's prefix, except Greece's (EL), then 2–13 letters or digits.
const vatPrefix = (countryCode: string) => (countryCode === 'GR' ? 'EL' : countryCode);

/**
 * What is wrong with the configured seller: a country outside the EU (the VAT rules start from
 * an EU seller), a VAT number of another country or shape, or the demo company on a public site.
 */
export function sellerProblems(config: SellerConfig, isPublic: boolean): string[] {
  const problems: string[] = [];
  if (!isEuCountry(config.SELLER_COUNTRY)) {
    problems.push(
      `SELLER_COUNTRY=${config.SELLER_COUNTRY} is not the ISO code of an EU member state (e.g. HU): ` +
        'invoices apply EU VAT rules from the seller’s country.',
    );
  } else if (
    !new RegExp(`^${vatPrefix(config.SELLER_COUNTRY)}[0-9A-Z]{2,13}$`).test(
      config.SELLER_VAT_NUMBER.replace(/[\s.-]/g, ''),
    )
  ) {
    problems.push(
      `SELLER_VAT_NUMBER=${config.SELLER_VAT_NUMBER} is not a VAT number of ${config.SELLER_COUNTRY}: ` +
        `it starts with ${vatPrefix(config.SELLER_COUNTRY)} followed by 2–13 letters or digits.`,
    );
  }
  if (isPublic && !config.IS_SELLER_SET) {
    problems.push(
      'SELLER_NAME is not set, so invoices would name the demo company. Set SELLER_NAME, ' +
        'SELLER_ADDRESS, SELLER_COUNTRY, SELLER_VAT_NUMBER, SELLER_COMPANY_REGISTRATION and SELLER_EMAIL.',
    );
  }
  return problems;
}

/** The seller printed on invoices, from config (checked at start-up by `sellerProblems`). */
export function configuredSeller(config: SellerConfig): InvoiceSeller {
  return {
    name: config.SELLER_NAME,
    address: config.SELLER_ADDRESS,
    countryCode: config.SELLER_COUNTRY,
    vatNumber: config.SELLER_VAT_NUMBER,
    companyRegistration: config.SELLER_COMPANY_REGISTRATION,
    email: config.SELLER_EMAIL,
  };
}
