import type { ReactNode } from 'react';

/**
 * A titled table of an object's page (an order's payments, a user's listings): the heading
 * names the scrolling table, or the section when it is empty (one named region either way).
 */
export function TitledTable({
  id,
  title,
  head,
  rows,
  rowKeys,
  empty = 'None.',
  blank,
  className,
}: {
  id: string;
  title: string;
  head: string[];
  rows: ReactNode[][];
  /** Stable row keys (the row's index otherwise). */
  rowKeys?: string[];
  empty?: string;
  /** What an empty cell shows (nothing otherwise). */
  blank?: string;
  className?: string;
}) {
  const heading = `${id}-heading`;
  return (
    <section aria-labelledby={rows.length === 0 ? heading : undefined} className={className}>
      <h2 id={heading}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={heading} tabIndex={0}>
          <table aria-labelledby={heading}>
            <thead>
              <tr>
                {head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKeys?.[index] ?? index}>
                  {row.map((cell, column) => (
                    <td key={head[column] ?? column}>{cell ?? blank}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
