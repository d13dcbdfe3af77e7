import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message; with a `cid`, an image the HTML shows inline (`cid:` source). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Closes pooled SMTP connections (a script that ends would otherwise wait them out). */
  close(): void;
}

/** What the outbox keeps of each message, beside the raw .eml file. */
export interface OutboxEntry extends OutgoingMail {
  id: string;
  from: string;
  date: string;
}

/**
 * Sends through SMTP when `smtpUrl` is given; otherwise writes each message to the outbox
 * folder (an .eml file plus a JSON summary) for a developer to open.
 */
export function createMailer(config: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: config.from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.from, ...mail });
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(config.outboxDir, { recursive: true });
      const entry: OutboxEntry = { id, from: config.from, date: date.toISOString(), ...mail };
      await writeFile(path.join(config.outboxDir, `${id}.eml`), info.message as Buffer);
      await writeFile(path.join(config.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
