import { countUnreadConversations } from '../../domain/messages/count-unread-conversations';
import { subscribeToConversationActivity } from '../../domain/messages/conversation-events';
import {
  getConversationOrThrow,
  type ConversationView,
} from '../../domain/messages/find-conversation';
import {
  findConversations,
  type ConversationSummary,
} from '../../domain/messages/find-conversations';
import { findEventMessage } from '../../domain/messages/find-message';
import {
  findMessageEmailsEnabled,
  setMessageEmails,
} from '../../domain/messages/message-emails-setting';
import { markConversationRead } from '../../domain/messages/mark-conversation-read';
import type { MessageView } from '../../domain/messages/message-view';
import { reportConversation } from '../../domain/messages/report-conversation';
import { sendMessage, type SentMessage } from '../../domain/messages/send-message';
import { setConversationBlocked } from '../../domain/messages/set-conversation-blocked';
import { shareContactDetails } from '../../domain/messages/share-contact-details';
import { setConversationArchived } from '../../domain/messages/set-conversation-archived';
import { signalTyping } from '../../domain/messages/signal-typing';
import { startConversation } from '../../domain/messages/start-conversation';
import type { ConversationActivity } from '../../events/bus';
import { builder } from '../builder';
import { PhotoType } from './photos';
import { upperCaseEnum } from './listing-inputs';

const ConversationSideEnum = upperCaseEnum('ConversationSide', ['buyer', 'breeder']);
const ConversationActivityKindEnum = upperCaseEnum('ConversationActivityKind', [
  'message',
  'read',
  'typing',
]);

const MessageType = builder.objectRef<MessageView>('Message').implement({
  description: 'A message as the viewer reads it; `isRead` is the receipt of their own words.',
  fields: (t) => ({
    id: t.exposeString('id'),
    conversationId: t.exposeString('conversationId'),
    body: t.exposeString('body'),
    sentAt: t.string({ resolve: (m) => m.sentAt.toISOString() }),
    isMine: t.exposeBoolean('isMine'),
    isRead: t.exposeBoolean('isRead'),
    listingId: t.exposeString('listingId', { nullable: true }),
    listingTitle: t.exposeString('listingTitle', {
      nullable: true,
      description: 'The dog the message was written about.',
    }),
    hasHiddenContact: t.exposeBoolean('hasHiddenContact', {
      description: 'Phone numbers or e-mail addresses in it are hidden until a deposit or sharing.',
    }),
    scamWarning: t.boolean({
      description: 'It asks for payment off the platform or links to a look-alike site.',
      resolve: (m) => m.scamSignals.length > 0,
    }),
    photos: t.field({
      type: [PhotoType],
      description: 'Photos sent with it, served to the two participants only.',
      resolve: (m) => m.photos,
    }),
  }),
});

const ConversationSummaryType = builder
  .objectRef<ConversationSummary>('ConversationSummary')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      side: t.field({ type: ConversationSideEnum, resolve: (c) => c.side }),
      counterpartName: t.exposeString('counterpartName'),
      listingTitle: t.exposeString('listingTitle', { nullable: true }),
      lastMessage: t.exposeString('lastMessage'),
      lastMessageAt: t.string({ resolve: (c) => c.lastMessageAt.toISOString() }),
      isUnread: t.exposeBoolean('isUnread'),
      isArchived: t.exposeBoolean('isArchived'),
    }),
  });

const ConversationType = builder.objectRef<ConversationView>('Conversation').implement({
  description: 'One buyer’s conversation with one kennel, with its latest 200 messages.',
  fields: (t) => ({
    id: t.exposeString('id'),
    side: t.field({ type: ConversationSideEnum, resolve: (c) => c.side }),
    counterpartName: t.exposeString('counterpartName'),
    listingId: t.exposeString('listingId', { nullable: true }),
    listingTitle: t.exposeString('listingTitle', { nullable: true }),
    isArchived: t.exposeBoolean('isArchived'),
    isContactRevealed: t.boolean({ resolve: (c) => c.safety.isContactRevealed }),
    isContactShared: t.boolean({ resolve: (c) => c.safety.isContactShared }),
    hasBlocked: t.boolean({
      description: 'The viewer blocked the other side.',
      resolve: (c) => c.safety.hasBlocked,
    }),
    messages: t.field({ type: [MessageType], resolve: (c) => c.messages }),
  }),
});

const SentMessageType = builder.objectRef<SentMessage>('SentMessage').implement({
  fields: (t) => ({
    conversationId: t.exposeString('conversationId'),
    messageId: t.exposeString('messageId'),
  }),
});

const ConversationMarkType = builder
  .objectRef<{ conversationId: string; isArchived?: boolean }>('ConversationMark')
  .implement({
    fields: (t) => ({
      conversationId: t.exposeString('conversationId'),
      isArchived: t.boolean({ nullable: true, resolve: (mark) => mark.isArchived ?? null }),
    }),
  });

