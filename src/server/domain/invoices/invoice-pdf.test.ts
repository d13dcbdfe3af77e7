import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { DatabaseHandle } from '@/server/db/client';
import type { InvoiceBuyer } from '@/server/db/schema';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import {
  createPaidServiceOrder,
  TEST_PERIOD,
  testInvoiceBuyer,
} from '../../../../tests/support/invoice-factories';
import { pdfText } from '../../../../tests/support/pdf-text';
import { ok } from '../../../../tests/support/results';
import { invoiceAttachment } from './invoice-attachment';
import { renderInvoicePdf } from './invoice-pdf';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ctx = () => createTestContext(handle, { now: new Date('2026-03-14T10:00:00Z') });
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function invoicePdf(
  locale: Locale,
  order: { amount: number; currency: string; planMonths: number },
  buyer: Partial<InvoiceBuyer>,
) {
  const created = await createPaidServiceOrder(handle, { ...order, locale });
  const { invoice } = ok(
    await issueInvoice(ctx(), {
      order: created.order,
      buyer: testInvoiceBuyer(buyer),
      ...TEST_PERIOD,
    }),
  );
  return { invoice, text: flat(pdfText(await renderInvoicePdf(ctx(), invoice))) };
}

describe('the invoice PDF speaks the buyer’s language', () => {
  it('en: a British buyer outside the EU, no VAT and the note saying why', async () => {
    const { invoice, text } = await invoicePdf(
      'en',
      { amount: 2_500, currency: 'GBP', planMonths: 1 },
      { name: 'Oliver Smith', city: 'Leeds', postcode: 'LS1 4AP', countryCode: 'GB' },
    );
    for (const expected of [
      'Invoice',
      invoice.number,
      'Date of issue 14 March 2026',
      'Breeder profile, 1 month plan',
      '14 March 2026 – 14 March 2027',
      'Oliver Smith',
      'LS1 4AP Leeds',
      'United Kingdom',
      'Dog Market Demo Kft.',
      'VAT number: HU12345676',
      'Total paid £25',
      'VAT not applicable — place of supply outside the EU (Art. 44 and 59 Directive 2006/112/EC)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('hu: a Hungarian consumer with 27 % ÁFA in forints', async () => {
    const { invoice, text } = await invoicePdf(
      'hu',
      { amount: 990_000, currency: 'HUF', planMonths: 12 },
      { name: 'Kovács Éva', addressLine: 'Fő utca 12.', city: 'Győr', postcode: '9021' },
    );
    for (const expected of [
      'Számla',
      `Sorszám ${invoice.number}`,
      'Kiállítás dátuma 2026. március 14.',
      'Tenyésztői profil, 12 hónap csomag',
      'Kovács Éva',
      'Fő utca 12.',
      '9021 Győr',
      'Magyarország',
      'Nettó 7795 Ft',
      'ÁFA (27%) 2105 Ft',
      'Fizetve összesen 9900 Ft',
      'Kiegyenlítve. Köszönjük!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Fordított adózás');
  });

  it('sr: a Serbian buyer reads Cyrillic, in dinars, outside the EU', async () => {
    const { text } = await invoicePdf(
      'sr',
      { amount: 1_199_900, currency: 'RSD', planMonths: 6 },
      { name: 'Јована Петровић', city: 'Нови Сад', postcode: '21000', countryCode: 'RS' },
    );
    for (const expected of [
      'Рачун',
      'ПРОДАВАЦ',
      'КУПАЦ',
      'Јована Петровић',
      '21000 Нови Сад',
      'Профил одгајивача, пакет на 6 месеци',
      'дин.',
      'ПДВ се не обрачунава',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('cs: a Czech company with a checked VAT number gets the reverse-charge note', async () => {
    const { text } = await invoicePdf(
      'cs',
      { amount: 59_900, currency: 'CZK', planMonths: 3 },
      {
        kind: 'company',
        name: 'Jiří Dvořák',
        companyName: 'Chovatelská stanice Šťastný ocas s.r.o.',
        vatNumber: 'CZ00177041',
        vatChecked: 'vies',
        city: 'České Budějovice',
        postcode: '370 01',
        countryCode: 'CZ',
      },
    );
    for (const expected of [
      'Faktura',
      'Datum vystavení 14. března 2026',
      'Chovatelská stanice Šťastný ocas s.r.o.',
      'Jiří Dvořák',
      '370 01 České Budějovice',
      'DIČ: CZ00177041',
      'Profil chovatele, tarif na 3 měsíce',
      'Přenesení daňové povinnosti — daň odvede zákazník, čl. 196 směrnice 2006/112/ES',
      'DPH (0 %) 0 Kč Celkem zaplaceno 599 Kč',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a credit note names the invoice it corrects and the amount credited', async () => {
    const { invoice } = await invoicePdf(
      'pl',
      { amount: 49_900, currency: 'PLN', planMonths: 1 },
      { name: 'Zofia Wąsik', city: 'Łódź', postcode: '90-001', countryCode: 'PL' },
    );
    const { creditNote } = ok(
      await issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 20_000 }),
    );
    const text = flat(pdfText(await renderInvoicePdf(ctx(), creditNote)));
    expect(text).toContain('Faktura korygująca');
    expect(text).toContain(creditNote.number);
    expect(text).toContain(`Koryguje fakturę ${invoice.number} z dnia 14 marca 2026.`);
    expect(text).toContain('Netto 162,60 zł VAT (23%) 37,40 zł Skorygowano łącznie 200 zł');
    expect(text).toContain('Zofia Wąsik');
  });

  it('the e-mail attachment is the same PDF, named after the number', async () => {
    const { invoice } = await invoicePdf(
      'en',
      { amount: 4_900, currency: 'EUR', planMonths: 1 },
      {},
    );
    const attachment = await invoiceAttachment(ctx(), invoice.id);
    expect(attachment).toMatchObject({
      filename: `invoice-${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    const content = attachment!.content as Buffer;
    expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(content)).toContain(invoice.number);
    expect(await invoiceAttachment(ctx(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
