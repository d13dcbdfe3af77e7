import type { ColumnFormat, ReportView } from '@/server/admin/report-views';

const number = new Intl.NumberFormat('en-GB');
const money = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function show(value: unknown, format: ColumnFormat | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'number') return String(value);
  if (format === 'minor') return money.format(value / 100);
  if (format === 'basisPoints') return `${money.format(value / 100)} %`;
  return number.format(value);
}

/**
 * A report's numbers behind its chart, in a disclosure: the same data for screen readers and
 * keyboard users, and for anyone who wants the figures.
 */
export function ReportTable({ view }: { view: ReportView }) {
  const caption = `${view.title}: the figures`;
  return (
    <details className="report-data">
      <summary>Show the figures as a table</summary>
      {view.rows.length === 0 ? (
        <p>Nothing in this range.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {view.columns.map((column, index) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={typeof view.rows[0]![index] === 'number' ? 'numeric' : undefined}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => {
                    const spec = view.columns[column]!;
                    const text = show(cell, spec.format);
                    return column === 0 ? (
                      <th key={spec.key} scope="row">
                        {text}
                      </th>
                    ) : (
                      <td
                        key={spec.key}
                        className={typeof cell === 'number' ? 'numeric' : undefined}
                      >
                        {text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