const ConversationActivityType = builder
  .objectRef<ConversationActivity>('ConversationActivity')
  .implement({
    description: 'A message, a read receipt or typing in one of the viewer’s conversations.',
    fields: (t) => ({
      kind: t.field({ type: ConversationActivityKindEnum, resolve: (e) => e.kind }),
      conversationId: t.exposeString('conversationId'),
      at: t.exposeString('at'),
      isMine: t.boolean({ resolve: (e, _args, ctx) => e.actorId === ctx.viewer?.id }),
      message: t.field({
        type: MessageType,
        nullable: true,
        resolve: (e, _args, ctx) => findEventMessage(ctx, e),
      }),
    }),
  });

builder.queryFields((t) => ({
  myConversations: t.field({
    type: [ConversationSummaryType],
    description:
      'The viewer’s conversations (as buyer and as breeder), unread first; `search` matches ' +
      'names, dogs and messages. Needs a confirmed account.',
    args: { search: t.arg.string(), archived: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, { search, archived }, ctx) =>
      findConversations(ctx, { search, archived: archived ?? false }),
  }),
  conversation: t.field({
    type: ConversationType,
    description: 'A conversation the viewer is part of; anyone else gets NOT_FOUND.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, { id }, ctx) => getConversationOrThrow(ctx, { conversationId: id }),
  }),
  messageEmailsEnabled: t.boolean({
    description: 'Whether the viewer is e-mailed about messages left unread for a few minutes.',
    resolve: (_root, _args, ctx) => findMessageEmailsEnabled(ctx),
  }),
  unreadConversationCount: t.int({
    description: 'How many of the viewer’s conversations have unread messages; 0 for visitors.',
    resolve: (_root, _args, ctx) => countUnreadConversations(ctx),
  }),
}));

builder.mutationFields((t) => ({
  startConversation: t.field({
    type: SentMessageType,
    description:
      'Starts or continues the viewer’s conversation with a kennel, from one of its public ads ' +
      '(`listingId`), its page (`kennelId`) or a reservation of either party (`reservationId`).',
    args: {
      listingId: t.arg.string(),
      kennelId: t.arg.string(),
      reservationId: t.arg.string(),
      body: t.arg.string({ required: true }),
    },
    resolve: (_root, { listingId, kennelId, reservationId, body }, ctx) =>
      startConversation(
        ctx,
        reservationId
          ? { reservationId, body }
          : listingId
            ? { listingId, body }
            : { kennelId: kennelId ?? '', body },
      ),
  }),
  sendMessage: t.field({
    type: SentMessageType,
    args: {
      conversationId: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      listingId: t.arg.string(),
      photoIds: t.arg.stringList({
        description:
          'The viewer’s photos uploaded to this conversation (POST /api/photos, kind MESSAGE) ' +
          'and not sent yet, at most 6; with photos the body may be empty.',
      }),
    },
    resolve: (_root, args, ctx) => sendMessage(ctx, args),
  }),
  markConversationRead: t.field({
    type: ConversationMarkType,
    args: { conversationId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => markConversationRead(ctx, args),
  }),
  setConversationArchived: t.field({
    type: ConversationMarkType,
    args: {
      conversationId: t.arg.string({ required: true }),
      archived: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => setConversationArchived(ctx, args),
  }),
  signalTyping: t.field({
    type: ConversationMarkType,
    args: { conversationId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => signalTyping(ctx, args),
  }),
  shareContactDetails: t.field({
    type: ConversationMarkType,
    description: 'The breeder shows both sides’ contact details in this conversation, for good.',
    args: { conversationId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => shareContactDetails(ctx, args),
  }),
  setConversationBlocked: t.field({
    type: ConversationMarkType,
    description: 'Blocks (or unblocks) the other side: they can no longer write here.',
    args: {
      conversationId: t.arg.string({ required: true }),
      blocked: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => setConversationBlocked(ctx, args),
  }),
  setMessageEmails: t.boolean({
    description: 'Turns the viewer’s e-mails about unread messages on or off.',
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => (await setMessageEmails(ctx, args)).enabled,
  }),
  reportConversation: t.field({
    type: ConversationMarkType,
    description: 'Reports the other side’s latest message, with a reason, to the admins.',
    args: {
      conversationId: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
      details: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await reportConversation(ctx, args);
      return { conversationId: args.conversationId };
    },
  }),
}));

builder.subscriptionFields((t) => ({
  conversationActivity: t.field({
    type: ConversationActivityType,
    description:
      'Messages, read receipts and typing in the viewer’s conversations as they happen ' +
      '(one conversation with `conversationId`). Needs a confirmed account.',
    args: { conversationId: t.arg.string() },
    subscribe: (_root, { conversationId }, ctx) =>
      subscribeToConversationActivity(ctx, { conversationId }),
    resolve: (event) => event,
  }),
}));
