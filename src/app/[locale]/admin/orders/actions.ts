'use server';

import { refresh } from 'next/cache';
import type { BankDeskState } from '@/components/admin/bank-desk-state';
import { createRequestContext } from '@/server/context';
import { importBankStatement } from '@/server/domain/bank-transfers/import-bank-statement';
import { markBankTransferReceived } from '@/server/domain/bank-transfers/mark-bank-transfer-received';
import { resolveStatementEntry } from '@/server/domain/bank-transfers/resolve-statement-entry';
import { getRequestViewer } from '../../viewer';
import { domainErrorFields } from '../../../form-state';

const adminContext = async () =>
  createRequestContext({ locale: 'en', viewer: await getRequestViewer() });
const refused = (code: string): BankDeskState => ({ fields: { form: code }, values: {} });

/** An admin saw a bank transfer arrive: the order is paid (the domain checks the money role). */
export async function markBankTransferReceivedAction(
  _previous: BankDeskState,
  form: FormData,
): Promise<BankDeskState> {
  try {
    const result = await markBankTransferReceived(await adminContext(), {
      orderId: String(form.get('orderId') ?? ''),
    });
    if (!result.ok) return refused(result.code);
  } catch (error) {
    return { fields: domainErrorFields(error), values: {} };
  }
  refresh();
  return { fields: {}, values: {}, done: 'paid' };
}

/** Imports an uploaded camt.053 file and answers the outcome of each of its credits. */
export async function importBankStatementAction(
  _previous: BankDeskState,
  form: FormData,
): Promise<BankDeskState> {
  const file = form.get('statement');
  if (!(file instanceof File) || file.size === 0) return refused('statementRequired');
  try {
    const result = await importBankStatement(await adminContext(), {
      xml: await file.text(),
      fileName: file.name,
    });
    if (!result.ok) return refused(result.code);
    refresh();
    return { fields: {}, values: {}, done: 'imported', entries: result.entries };
  } catch (error) {
    return { fields: domainErrorFields(error), values: {} };
  }
}

/** Applies a flagged statement entry to an order, or dismisses it, with the admin's note. */
export async function resolveStatementEntryAction(
  _previous: BankDeskState,
  form: FormData,
): Promise<BankDeskState> {
  const values = {
    note: String(form.get('note') ?? ''),
    orderId: String(form.get('orderId') ?? ''),
  };
  try {
    const result = await resolveStatementEntry(await adminContext(), {
      entryId: String(form.get('entryId') ?? ''),
      action: form.get('decision') === 'apply' ? 'apply' : 'dismiss',
      orderId: values.orderId,
      note: values.note,
    });
    if (!result.ok) return { fields: { form: result.code }, values };
  } catch (error) {
    return { fields: domainErrorFields(error), values };
  }
  refresh();
  return { fields: {}, values: {}, done: 'resolved' };
}
