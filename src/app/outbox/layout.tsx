import type { ReactNode } from 'react';

export const metadata = { title: 'Outbox', robots: { index: false, follow: false } };

// Developer tool, English only: the e-mails the app would have sent.
export default function OutboxLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', maxWidth: 960 }}>
        {children}
      </body>
    </html>
  );
}
