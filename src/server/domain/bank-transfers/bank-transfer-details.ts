import { friendlyFormatIBAN } from 'ibantools';
import { env } from '@/env';
import type { orders } from '../../db/schema';
import { epcQrDataUrl, epcQrText } from '../../integrations/bank/epc-qr';
import { groupInFours } from './creditor-reference';

type Order = typeof orders.$inferSelect;

/** Days a bank transfer may take before its order expires, and before the buyer is reminded. */
export const BANK_TRANSFER_EXPIRY_DAYS = 14;
export const BANK_TRANSFER_REMINDER_DAYS = 3;

/** The paid services sold by bank transfer, by order type, with their checkout path segment. */
export const BANK_TRANSFER_SERVICES = {
  breeder_profile: 'breeder-profile',
  upcoming_litters: 'upcoming-litters',
  puppy_match: 'puppy-match',
} as const;
export type BankTransferOrderType = keyof typeof BANK_TRANSFER_SERVICES;
export type BankTransferService = (typeof BANK_TRANSFER_SERVICES)[BankTransferOrderType];

export const isBankTransferOrderType = (type: string): type is BankTransferOrderType =>
  type in BANK_TRANSFER_SERVICES;

/** Everything a payer types into their bank (the payee's account from the configuration). */
export interface BankTransferDetails {
  payee: string;
  iban: string;
  /** The IBAN in groups of four, as printed. */
  ibanGrouped: string;
  bic: string;
  amount: number;
  currency: string;
  reference: string;
  referenceGrouped: string;
  /** The EPC QR code's text: SEPA transfers are in euros only, so null for other currencies. */
  epcQrText: string | null;
  expiresAt: Date;
}

/** The transfer details of an order that has its creditor reference. */
export function bankTransferDetails(order: Order & { bankReference: string }): BankTransferDetails {
  return {
    payee: env.BANK_PAYEE_NAME,
    iban: env.BANK_IBAN,
    ibanGrouped: friendlyFormatIBAN(env.BANK_IBAN) ?? env.BANK_IBAN,
    bic: env.BANK_BIC,
    amount: order.amount,
    currency: order.currency,
    reference: order.bankReference,
    referenceGrouped: groupInFours(order.bankReference),
    epcQrText:
      order.currency === 'EUR'
        ? epcQrText({
            payee: env.BANK_PAYEE_NAME,
            iban: env.BANK_IBAN,
            bic: env.BANK_BIC,
            amountCents: order.amount,
            reference: order.bankReference,
          })
        : null,
    expiresAt: new Date(order.createdAt.getTime() + BANK_TRANSFER_EXPIRY_DAYS * 86_400_000),
  };
}

/** The EPC QR code of euro transfer details as a PNG data URL for a page; null otherwise. */
export const bankTransferQrImage = (details: BankTransferDetails): Promise<string | null> =>
  details.epcQrText ? epcQrDataUrl(details.epcQrText) : Promise.resolve(null);
