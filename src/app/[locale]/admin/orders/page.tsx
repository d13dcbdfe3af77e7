import type { Metadata } from 'next';
import {
  MarkReceivedForm,
  ResolveEntryForm,
  StatementUploadForm,
} from '@/components/admin/bank-desk-forms';
import { ENTRY_OUTCOMES } from '@/components/admin/bank-desk-state';
import { formatMoney } from '@/i18n/money';
import { createRequestContext } from '@/server/context';
import { listBankTransferWork } from '@/server/domain/bank-transfers/list-bank-transfer-work';
import { getSessionViewer } from '../../profile/session-viewer';
import { MoneyRolesOnly, isMoneyViewer } from './money-roles-only';
import { OrderList, OrderListNav } from './order-list';
import {
  importBankStatementAction,
  markBankTransferReceivedAction,
  resolveStatementEntryAction,
} from './actions';

export const metadata: Metadata = { title: 'Orders: bank transfers' };
export const dynamic = 'force-dynamic';

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-GB');
const date = (value: Date) => value.toISOString().slice(0, 10);

/**
 * The bank-transfer desk (English, money roles): pending transfers to mark received, a camt.053
 * upload, and the statement entries flagged for a decision; then every order, searchable.
 */
export default async function AdminOrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!isMoneyViewer(viewer)) return <MoneyRolesOnly />;
  const { pending, flagged } = await listBankTransferWork(createRequestContext({ viewer }));
  return (
    <>
      <h1>Orders: bank transfers</h1>
      <OrderListNav current="/admin/orders" />
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading">Pending bank transfers</h2>
        {pending.length === 0 ? (
          <p>No bank transfer is waiting.</p>
        ) : (
          <table aria-labelledby="pending-heading">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Service</th>
                <th scope="col">Amount</th>
                <th scope="col">Buyer</th>
                <th scope="col">Ordered</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {pending.map((order) => (
                <tr key={order.id}>
                  <td>{order.reference}</td>
                  <td>{order.type.replace('_', ' ')}</td>
                  <td>{money(order.amount, order.currency)}</td>
                  <td>{order.buyerEmail}</td>
                  <td>{date(order.createdAt)}</td>
                  <td>
                    <MarkReceivedForm
                      orderId={order.id}
                      label={`Mark ${order.reference} received`}
                      action={markBankTransferReceivedAction}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="import-heading">
        <h2 id="import-heading">Import a bank statement</h2>
        <StatementUploadForm action={importBankStatementAction} />
      </section>
      <section aria-labelledby="flagged-heading">
        <h2 id="flagged-heading">Flagged statement entries</h2>
        {flagged.length === 0 ? (
          <p>No entry waits for a decision.</p>
        ) : (
          <ul className="stack">
            {flagged.map((entry) => (
              <li key={entry.id} className="card">
                <h3>
                  {money(entry.amount, entry.currency)} · {entry.reference ?? 'no reference'}
                </h3>
                <p>
                  {ENTRY_OUTCOMES[entry.flagReason ?? ''] ?? 'Flagged'} · {entry.entryRef} ·{' '}
                  {entry.bookedOn ?? ''} · {entry.debtorName ?? 'unknown payer'} · {entry.fileName}
                </p>
                {entry.remittance && <p>“{entry.remittance}”</p>}
                <ResolveEntryForm
                  entryId={entry.id}
                  orderId={entry.orderId}
                  action={resolveStatementEntryAction}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <OrderList viewer={viewer} route="/admin/orders" searchParams={await searchParams} />
    </>
  );
}
