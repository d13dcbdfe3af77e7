import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One credit or debit entry of a camt.053 statement, reduced to what matching needs. */
export interface StatementEntry {
  /** The bank's own reference of the entry (AcctSvcrRef), or statement id + entry number. */
  entryRef: string;
  isCredit: boolean;
  isBooked: boolean;
  /** Minor units (cents, fillér…), as every amount here. */
  amount: number;
  currency: string;
  bookedOn: string | null;
  /** The structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref), if the payer's bank sent one. */
  structuredReference: string | null;
  /** The free-text remittance lines (RmtInf/Ustrd), joined. */
  remittance: string | null;
  debtorName: string | null;
}

type Node = Record<string, unknown>;

// Elements that may repeat are always arrays, so one statement or entry reads like many.
const REPEATING = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATING.has(name),
});

const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value ? [value] : []) as Node[];
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined),
    node,
  );
const text = (value: unknown): string | null => {
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object') return text((value as Node)['#text']);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** "1234.5" → 123450; null for anything that is not a plain decimal amount. */
export function toMinorUnits(amount: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The entries of a camt.053 (BankToCustomerStatement) file, any version from 001.02 on; null when
 * the text is not well-formed XML or not such a statement.
 */
export function parseCamt053(xml: string): StatementEntry[] | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const statements = list(child(parser.parse(xml), 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) return null;
  const entries: StatementEntry[] = [];
  for (const statement of statements) {
    const statementId = text(child(statement, 'Id')) ?? 'statement';
    list(statement.Ntry).forEach((entry, index) => {
      const amountNode = child(entry, 'Amt');
      const amount = toMinorUnits(text(amountNode) ?? '');
      const currency = text(child(amountNode, '@Ccy'));
      if (amount === null || !currency) return;
      const transactions = list(child(entry, 'NtryDtls')).flatMap((d) => list(d.TxDtls));
      const remittance = transactions.flatMap((t) => list(child(t, 'RmtInf', 'Ustrd')).map(text));
      const structured = transactions
        .flatMap((t) => list(child(t, 'RmtInf', 'Strd')))
        .map((s) => text(child(s, 'CdtrRefInf', 'Ref')))
        .find(Boolean);
      const parties = transactions.map((t) => child(t, 'RltdPties', 'Dbtr'))[0];
      const status = text(child(entry, 'Sts', 'Cd')) ?? text(child(entry, 'Sts'));
      entries.push({
        entryRef:
          text(child(entry, 'AcctSvcrRef')) ??
          text(child(transactions[0], 'Refs', 'AcctSvcrRef')) ??
          `${statementId}/${text(child(entry, 'NtryRef')) ?? index + 1}`,
        isCredit: text(child(entry, 'CdtDbtInd')) === 'CRDT',
        isBooked: !status || status === 'BOOK',
        amount,
        currency: currency.toUpperCase(),
        bookedOn:
          (text(child(entry, 'BookgDt', 'Dt')) ?? text(child(entry, 'BookgDt', 'DtTm')))?.slice(
            0,
            10,
          ) ?? null,
        structuredReference: structured ?? null,
        remittance: remittance.filter(Boolean).join(' ') || null,
        debtorName: text(child(parties, 'Nm')) ?? text(child(parties, 'Pty', 'Nm')),
      });
    });
  }
  return entries;
}
