import { TitledTable } from '@/components/admin/titled-table';
import { formatMoney } from '@/i18n/money';
import type { AdminOrder } from '@/server/domain/orders/get-admin-order';

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-GB');
const when = (value: Date) => `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Rows with their keys, as the shared titled table takes them. */
function Table(props: {
  id: string;
  title: string;
  empty: string;
  head: string[];
  rows: { key: string; cells: (string | null)[] }[];
}) {
  return (
    <TitledTable
      {...props}
      className="admin-table"
      blank="—"
      rows={props.rows.map((row) => row.cells)}
      rowKeys={props.rows.map((row) => row.key)}
    />
  );
}

/** An order's payment attempts, refunds and invoices, each as a table (the events of its money). */
export function OrderTables({ view }: { view: AdminOrder }) {
  return (
    <>
      <Table
        id="payments"
        title="Payments"
        empty="No payment attempt yet."
        head={['Started', 'Provider', 'State', 'Amount', 'Reference', 'Note']}
        rows={view.payments.map((payment) => ({
          key: payment.id,
          cells: [
            when(payment.createdAt),
            payment.provider.replace('_', ' '),
            payment.status,
            money(payment.amount, payment.currency),
            payment.providerRef,
            payment.failureCode ?? payment.refundReason,
          ],
        }))}
      />
      <Table
        id="refunds"
        title="Refunds"
        empty="Nothing was refunded."
        head={['Made', 'Method', 'State', 'Amount', 'Reason', 'Where']}
        rows={view.refunds.map((refund) => ({
          key: refund.id,
          cells: [
            when(refund.createdAt),
            refund.method === 'card' ? 'card' : 'bank payout',
            refund.status,
            money(refund.amount, refund.currency),
            refund.reason,
            refund.method === 'card'
              ? refund.providerRef
              : `${refund.payoutIban} on ${refund.payoutSentOn}`,
          ],
        }))}
      />
      <Table
        id="invoices"
        title="Invoices and credit notes"
        empty="No invoice was issued for this order."
        head={['Number', 'Kind', 'Issued', 'Gross']}
        rows={view.invoices.map((invoice) => ({
          key: invoice.id,
          cells: [
            invoice.number,
            invoice.kind === 'invoice' ? 'invoice' : 'credit note',
            when(invoice.issuedAt),
            money(invoice.gross, invoice.currency),
          ],
        }))}
      />
    </>
  );
}
