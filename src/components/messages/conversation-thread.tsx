'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { GalleryPicture } from '../listings/photo-gallery-picture';
import { largestWebp } from '../photos/largest-webp';
import { MessageForm } from './message-form';
import {
  conversationRequest,
  listenToConversations,
  MESSAGE_FIELDS,
  type LiveMessage,
} from './conversations-api';

interface Props {
  conversationId: string;
  counterpartName: string;
  locale: string;
  initialMessages: LiveMessage[];
  /** The photo types this server accepts (photo-formats.ts). */
  photoAccept: string;
}

const TYPING_SHOWN_MS = 5_000;
/** Sent photos show as thumbnails, two or three to a row. */
const PHOTO_SIZES = '(max-width: 40rem) 40vw, 12rem';
const TYPING_SENT_EVERY_MS = 3_000;

/**
 * The messages of one conversation, live: new ones, read receipts and typing arrive through the
 * subscription; the conversation is marked read when it opens and whenever a message arrives.
 */
export function ConversationThread({
  conversationId,
  counterpartName,
  locale,
  initialMessages,
  photoAccept,
}: Props) {
  const t = useTranslations('Conversations');
  const [messages, setMessages] = useState(initialMessages);
  const [isTyping, setIsTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);
  // Sends still waiting for their answer, and whether a read receipt came meanwhile: the other
  // side can read a message before its sender's page has it (the receipt, then the answer).
  const sending = useRef(0);
  const readWhileSending = useRef(false);

  const markRead = useCallback(() => {
    void conversationRequest(
      'mutation ($id: String!) { markConversationRead(conversationId: $id) { conversationId } }',
      { id: conversationId },
    ).catch(() => undefined);
  }, [conversationId]);

  const add = useCallback((message: LiveMessage) => {
    setMessages((current) =>
      current.some((m) => m.id === message.id) ? current : [...current, message],
    );
  }, []);

  // Each time the stream opens (the server opens it once it hears every new message), the
  // conversation is read again: what was sent after this page was rendered and before then.
  const reread = useCallback(() => {
    void conversationRequest<{ conversation: { messages: LiveMessage[] } }>(
      `query ($id: String!) { conversation(id: $id) { messages { ${MESSAGE_FIELDS} } } }`,
      { id: conversationId },
    )
      .then(({ conversation }) => {
        const fresh = new Map(conversation.messages.map((m) => [m.id, m]));
        setMessages((current) => {
          const missed = conversation.messages.filter((m) => !current.some((c) => c.id === m.id));
          if (missed.length === 0) return current.map((m) => fresh.get(m.id) ?? m);
          return [...current.map((m) => fresh.get(m.id) ?? m), ...missed].sort((a, b) =>
            a.sentAt.localeCompare(b.sentAt),
          );
        });
        if (conversation.messages.some((m) => !m.isMine && !m.isRead)) markRead();
      })
      .catch(() => undefined);
  }, [conversationId, markRead]);

  useEffect(() => {
    const stop = new AbortController();
    markRead();
    void listenToConversations(
      conversationId,
      (event) => {
        if (event.isMine) return;
        if (event.kind === 'MESSAGE' && event.message) {
          setIsTyping(false);
          add(event.message);
          markRead();
        } else if (event.kind === 'READ') {
          setMessages((current) => current.map((m) => (m.isMine ? { ...m, isRead: true } : m)));
          if (sending.current > 0) readWhileSending.current = true;
        } else if (event.kind === 'TYPING') {
          setIsTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setIsTyping(false), TYPING_SHOWN_MS);
        }
      },
      stop.signal,
      reread,
    );
    return () => {
      stop.abort();
      clearTimeout(typingTimer.current);
    };
  }, [conversationId, add, markRead, reread]);

  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <ol className="message-list" aria-label={t('messagesLabel')} aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={message.isMine ? 'message mine' : 'message theirs'}>
            <p className="message-meta">
              <strong>{message.isMine ? t('you') : counterpartName}</strong>{' '}
              <time dateTime={message.sentAt}>{time.format(new Date(message.sentAt))}</time>
              {message.listingTitle && <> · {t('about', { dog: message.listingTitle })}</>}
            </p>
            {message.body && <p className="message-body">{message.body}</p>}
            {message.photos.length > 0 && (
              <ul className="message-photo-list">
                {message.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a
                      href={largestWebp(photo).url}
                      style={{ backgroundColor: photo.dominantColor ?? undefined }}
                    >
                      <GalleryPicture
                        photo={photo}
                        sizes={PHOTO_SIZES}
                        lazy
                        alt={t('photoOpen', {
                          position: index + 1,
                          name: message.isMine ? t('you') : counterpartName,
                        })}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {message.hasHiddenContact && <p className="contact-hidden">{t('contactHidden')}</p>}
            {message.scamWarning && (
              <p className="scam-warning" role="note">
                <strong>{t('scamWarningTitle')}</strong> {t('scamWarning')}{' '}
                <Link route="/tips-and-advice/puppy-buying-tips" locale={locale as Locale}>
                  {t('scamWarningLink')}
                </Link>
              </p>
            )}
            {message.isMine && (
              <p className="message-receipt">{message.isRead ? t('read') : t('sent')}</p>
            )}
          </li>
        ))}
      </ol>
      <p className="typing-indicator" role="status">
        {isTyping ? t('typing', { name: counterpartName }) : ''}
      </p>
      <MessageForm
        onTyping={() => {
          if (Date.now() - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
          lastTypingSent.current = Date.now();
          void conversationRequest(
            'mutation ($id: String!) { signalTyping(conversationId: $id) { conversationId } }',
            { id: conversationId },
          ).catch(() => undefined);
        }}
        photos={{ conversationId, accept: photoAccept }}
        send={async (body, photos) => {
          sending.current += 1;
          try {
            const data = await conversationRequest<{ sendMessage: { messageId: string } }>(
              `mutation ($id: String!, $body: String!, $photoIds: [String!]) {
                sendMessage(conversationId: $id, body: $body, photoIds: $photoIds) { messageId } }`,
              { id: conversationId, body, photoIds: photos.map((photo) => photo.id) },
            );
            add({
              id: data.sendMessage.messageId,
              body,
              sentAt: new Date().toISOString(),
              isMine: true,
              isRead: false,
              listingTitle: null,
              hasHiddenContact: false,
              scamWarning: false,
              photos,
            });
          } finally {
            sending.current -= 1;
            // Which messages that receipt covered is the server's to say: read them again.
            if (sending.current === 0 && readWhileSending.current) {
              readWhileSending.current = false;
              reread();
            }
          }
        }}
      />
    </>
  );
}
