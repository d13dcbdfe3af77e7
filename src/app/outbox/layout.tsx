import type { ReactNode } from 'react';

export const metadata = { title: 'Outbox', robots: { index: false, follow: false } };

// Developer tool, English only: the e-mails the app would have sent.
export default function OutboxLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', maxWidth: 960 }}>
        <p
          role="alert"
          style={{ background: '#fff3cd', border: '2px solid #b8860b', padding: '0.75rem 1rem' }}
        >
          <strong>Development outbox.</strong> Every e-mail this site sends is readable here by
          anyone who can reach it. It is for the local demo only and refuses to start with a public
          SITE_URL.
        </p>
        {children}
      </body>
    </html>
  );
}
