import { AppLink } from '@/i18n/app-link';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { findOutboxMessage } from '@/server/domain/mail/outbox-viewer';

export default async function OutboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const message = await findOutboxMessage((await params).id);
  if (!message) notFound();
  return (
    <>
      <p>
        <AppLink href="/outbox">← Outbox</AppLink>
      </p>
      <h1>{message.subject}</h1>
      <p>
        To: {message.to} · From: {message.from} · {new Date(message.date).toLocaleString('en-GB')}
      </p>
      <iframe
        title="HTML version"
        srcDoc={message.html}
        sandbox=""
        style={{ width: '100%', height: 640, border: '1px solid #ccc' }}
      />
      <h2>Text version</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{message.text}</pre>
    </>
  );
}
