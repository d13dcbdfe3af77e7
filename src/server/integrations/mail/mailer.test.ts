import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../../../tests/support/smtp-catcher';
import { createMailer } from './mailer';
import { listOutbox, readOutboxEntry } from './outbox';

const mail = {
  to: 'anna@example.test',
  subject: 'Erősítse meg az e-mail-címét',
  html: '<p>Szia <a href="http://localhost/hu/fiok-megerositese?token=abc">link</a></p>',
  text: 'Szia http://localhost/hu/fiok-megerositese?token=abc',
};

describe('mailer over SMTP', () => {
  let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(() => catcher.stop());

  it('delivers to a real SMTP server with the configured sender', async () => {
    const mailer = createMailer({
      smtpUrl: catcher.url,
      outboxDir: '/nonexistent',
      from: 'Dog Market <no-reply@example.test>',
    });
    await mailer.send({ ...mail, headers: { 'List-Unsubscribe': '<http://localhost/u>' } });
    expect(catcher.messages).toHaveLength(1);
    const [message] = catcher.messages;
    expect(message!.from).toBe('no-reply@example.test');
    expect(message!.to).toEqual(['anna@example.test']);
    expect(message!.raw).toContain('List-Unsubscribe: <http://localhost/u>');
    expect(message!.raw).toMatch(/Subject: =\?UTF-8\?/);
  });
});

describe('mailer without SMTP', () => {
  it('writes each message to the outbox as .eml and a readable summary', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ outboxDir: dir, from: 'Dog Market <no-reply@example.test>' });
    await mailer.send(mail);
    const files = await readdir(dir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const [entry] = await listOutbox(dir);
    expect(entry).toMatchObject({ to: mail.to, subject: mail.subject, text: mail.text });
    expect(await readOutboxEntry(dir, entry!.id)).toEqual(entry);
    expect(await readOutboxEntry(dir, '../etc/passwd')).toBeNull();
  });
});
