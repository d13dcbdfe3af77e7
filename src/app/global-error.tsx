'use client';

// Last-resort error page when the root layout itself fails; kept language-neutral.
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Something went wrong · Hiba történt · Etwas ist schiefgelaufen</h1>
        <p>
          {/* A full page load on purpose: client navigation just failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Home</a>
        </p>
      </body>
    </html>
  );
}
