import type { ImportedEntry } from '@/server/domain/bank-transfers/import-bank-statement';

/** What the bank-transfer desk's server actions answer: a refusal code, or what was done. */
export interface BankDeskState {
  fields: Record<string, string>;
  values: Record<string, string>;
  done?: 'paid' | 'imported' | 'resolved';
  /** The outcome of each credit of an imported statement. */
  entries?: ImportedEntry[];
}

export const EMPTY_BANK_DESK_STATE: BankDeskState = { fields: {}, values: {} };

/** The admin area is in English: what each refusal code of the desk means. */
export const BANK_DESK_REFUSALS: Record<string, string> = {
  alreadyPaid: 'This order is already paid; nothing was changed.',
  notPayable: 'This order can no longer be paid (expired or cancelled); nothing was changed.',
  alreadyResolved: 'This entry was already resolved.',
  noteRequired: 'Write a note of at least 3 characters saying why.',
  orderRequired: 'Give the id of the pending order to apply the money to.',
  statementRequired: 'Choose a camt.053 statement file (XML) to import.',
  notCamt053: 'This file is not a camt.053 bank statement (BankToCustomerStatement XML).',
  noCredits: 'This statement has no booked credits; nothing was imported.',
  FORBIDDEN: 'Your role may not handle money (ADMIN or ADMINM only).',
  NOT_FOUND: 'No such order or entry.',
};

/** What an import did with a credit, for the result table. */
export const ENTRY_OUTCOMES: Record<string, string> = {
  applied: 'Paid the order',
  duplicate: 'Already imported: unchanged',
  unknownReference: 'Flagged: no known reference',
  partial: 'Flagged: less than the order’s amount',
  over: 'Flagged: more than the order’s amount',
  wrongCurrency: 'Flagged: another currency than the order’s',
  alreadyPaid: 'Flagged: the order was already paid',
  notPayable: 'Flagged: the order is no longer payable',
};
