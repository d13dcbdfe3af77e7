import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import {
  CHECKOUT_MESSAGES,
  checkOut,
  type CheckoutLang,
  type ServiceSlug,
} from '../fixtures/checkout';
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

// A breeder orders each service by bank transfer in four languages; an admin (admin5, used by
// no other browser test: its second factor is set up here) marks two transfers received and
// pays the other two by importing a camt.053 statement that names their references. Each order's
// page then says it is paid, in its own language.
const ORDERS: { lang: CheckoutLang; slug: ServiceSlug; settledBy: 'received' | 'statement' }[] = [
  { lang: 'en', slug: 'breeder-profile', settledBy: 'received' },
  { lang: 'hu', slug: 'upcoming-litters', settledBy: 'statement' },
  { lang: 'cs', slug: 'puppy-match', settledBy: 'received' },
  { lang: 'sr', slug: 'breeder-profile', settledBy: 'statement' },
];
const PASSWORD = 'dog market demo 2026';
const SYMBOLS: Record<string, string> = { '€': 'EUR', '£': 'GBP' };

/** The amount and currency of a pending transfer, read from the desk's row ("€139.00", "HUF 12,900"). */
function parseAmount(text: string): { amount: string; currency: string } {
  const symbol = Object.keys(SYMBOLS).find((s) => text.includes(s));
  const currency = symbol ? SYMBOLS[symbol]! : /[A-Z]{3}/.exec(text)?.[0];
  const figure = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0];
  if (!currency || !figure) throw new Error(`No amount in "${text}"`);
  return { amount: Number(figure.replaceAll(',', '')).toFixed(2), currency };
}

/** A camt.053 statement crediting each reference with its exact amount. */
function statement(credits: { reference: string; amount: string; currency: string }[]) {
  const stamp = Date.now();
  const entries = credits.map(
    (credit, i) => `<Ntry>
        <Amt Ccy="${credit.currency}">${credit.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-26</Dt></BookgDt>
        <AcctSvcrRef>JOURNEY-${stamp}-${i}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>Demo Breeder</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Strd><CdtrRefInf><Ref>${credit.reference}</Ref></CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>JOURNEY-${stamp}</MsgId><CreDtTm>2026-11-26T18:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>JOURNEY-${stamp}</Id>
      <Acct><Id><IBAN>HU42117730161111101800000000</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${entries.join('\n      ')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

const pendingRow = (page: Page, reference: string) =>
  page
    .getByRole('table', { name: 'Pending bank transfers' })
    .getByRole('row')
    .filter({ hasText: reference });

test('services ordered by bank transfer in en, hu, cs and sr are paid when received or matched from a statement', async ({
  page,
  browser,
}, testInfo) => {
  // Four checkouts, an admin's first sign-in with its second factor, a statement, four checks.
  test.setTimeout(420_000);
  await signInWithPassword(page, CHECKOUT_MESSAGES.en, 'en', 'breeder@demo.local', PASSWORD);
  const placed: ((typeof ORDERS)[number] & { reference: string; url: string })[] = [];
  for (const order of ORDERS) {
    const m = CHECKOUT_MESSAGES[order.lang];
    await checkOut(page, m, order.lang, order.slug, 'bank_transfer');
    const grouped = await page
      .getByText(/^RF\d{2}(?: [0-9A-Z]{1,4})+$/)
      .first()
      .textContent();
    // What the breeder sees after ordering: kept with the results for the note.
    await page.screenshot({ path: testInfo.outputPath(`bank-${order.lang}.png`), fullPage: true });
    placed.push({ ...order, reference: grouped!.replaceAll(' ', ''), url: page.url() });
  }

  const admin = await browser.newContext();
  const desk = await admin.newPage();
  await signInAdminWithNewSecondFactor(desk, 'admin5@demo.local', PASSWORD);
  await desk.goto('/en/admin/orders');
  const credits = [];
  for (const order of placed) {
    const row = pendingRow(desk, order.reference);
    await expect(row).toHaveCount(1);
    if (order.settledBy === 'received') {
      await desk.getByRole('button', { name: `Mark ${order.reference} received` }).click();
      await expect(row).toHaveCount(0);
    } else {
      const amount = parseAmount((await row.getByRole('cell').nth(2).textContent()) ?? '');
      credits.push({ reference: order.reference, ...amount });
    }
  }
  const file = testInfo.outputPath('journey.camt053.xml');
  await writeFile(file, statement(credits));
  await desk.getByLabel('Bank statement (camt.053 XML)').setInputFiles(file);
  await desk.getByRole('button', { name: 'Import statement' }).click();
  const imported = desk.getByRole('table', { name: 'Imported entries' });
  for (const credit of credits) {
    await expect(imported.getByRole('row').filter({ hasText: credit.reference })).toContainText(
      'Paid the order',
    );
    await expect(pendingRow(desk, credit.reference)).toHaveCount(0);
  }
  await admin.close();

  // The breeder's order page, in the language it was placed in, now says it is paid.
  for (const order of placed) {
    await page.goto(order.url);
    await expect(
      page.getByRole('status').filter({ hasText: CHECKOUT_MESSAGES[order.lang].BankThankYou.paid }),
    ).toBeVisible();
  }
});
