import QRCode from 'qrcode';
import generateEpcText from 'sepa-payment-qr-code';

/** What a SEPA credit transfer needs; the amount in euro cents. */
export interface EpcTransfer {
  payee: string;
  iban: string;
  bic: string;
  amountCents: number;
  reference: string;
}

/**
 * The EPC QR code's text (EPC069-12): banking apps fill the transfer from it. The RF reference
 * goes into the structured field, so the bank statement carries it back as CdtrRefInf.
 */
export function epcQrText(transfer: EpcTransfer): string {
  return generateEpcText({
    name: transfer.payee,
    iban: transfer.iban,
    bic: transfer.bic,
    amount: transfer.amountCents / 100,
    structuredReference: transfer.reference,
  });
}

// Medium error correction, as EPC069-12 requires; a quiet zone of 4 modules for phone cameras.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4, width: 264 } as const;

/** The QR code as a PNG (for an e-mail's inline image). */
export const epcQrPng = (text: string): Promise<Buffer> => QRCode.toBuffer(text, QR_OPTIONS);

/** The QR code as a PNG data URL (for a page's <img>). */
export const epcQrDataUrl = (text: string): Promise<string> => QRCode.toDataURL(text, QR_OPTIONS);
