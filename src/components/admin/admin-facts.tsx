import type { ReactNode } from 'react';

/** An admin page's facts as a definition list: one row per label and value. */
export function AdminFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
