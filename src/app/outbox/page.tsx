import { AppLink } from '@/i18n/app-link';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { findOutboxMessages } from '@/server/domain/mail/outbox-viewer';

export default async function OutboxPage() {
  await connection();
  const messages = await findOutboxMessages();
  if (!messages) notFound();
  return (
    <>
      <h1>Outbox</h1>
      <p>
        E-mails written to the local outbox because no SMTP server is configured (newest first).
      </p>
      {messages.length === 0 && <p>No e-mails yet.</p>}
      <table>
        <thead>
          <tr>
            <th align="left">Date</th>
            <th align="left">To</th>
            <th align="left">Subject</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td>{new Date(message.date).toLocaleString('en-GB')}</td>
              <td>{message.to}</td>
              <td>
                <AppLink href={`/outbox/${message.id}`}>{message.subject}</AppLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
