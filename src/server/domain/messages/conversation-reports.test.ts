import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestConversation } from '../../../../tests/support/conversation-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { fingerprintTables } from '../../../../tests/support/table-fingerprint';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { adminActions, conversationMessages, conversations, users } from '../../db/schema';
import { findConversationReports } from './find-conversation-reports';
import { reportConversation } from './report-conversation';
import { resolveConversationReport } from './resolve-conversation-report';
import { sendMessage } from './send-message';
import { setMessageEmails } from './message-emails-setting';
import { sendUnreadMessageEmail, UNREAD_EMAIL_INTERVAL_MS } from './unread-message-email';

let handle: DatabaseHandle;
let admin: Viewer;
beforeAll(async () => {
  handle = await createTestDatabase();
  admin = await createTestViewer(handle, 'ADMINV');
});
afterAll(() => handle.close());

const as = (viewer: Viewer | null, now = new Date()) => createTestContext(handle, { viewer, now });
const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** A conversation of eight messages, the breeder's fifth one asking for a gift card. */
async function longConversation() {
  const world = await createTestConversation(handle, 'message 1');
  for (let i = 2; i <= 8; i++) {
    const writer = i % 2 === 0 ? world.breeder : world.buyer;
    const body = i === 6 ? 'Pay with a gift card please' : `message ${i}`;
    await sendMessage(as(writer, at(i)), { conversationId: world.conversationId, body });
  }
  return world;
}

describe('reporting a conversation', () => {
  it('shows the admins only the reported message and those around it', async () => {
    const { buyer, conversationId } = await longConversation();
    // The breeder's latest message (message 8) is the reported one.
    await reportConversation(as(buyer, at(20)), {
      conversationId,
      reason: 'scam',
      details: 'Asked for a gift card.',
    });
    const { items } = await findConversationReports(as(admin), { status: 'open' });
    const report = items.find((item) => item.messages.some((m) => m.body === 'message 8'))!;
    expect(report.messages.map((m) => [m.body, m.isReported])).toEqual([
      ['Pay with a gift card please', false],
      ['message 7', false],
      ['message 8', true],
    ]);
    expect(report.details).toBe('Asked for a gift card.');
  });

  it('refuses bad input, strangers and a second open report, changing nothing', async () => {
    const { buyer, conversationId } = await longConversation();
    const stranger = await createTestViewer(handle);
    const before = await fingerprintTables(handle);
    await expect(
      reportConversation(as(buyer), { conversationId, reason: 'nonsense', details: 'x' }),
    ).rejects.toMatchObject({ fields: { reason: 'reportReasonRequired' } });
    await expect(
      reportConversation(as(buyer), { conversationId, reason: 'spam', details: ' ' }),
    ).rejects.toMatchObject({ fields: { details: 'reportDetailsRequired' } });
    await expect(
      reportConversation(as(stranger), { conversationId, reason: 'spam', details: 'Spam.' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await fingerprintTables(handle)).toEqual(before);
    await reportConversation(as(buyer), { conversationId, reason: 'spam', details: 'Spam.' });
    await expect(
      reportConversation(as(buyer), { conversationId, reason: 'spam', details: 'Again.' }),
    ).rejects.toMatchObject({ fields: { form: 'reportAlreadyOpen' } });
  });

  it('is dismissed or ends in the sender’s suspension, in the audit log, by admins only', async () => {
    const { buyer, breeder, conversationId } = await longConversation();
    const { reportId } = await reportConversation(as(buyer), {
      conversationId,
      reason: 'harassment',
      details: 'Rude.',
    });
    await expect(
      resolveConversationReport(as(buyer), { reportId, decision: 'dismiss', reason: 'No.' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(findConversationReports(as(breeder))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await resolveConversationReport(as(admin), {
      reportId,
      decision: 'suspend',
      reason: 'Insults buyers.',
    });
    const [sender] = await handle.db.select().from(users).where(eq(users.id, breeder.id));
    expect(sender?.suspendedAt).not.toBeNull();
    const logged = await handle.db
      .select({ action: adminActions.action })
      .from(adminActions)
      .where(eq(adminActions.targetId, reportId));
    expect(logged).toEqual([{ action: 'conversationReport.suspend' }]);
    await expect(
      resolveConversationReport(as(admin), { reportId, decision: 'dismiss', reason: 'Late.' }),
    ).rejects.toMatchObject({ fields: { form: 'reportClosed' } });
  });
});

describe('e-mails about unread messages', () => {
  it('go once per 15 minutes, masked, in the recipient’s language, unless turned off', async () => {
    const { buyer, breeder, conversationId } = await createTestConversation(handle, 'Free?');
    await handle.db.update(users).set({ locale: 'pl' }).where(eq(users.id, buyer.id));
    const [buyerRow] = await handle.db.select().from(users).where(eq(users.id, buyer.id));
    const t0 = at(10);
    await sendMessage(as(breeder, t0), { conversationId, body: 'Call 06 30 123 4567' });
    const job = { conversationId, recipientSide: 'buyer' as const };
    expect(await sendUnreadMessageEmail(as(null, at(320)), job)).toBe(true);
    const [mail] = await queuedEmails(handle.db, buyerRow!.email);
    expect(mail).toMatchObject({ kind: 'unreadMessage', locale: 'pl' });
    expect(mail!.values.message).toBe('Call •••');
    expect(mail!.values.url).toMatch(new RegExp(`/pl/.+/${conversationId}$`));
    // Within 15 minutes: no second e-mail.
    await sendMessage(as(breeder, at(400)), { conversationId, body: 'Hello?' });
    expect(await sendUnreadMessageEmail(as(null, at(700)), job)).toBe(false);
    // Read: nothing to tell.
    await handle.db
      .update(conversations)
      .set({ buyerReadAt: at(800) })
      .where(eq(conversations.id, conversationId));
    const later = at(320 + UNREAD_EMAIL_INTERVAL_MS / 1000 + 60);
    expect(await sendUnreadMessageEmail(as(null, later), job)).toBe(false);
    // Unread again, but turned off.
    await handle.db
      .update(conversations)
      .set({ buyerReadAt: at(100) })
      .where(eq(conversations.id, conversationId));
    await setMessageEmails(as(buyer), { enabled: false });
    expect(await sendUnreadMessageEmail(as(null, later), job)).toBe(false);
    await setMessageEmails(as(buyer), { enabled: true });
    expect(await sendUnreadMessageEmail(as(null, later), job)).toBe(true);
    expect(await queuedEmails(handle.db, buyerRow!.email)).toHaveLength(2);
    expect(
      (
        await handle.db
          .select()
          .from(conversationMessages)
          .where(eq(conversationMessages.conversationId, conversationId))
      ).length,
    ).toBe(3);
  });
});
