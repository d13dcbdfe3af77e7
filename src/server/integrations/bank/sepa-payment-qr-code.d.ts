declare module 'sepa-payment-qr-code' {
  /** The EPC069-12 ("GiroCode") text of a SEPA credit transfer, to be drawn as a QR code. */
  export default function generateQrCode(data: {
    name: string;
    iban: string;
    bic?: string;
    /** In euros; null leaves the amount to the payer. */
    amount: number | null;
    structuredReference?: string;
    unstructuredReference?: string;
    information?: string;
    purposeCode?: string;
  }): string;
}
